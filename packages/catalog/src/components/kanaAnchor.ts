import type { KanaRow } from '@cw/contract/schemas';
import { kanaRowSlug } from '../kanaRow';

/** Prefix of the ids of the kana row sections, which `KanaIndex` links to by default. */
export const KANA_ANCHOR_PREFIX = 'kana';

/**
 * Id of a row's heading in `KanaGroupedList`, the fragment `KanaIndex` links to.
 *
 * @example
 * kanaAnchorId('か'); //=> 'kana-ka'
 */
export function kanaAnchorId(row: KanaRow, prefix: string = KANA_ANCHOR_PREFIX): string {
  return `${prefix}-${kanaRowSlug(row)}`;
}
