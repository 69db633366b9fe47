/**
 * A text of a catalogue with its values put in (`"Aula {place}: {title}"`), and the form a count takes in
 * a language: what every language's catalogue (catalogue.ts) writes instead of code, so that a catalogue
 * is data the build can hand to a page.
 */

/** A text that changes with a count, by the language's plural rules (Intl.PluralRules' categories). */
export interface Plural {
  readonly one: string;
  readonly other: string;
}

/** `template` with each `{name}` replaced by its value; a name without a value stays as written. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The form `forms` takes for `count` in `lang` (BCP 47), its values put in. */
export function plural(lang: string, count: number, forms: Plural, values: Record<string, string | number> = {}) {
  const form = new Intl.PluralRules(lang).select(count) === "one" ? forms.one : forms.other;
  return format(form, { n: count, ...values });
}
