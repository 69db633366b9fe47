import React from "react";
import { SITE } from "../shared/site";

/**
 * A page's title as another page shows it: marked as Portuguese (its `lang`) when it is a Portuguese page's
 * title on a page published in another language (`inSource`, a page no person has translated), so that
 * a reader's voice says it in Portuguese (WCAG 3.1.2).
 */
export function TitleIn({ inSource = false, children }: { inSource?: boolean; children: string }) {
  return inSource ? <span lang={SITE.lang}>{children}</span> : <>{children}</>;
}

/**
 * A text of a catalogue with its values put in, as format() does (src/shared/texts/format.ts), where a
 * value may be an element (a title marked by TitleIn): "Lesson {place}: {title}".
 */
export function formatWith(template: string, values: Record<string, React.ReactNode>): React.ReactNode {
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) =>
      index % 2 === 0 ? (
        part
      ) : (
        <React.Fragment key={index}>{part in values ? values[part] : `{${part}}`}</React.Fragment>
      ),
    );
}
