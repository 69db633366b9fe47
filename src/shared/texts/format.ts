/**
 * A text of a catalogue with its values put in (`"Aula {place}: {title}"`; the form a count takes is in
 * plural.ts): what every language's catalogue (catalogue.ts) writes instead of code, so that a catalogue
 * is data the build can hand to a page.
 */

/** `template` with each `{name}` replaced by its value; a name without a value stays as written. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
