import type { OriginalDirection, ScrollType } from '@cw/contract/schemas';
import type { ReadingDirection } from './storedPreferences';

/**
 * The direction a work reads in before the reader chooses one: vertical for `vsc` works,
 * horizontal for paged ones. The direction switch starts from it.
 *
 * @example
 * defaultReadingDirection('rtl'); //=> 'horizontal'
 */
export function defaultReadingDirection(scrollType: ScrollType): ReadingDirection {
  return scrollType === 'vsc' ? 'vertical' : 'horizontal';
}

/**
 * The scroll type to read with once the reader's stored direction is applied. Vertical
 * turns any work into a vertical strip; horizontal keeps a paged work's own direction and
 * pages a `vsc` work by its original direction (`ltr` stays left to right; `rtl` and `ttb`
 * page right to left, as Japanese comics do).
 *
 * @example
 * resolveScrollType({
 *   scrollType: 'vsc',
 *   storedDirection: 'horizontal',
 *   originalDirection: 'ttb',
 * }); //=> 'rtl'
 */
export function resolveScrollType({
  scrollType,
  storedDirection,
  originalDirection,
}: {
  readonly scrollType: ScrollType;
  readonly storedDirection?: ReadingDirection | null;
  readonly originalDirection: OriginalDirection;
}): ScrollType {
  if (storedDirection === 'vertical') return 'vsc';
  if (storedDirection === 'horizontal' && scrollType === 'vsc') {
    return originalDirection === 'ltr' ? 'ltr' : 'rtl';
  }
  return scrollType;
}
