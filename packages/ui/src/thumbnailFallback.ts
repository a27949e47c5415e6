/** Image shapes of the service: `5:7` portrait covers, `16:9` landscape stills. */
export const THUMBNAIL_RATIOS = ['5:7', '16:9'] as const;
export type ThumbnailRatio = (typeof THUMBNAIL_RATIOS)[number];

/** Intrinsic size written into `width`/`height` when the caller gives none; only the ratio matters. */
export const THUMBNAIL_DEFAULT_WIDTH: Readonly<Record<ThumbnailRatio, number>> = {
  '5:7': 250,
  '16:9': 320,
};

const RATIO_PARTS: Readonly<Record<ThumbnailRatio, readonly [number, number]>> = {
  '5:7': [5, 7],
  '16:9': [16, 9],
};

/**
 * Height in whole pixels for a width at a ratio, for the `height` attribute that reserves
 * the box before the image arrives.
 *
 * @example
 * thumbnailHeight(250, '5:7'); // 350
 */
export function thumbnailHeight(width: number, ratio: ThumbnailRatio): number {
  const [across, down] = RATIO_PARTS[ratio];
  return Math.round((width * down) / across);
}

// A grey card with a simple "picture" glyph, drawn in the ratio's own coordinates so it
// scales without distortion. Inline data URI: shown offline and with no extra request.
function fallbackSvg(width: number, height: number): string {
  const unit = Math.min(width, height) / 5;
  // Coordinates relative to the centre, in units; rounded so the markup stays short.
  const x = (offset: number) => Math.round((width / 2 + offset * unit) * 100) / 100;
  const y = (offset: number) => Math.round((height / 2 + offset * unit) * 100) / 100;
  const size = (units: number) => Math.round(units * unit * 100) / 100;
  const mountain = [
    [-1.3, 0.9],
    [-0.4, -0.1],
    [0.2, 0.5],
    [0.6, 0.2],
    [1.3, 0.9],
  ]
    .map(([dx = 0, dy = 0]) => `${x(dx)},${y(dy)}`)
    .join(' ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#e6e6e6"/>`,
    `<rect x="${x(-1.5)}" y="${y(-1.1)}" width="${size(3)}" height="${size(2.2)}" rx="${size(0.2)}"`,
    ` fill="none" stroke="#b3b3b3" stroke-width="${size(0.18)}"/>`,
    `<circle cx="${x(0.6)}" cy="${y(-0.45)}" r="${size(0.25)}" fill="#b3b3b3"/>`,
    `<polygon points="${mountain}" fill="#b3b3b3"/>`,
    '</svg>',
  ].join('');
}

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The fallback image of each ratio, as SVG data URIs: used when an image is missing or
 * fails to load.
 *
 * @example
 * <img src={THUMBNAIL_FALLBACK_SRC['16:9']} alt="" width={320} height={180} />
 */
export const THUMBNAIL_FALLBACK_SRC: Readonly<Record<ThumbnailRatio, string>> = {
  '5:7': svgDataUri(fallbackSvg(50, 70)),
  '16:9': svgDataUri(fallbackSvg(160, 90)),
};
