import React, { useId } from "react";
import { Link } from "gatsby";
import { ROUTES } from "../shared/site";
import { ARTICLE } from "../shared/texts/article";
import { useTexts } from "../hooks/usePageLanguage";
import * as styles from "./RelatedTeachings.module.css";

export interface RelatedTeaching {
  titulo: string;
  slug: string;
  resumo: string;
}

/** 'Leia também': a few other teachings, in the order given (src/buildtime/teaching-links.ts). */
export function RelatedTeachings({ teachings }: { teachings: readonly RelatedTeaching[] }) {
  const titleId = useId();
  const TEXTS = useTexts("article", ARTICLE);
  if (teachings.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby={titleId} data-pagefind-ignore>
      <h2 id={titleId} className={styles.heading}>
        {TEXTS.related}
      </h2>
      <ul className={styles.list}>
        {teachings.map((teaching) => (
          <li key={teaching.slug} className={styles.item}>
            <Link to={ROUTES.teaching(teaching.slug)} className={styles.link}>
              {teaching.titulo}
            </Link>
            <p className={styles.summary}>{teaching.resumo}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
