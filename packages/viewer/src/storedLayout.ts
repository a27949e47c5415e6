/**
 * Whether the reader's stored direction for a work (the raw `cw-viewer--work-direction` list)
 * changes the layout the server rendered without it: 縦読み stored for a paged work, or 横読み
 * for a vertical one. Reads the list as `parseStoredDirections` does: unreadable JSON or a
 * value that is not a list counts as nothing stored, an entry without a known direction is
 * skipped, and the later entry of a work wins. It runs in the page before the viewer is
 * painted (the viewer's `storedLayoutScript` inlines its source), so it uses no import and no outer name.
 *
 * @example
 * storedDirectionChangesLayout('[{"workCode":"w1","direction":"vertical"}]', 'w1', false); //=> true
 * storedDirectionChangesLayout('[{"workCode":"w1","direction":"vertical"}]', 'w1', true); //=> false
 */
export function storedDirectionChangesLayout(
  raw: string | null,
  workCode: string,
  serverVertical: boolean,
): boolean {
  let list: unknown;
  try {
    list = JSON.parse(raw ?? '[]');
  } catch {
    return false;
  }
  if (!Array.isArray(list)) return false;
  let direction = null;
  for (const entry of list) {
    if (
      entry?.workCode === workCode &&
      (entry.direction === 'vertical' || entry.direction === 'horizontal')
    ) {
      direction = entry.direction;
    }
  }
  return direction === (serverVertical ? 'horizontal' : 'vertical');
}
