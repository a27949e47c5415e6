/**
 * A whole count with thousands separators, as Japanese text writes it (`12,345`): what
 * `toLocaleString('ja-JP')` gives for a count, without `Intl`, whose first formatter on a page
 * loads the platform's locale data (0.1–0.3 s on a phone, in the page's first render). Anything
 * but a safe integer is written as `String` writes it.
 *
 * @example
 * formatCount(1234567); //=> '1,234,567'
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return String(count);
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}
