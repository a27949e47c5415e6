import { CODE_PATTERN } from '@cw/contract/constants';

// What this package keeps in storage (the library, the write queue, the settings) is read with
// small hand-written readers rather than zod schemas, like the viewer's stored lists: the
// service worker and every page read it at start, and zod would load with each of them. Each
// reader returns a fresh object of the known fields only, or nothing, and never throws.

/** JSON text parsed, or `undefined` when it is missing or unreadable. */
export function parseJson(text: string | null | undefined): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const isCode = (value: unknown): value is string =>
  typeof value === 'string' && CODE_PATTERN.test(value);
export const isId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0;
export const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;
export const isText = (value: unknown): value is string =>
  typeof value === 'string' && value !== '';
