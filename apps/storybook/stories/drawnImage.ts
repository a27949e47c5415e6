// Images for the page stories, drawn inline as SVG data URIs: the fixtures of
// @cw/fixtures point at the backend's media paths, which a Storybook has no backend
// to serve, and `mediaImage` / `pageImageSources` use a data URI as it is (no width variants).

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * A flat picture `width`×`height` in the hue `hue`, `label` large in its middle: a cover, a
 * thumbnail or a comic page a designer can tell apart from the next.
 *
 * @example
 * drawnImage({ width: 250, height: 350, hue: 30, label: '1巻' }); //=> 'data:image/svg+xml,…'
 */
export function drawnImage({
  width,
  height,
  hue,
  label,
}: {
  width: number;
  height: number;
  hue: number;
  label: string;
}): string {
  const fontSize = Math.round(Math.min(width, height) * 0.18);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="hsl(${hue} 50% 62%)"/>`,
    `<circle cx="${width * 0.72}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.18}" fill="hsl(${hue} 70% 86%)"/>`,
    `<text x="50%" y="62%" font-size="${fontSize}" font-family="sans-serif" font-weight="bold"`,
    ` text-anchor="middle" fill="#fff">${escapeXml(label)}</text></svg>`,
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A comic page: paper, three framed panels and the page number, so the page shown is plain to
 * see.
 *
 * @example
 * drawnPage(0, { width: 1000, height: 1400 }); //=> 'data:image/svg+xml,…'
 */
export function drawnPage(index: number, { width, height }: { width: number; height: number }) {
  const margin = Math.round(width * 0.06);
  const gutter = Math.round(width * 0.025);
  const rowHeight = Math.round((height - margin * 2 - gutter * 2) / 3);
  const panels = [0, 1, 2]
    .map(
      (row) =>
        `<rect x="${margin}" y="${margin + row * (rowHeight + gutter)}" width="${width - margin * 2}" height="${rowHeight}" fill="hsl(${(index * 47) % 360} 45% ${88 - row * 6}%)" stroke="#111" stroke-width="6"/>`,
    )
    .join('');
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="#fdfcf8"/>`,
    panels,
    `<text x="50%" y="52%" font-size="${Math.round(Math.min(width, height) * 0.28)}" font-family="sans-serif"`,
    ` font-weight="bold" text-anchor="middle" dominant-baseline="middle" fill="#111">${index + 1}</text></svg>`,
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
