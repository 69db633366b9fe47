import { format } from "./format";

/**
 * The form a count takes in a language (format.ts puts the values in), apart from format.ts, which every
 * page's frame uses: only the pages that count something carry this.
 */

/** A text that changes with a count, by the language's plural rules (Intl.PluralRules' categories). */
export interface Plural {
  readonly one: string;
  readonly other: string;
}

/** The form `forms` takes for `count` in `lang` (BCP 47), its values put in. */
export function plural(lang: string, count: number, forms: Plural, values: Record<string, string | number> = {}) {
  const form = new Intl.PluralRules(lang).select(count) === "one" ? forms.one : forms.other;
  return format(form, { n: count, ...values });
}
