/** Joins class names, skipping empty ones; callers pass their own `className` last. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
