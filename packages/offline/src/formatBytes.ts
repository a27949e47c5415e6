/**
 * Bytes in a megabyte. Sizes are decimal (1 MB = 1,000,000 bytes), as phones in Japan show
 * storage, so the auto-keep limit chosen in MB and the sizes listed on 保存済み agree.
 */
export const BYTES_PER_MB = 1_000_000;

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size as the saved list and the save button show it: decimal units, one decimal below 100
 * of a unit, whole numbers from 100 on, a space before the unit. Negative or non-finite sizes
 * read as 0 B.
 *
 * @example
 * formatBytes(12_345_678); //=> '12.3 MB'
 * formatBytes(0); //=> '0 B'
 */
export function formatBytes(bytes: number): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  // 999.96 KB would round to "1000.0 KB": move up a unit before rounding does.
  while (unit < UNITS.length - 1 && value >= 999.95) {
    value /= 1000;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const text = value >= 100 ? String(Math.round(value)) : value.toFixed(1);
  return `${text} ${UNITS[unit]}`;
}

/**
 * Bytes of a size in megabytes (decimal), for limits the reader chooses in MB.
 *
 * @example
 * megabytesToBytes(200); //=> 200000000
 */
export function megabytesToBytes(megabytes: number): number {
  return Number.isFinite(megabytes) && megabytes > 0 ? Math.floor(megabytes * BYTES_PER_MB) : 0;
}
