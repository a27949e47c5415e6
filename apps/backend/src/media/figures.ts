import type { Random } from '../random';
import { n, polygon } from './svg';

/**
 * Shapes shared by the covers, thumbnails and comic pages. A drawing composed of shapes reads
 * without words, so pages and thumbnails tell their story without captions.
 */

export interface FigureStyle {
  skin: string;
  hair: string;
  clothes: string;
  outline: string;
  /** Line width in drawing units; 0 for a flat silhouette. */
  stroke: number;
  eyes: boolean;
}

/**
 * A manga character from the chest up, its head of radius `r` centred on (x, y). The hair
 * is a ring of spikes whose count and length come from the dice, so characters differ.
 */
export function figure(dice: Random, x: number, y: number, r: number, style: FigureStyle): string {
  const line =
    style.stroke > 0 ? `stroke="${style.outline}" stroke-width="${n(style.stroke)}"` : '';
  const join = 'stroke-linejoin="round"';
  const body =
    `<path d="M${n(x - 2.9 * r)} ${n(y + 4.6 * r)} Q${n(x - 2.7 * r)} ${n(y + 1.7 * r)} ` +
    `${n(x - 0.7 * r)} ${n(y + 1.45 * r)} L${n(x + 0.7 * r)} ${n(y + 1.45 * r)} ` +
    `Q${n(x + 2.7 * r)} ${n(y + 1.7 * r)} ${n(x + 2.9 * r)} ${n(y + 4.6 * r)} Z" ` +
    `fill="${style.clothes}" ${line} ${join}/>`;
  const neck = `<rect x="${n(x - 0.35 * r)}" y="${n(y + 0.7 * r)}" width="${n(0.7 * r)}" height="${n(0.9 * r)}" fill="${style.skin}" ${line}/>`;
  const head = `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.92)}" ry="${n(r)}" fill="${style.skin}" ${line}/>`;

  const spikes = dice.int(5, 9);
  const reach = dice.range(1.25, 1.7);
  const tilt = dice.range(-0.25, 0.25);
  const points: [number, number][] = [];
  // From the left ear over the crown to the right ear, alternating spike tips and roots.
  for (let i = 0; i <= spikes * 2; i++) {
    const angle = Math.PI * (1.05 + (0.9 * i) / (spikes * 2)) + tilt * 0.2;
    const radius = r * (i % 2 === 0 ? 0.98 : reach);
    points.push([x + Math.cos(angle) * radius, y + Math.sin(angle) * radius * 0.95]);
  }
  // The fringe over the forehead.
  points.push([x + 0.95 * r, y - 0.1 * r], [x + 0.45 * r, y - 0.35 * r]);
  points.push(
    [x + 0.1 * r, y - 0.05 * r],
    [x - 0.3 * r, y - 0.4 * r],
    [x - 0.95 * r, y - 0.05 * r],
  );
  const hair = polygon(points, `fill="${style.hair}" ${line} ${join}`);

  let eyes = '';
  if (style.eyes) {
    const ey = y + 0.2 * r;
    const look = dice.range(-0.12, 0.12) * r;
    for (const side of [-1, 1]) {
      const ex = x + side * 0.38 * r + look;
      eyes +=
        `<ellipse cx="${n(ex)}" cy="${n(ey)}" rx="${n(0.13 * r)}" ry="${n(0.22 * r)}" fill="${style.outline}"/>` +
        `<circle cx="${n(ex + 0.04 * r)}" cy="${n(ey - 0.08 * r)}" r="${n(0.05 * r)}" fill="#ffffff"/>`;
    }
    eyes += `<path d="M${n(x - 0.12 * r + look)} ${n(y + 0.62 * r)} q${n(0.12 * r)} ${n(0.08 * r)} ${n(0.24 * r)} 0" fill="none" stroke="${style.outline}" stroke-width="${n(Math.max(1, style.stroke * 0.7))}" stroke-linecap="round"/>`;
  }
  return body + neck + head + hair + eyes;
}

