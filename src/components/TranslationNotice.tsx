import React from "react";
import { graphql } from "gatsby";
import { SITE } from "../shared/site";
import { formatLongDateIn } from "../shared/dates-in-language";
import { TRANSLATION } from "../shared/texts/translation";
import { format } from "../shared/texts/format";
import { usePageLanguage, useTexts } from "../hooks/usePageLanguage";
import * as styles from "./TranslationNotice.module.css";

interface TranslationNoticeProps {
  /** Who reviewed the translation (required of every translation), who translated it, and when it was reviewed (YYYY-MM-DD). */
  translation: Queries.TranslationNoticeFragment;
  /** The original's address. */
  original: string;
}

/**
 * What a page published in another language says of itself (docs/translation.md, "Reviewed
 * translations"): translated from Portuguese by a person, who reviewed it and when, and the way to the
 * original, loaded anew and marked as in Portuguese.
 */
export function TranslationNotice({ translation, original }: TranslationNoticeProps) {
  const { revisado_por: reviewer, traduzido_por: translator, revisado_em: reviewedOn } = translation;
  const TEXTS = useTexts("translation", TRANSLATION);
  const { htmlLang } = usePageLanguage();
  const date = reviewedOn ? formatLongDateIn(htmlLang, reviewedOn) : null;
  return (
    <p className={styles.notice} data-pagefind-ignore>
      {translator ? <span>{format(TEXTS.translatedBy, { translator })} </span> : null}
      <span>{date ? format(TEXTS.reviewedOn, { reviewer, date }) : format(TEXTS.reviewedBy, { reviewer })} </span>
      <a href={original} hrefLang={SITE.lang}>
        {TEXTS.original}
      </a>
    </p>
  );
}

/**
 * What this component reads, as a fragment of the queries of the pages that show it.
 * @public Gatsby finds a fragment among a file's named exports (its docs, "Using GraphQL Fragments").
 */
export const query = graphql`
  fragment TranslationNotice on Translation {
    revisado_por
    traduzido_por
    revisado_em
  }
`;
