/**
 * How a headed section is named without `useId` (which would make it a client component): by
 * its heading's id when the caller gives the section an `id`, else by the heading text itself.
 */
export function sectionNaming(
  heading: string | undefined,
  id: string | undefined,
): { section: { 'aria-labelledby'?: string; 'aria-label'?: string }; headingId?: string } {
  if (heading === undefined) return { section: {} };
  if (id === undefined) return { section: { 'aria-label': heading } };
  const headingId = `${id}-heading`;
  return { section: { 'aria-labelledby': headingId }, headingId };
}
