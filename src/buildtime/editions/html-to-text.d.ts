// html-to-text 10 ships no types (its v9 types on DefinitelyTyped describe an older major): the part
// of its API the build uses (src/buildtime/editions/text.ts), as its README documents it.
declare module "html-to-text" {
  interface SelectorDefinition {
    selector: string;
    format?: string;
    options?: Record<string, unknown>;
  }

  interface HtmlToTextOptions {
    /** Characters per line, or false for none. */
    wordwrap?: number | false | null;
    selectors?: SelectorDefinition[];
  }

  export function convert(html: string, options?: HtmlToTextOptions): string;
}
