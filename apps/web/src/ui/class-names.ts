/** Joins class names, skipping the falsy ones (conditional Tailwind classes). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
