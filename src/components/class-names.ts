/** Joins the class names that apply, skipping the false, null and undefined of conditions. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
