/** Where a reopened episode starts, and why. */
export interface ResumePosition {
  /** One-based page number. */
  readonly page: number;
  readonly source: 'url' | 'history' | 'local' | 'default';
}

/** Candidate one-based pages for {@link resumePage}; absent or invalid ones are skipped. */
export interface ResumeInput {
  /** From `?page=N`, read with {@link readPageParam}. */
  readonly urlPage?: number | null;
  /** Page reached, from the signed-in reader's history (any device). */
  readonly historyPage?: number | null;
  /** Page reached, from this browser's local storage (guests). */
  readonly localPage?: number | null;
  readonly pageCount: number;
}

/**
 * Reads a `?page=N` value as a one-based page number, or `null` when it is absent or not a
 * plain positive decimal integer (`0`, `-1`, `2.5`, `1e2`, `0x10`, ` 3`, `3abc` are not).
 * The first value counts when the parameter repeats. Not clamped to the page count.
 *
 * @example
 * readPageParam(new URLSearchParams('page=12').get('page')); //=> 12
 */
export function readPageParam(value: string | readonly string[] | null | undefined): number | null {
  const text = typeof value === 'string' ? value : value?.[0];
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 ? page : null;
}

/**
 * Picks the page a (re)opened episode starts at, by precedence:
 *
 * 1. the URL's `?page=N`: a link someone shared, or the reader's own reload;
 * 2. the signed-in reader's history, which follows them across devices;
 * 3. this browser's local storage, for guests (and when history has nothing);
 * 4. page 1.
 *
 * Each source is used only if it holds a positive integer; a page past the end is clamped to
 * the last page. `source` tells the viewer whether to write the page back to the URL with
 * `history.replaceState`.
 *
 * @example
 * resumePage({ urlPage: null, historyPage: 12, localPage: 3, pageCount: 24 });
 * //=> { page: 12, source: 'history' }
 */
export function resumePage({
  urlPage,
  historyPage,
  localPage,
  pageCount,
}: ResumeInput): ResumePosition {
  const candidates = [
    ['url', urlPage],
    ['history', historyPage],
    ['local', localPage],
  ] as const;
  for (const [source, page] of candidates) {
    if (typeof page === 'number' && Number.isInteger(page) && page >= 1) {
      return { page: clampPage(page, pageCount), source };
    }
  }
  return { page: 1, source: 'default' };
}

function clampPage(page: number, pageCount: number): number {
  const last = Number.isInteger(pageCount) && pageCount >= 1 ? pageCount : 1;
  return Math.min(Math.max(1, page), last);
}
