/** The ids whose change is being saved, from the pending mutations' variables. */
export function pendingIdsOf(...lists: (readonly (number | undefined)[] | undefined)[]) {
  return new Set(lists.flatMap((ids) => ids ?? []).filter((id) => id !== undefined));
}
