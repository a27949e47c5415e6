/**
 * Narrowest width in CSS pixels the layout is drawn at (spec §2 "Layout"): a window narrower
 * than this gets the layout at this width, scaled down to fit, rather than a squeezed one.
 */
export const MIN_VIEWPORT_WIDTH = 390;

/** After a resize, the viewport is checked again this long after it (spec §2 "Layout"). */
export const VIEWPORT_RECHECK_DELAYS_MS = [100, 1000] as const;

/**
 * What `<meta name="viewport">` says for a window of `outerWidth` CSS pixels: the fixed width
 * `minWidth` below it, else the device's width at scale 1. An outer width of 0 is a window not
 * shown yet (a tab opened in the background, a prerendered page): nothing is known, so the
 * device's width. It runs in the page before anything else (`viewportScript` inlines its
 * source), so it uses no import and no outer name.
 *
 * @example
 * viewportContent(360, 390); //=> 'width=390'
 * viewportContent(390, 390); //=> 'width=device-width, initial-scale=1'
 */
export function viewportContent(outerWidth: number, minWidth: number): string {
  return outerWidth > 0 && outerWidth < minWidth
    ? `width=${minWidth}`
    : 'width=device-width, initial-scale=1';
}

/**
 * Sets the page's viewport meta for the window now, when the page is shown (a window that had
 * no size yet has one then), and again each time `delays` after the last resize (a rotated
 * phone reports its new width late). Inlined by `viewportScript`: no import, no outer name.
 */
function fitViewport(
  content: (outerWidth: number, minWidth: number) => string,
  minWidth: number,
  delays: readonly number[],
): void {
  const meta = document.querySelector('meta[name="viewport"]');
  if (!meta) return;
  const check = () => {
    const wanted = content(window.outerWidth, minWidth);
    if (meta.getAttribute('content') !== wanted) meta.setAttribute('content', wanted);
  };
  let timers: ReturnType<typeof setTimeout>[] = [];
  check();
  window.addEventListener('pageshow', check);
  window.addEventListener('resize', () => {
    for (const timer of timers) clearTimeout(timer);
    timers = delays.map((delay) => setTimeout(check, delay));
  });
}

/**
 * The inline script that keeps the viewport rule (spec §2 "Layout"): `width=390` while the
 * window's outer width is under `MIN_VIEWPORT_WIDTH`, otherwise `width=device-width,
 * initial-scale=1`, checked at once, when the page is shown, and 100 ms and 1000 ms after each
 * resize. Put it in the
 * `<head>` after the viewport meta, which the server renders as `device-width` so that a page
 * without scripts is still readable. The same text for every page: a Content-Security-Policy
 * allows it by its hash.
 *
 * @example
 * <head><script dangerouslySetInnerHTML={{ __html: viewportScript() }} /></head>
 */
export function viewportScript(): string {
  return `(${fitViewport})(${viewportContent},${MIN_VIEWPORT_WIDTH},${JSON.stringify(VIEWPORT_RECHECK_DELAYS_MS)})`;
}
