import React from "react";
import type { PreviewProps } from "./decap";
import * as TEXTS from "../shared/texts/editor";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A translation in the editor's preview pane (src/shared/content-kinds/translation.ts): first the way to
 * its original, the entry of the original's collection named by the field "Original", opened in another
 * tab so the translator reads it while writing; then its title and its text as they will read.
 */
export function translationPreview(editorPath: string, originalCollection: string, originalField: string) {
  return function TranslationPreview({ entry, widgetFor }: PreviewProps) {
    const original = text(entry.getIn(["data", originalField]));
    const title = text(entry.getIn(["data", "titulo"]));
    return (
      <article>
        <p>
          {original ? (
            <>
              {TEXTS.translationOf} <strong>{original}</strong>:{" "}
              <a
                href={`${editorPath}#/collections/${originalCollection}/entries/${encodeURIComponent(original)}`}
                target="_blank"
                rel="noreferrer"
              >
                {TEXTS.openOriginal}
              </a>
            </>
          ) : (
            TEXTS.noOriginalYet
          )}
        </p>
        {title ? <h1>{title}</h1> : null}
        {widgetFor("body") as React.ReactNode}
      </article>
    );
  };
}
