import { isViewerPath } from '@cw/paths';

/**
 * `data-reading` for a viewer page's header, so that its reading layout (globals.css) holds
 * from the first paint: Chromium may paint the header before the viewer below it is parsed,
 * and a header that became the reading one only then would move on screen.
 */
export function readingHeader(pathname: string): '' | undefined {
  return isViewerPath(pathname) ? '' : undefined;
}