/**
 * A speech bubble: an ellipse with a tail towards (tailX, tailY) and, inside, short vertical
 * strokes standing for columns of Japanese text.
 */
export function speechBubble(
  dice: Random,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  tail: readonly [number, number],
  stroke: number,
): string {
  const angle = Math.atan2(tail[1] - cy, tail[0] - cx);
  // A tail reaching across the panel reads as a spear: stop it a little past the rim.
  const reach = Math.min(Math.hypot(tail[0] - cx, tail[1] - cy), Math.max(rx, ry) * 1.55);
  const tip: [number, number] = [cx + Math.cos(angle) * reach, cy + Math.sin(angle) * reach];
  const spread = 0.22;
  const base = (offset: number): [number, number] => [
    cx + Math.cos(angle + offset) * rx * 0.92,
    cy + Math.sin(angle + offset) * ry * 0.92,
  ];
  const outline = `stroke="#111111" stroke-width="${n(stroke)}" stroke-linejoin="round"`;
  const tailShape = polygon([base(-spread), tip, base(spread)], `fill="#ffffff" ${outline}`);
  const ellipse = `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#ffffff" ${outline}/>`;
  // Cover the tail's root so the bubble reads as one shape.
  const patch = `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx - stroke)}" ry="${n(ry - stroke)}" fill="#ffffff"/>`;
  const columns = Math.max(1, Math.min(5, Math.floor((rx * 1.1) / (ry * 0.28))));
  let text = '';
  const gap = (rx * 1.1) / columns;
  for (let i = 0; i < columns; i++) {
    const x = cx + rx * 0.55 - gap * (i + 0.5);
    const length = ry * dice.range(0.6, 1.1);
    text += `<line x1="${n(x)}" y1="${n(cy - ry * 0.55)}" x2="${n(x)}" y2="${n(cy - ry * 0.55 + length)}" stroke="#555555" stroke-width="${n(Math.max(1, gap * 0.28))}" stroke-linecap="round"/>`;
  }
  return tailShape + ellipse + patch + text;
}

/** Focus lines: thin wedges from the panel edge towards an empty centre, the manga "zoom". */
export function focusLines(
  dice: Random,
  box: { x: number; y: number; w: number; h: number },
  color: string,
  count: number,
): string {
  const cx = box.x + box.w * dice.range(0.35, 0.65);
  const cy = box.y + box.h * dice.range(0.35, 0.65);
  const outer = Math.hypot(box.w, box.h);
  const inner = Math.min(box.w, box.h) * dice.range(0.18, 0.3);
  let wedges = '';
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2 + dice.range(-0.04, 0.04);
    const width = dice.range(0.008, 0.022);
    const start = inner * dice.range(0.9, 1.6);
    wedges += polygon(
      [
        [cx + Math.cos(angle) * start, cy + Math.sin(angle) * start],
        [cx + Math.cos(angle - width) * outer, cy + Math.sin(angle - width) * outer],
        [cx + Math.cos(angle + width) * outer, cy + Math.sin(angle + width) * outer],
      ],
      `fill="${color}"`,
    );
  }
  return wedges;
}

/** A row of building blocks along the bottom of a box. */
export function skyline(
  dice: Random,
  box: { x: number; y: number; w: number; h: number },
  fill: string,
  windows: string,
): string {
  let shapes = '';
  let x = box.x - box.w * 0.05;
  while (x < box.x + box.w) {
    const width = box.w * dice.range(0.08, 0.2);
    const height = box.h * dice.range(0.25, 0.7);
    const top = box.y + box.h - height;
    shapes += `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(height + 2)}" fill="${fill}"/>`;
    const size = width * 0.14;
    for (let wy = top + size * 1.5; wy < box.y + box.h - size * 2; wy += size * 2.4) {
      for (let wx = x + size; wx < x + width - size * 1.5; wx += size * 2.2) {
        if (dice.chance(0.6)) {
          shapes += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(size)}" height="${n(size * 1.3)}" fill="${windows}"/>`;
        }
      }
    }
    x += width + box.w * dice.range(0, 0.03);
  }
  return shapes;
}
