import React from "react";
import { StudyLink } from "./StudyLink";
import { TeachingMeta } from "./TeachingMeta";
import { ROUTES } from "../shared/site";
import { ARTICLE } from "../shared/texts/article";
import { format } from "../shared/texts/format";
import { useTexts } from "../hooks/usePageLanguage";
import { iconButtonClass } from "./Button";
import * as styles from "./ArticleView.module.css";

interface ArticleViewProps {
  titulo: string;
  publishedOn: string;
  /** `publishedOn` written out. */
  longDate: string;
  autor: string;
  tempoLeitura: number;
  image: React.ReactNode;
  /** The body, rendered from the teaching's MDX at build time (src/buildtime/render-mdx.tsx)... */
  bodyHtml?: string;
  /** ...or as elements, in the editor's preview (src/admin/TeachingPreview.tsx). */
  children?: React.ReactNode;
  /** Between the picture and the text: the table of contents. */
  tableOfContents?: React.ReactNode;
  /** After the text: the links to other teachings. Left out of the search index and of print. */
  footer?: React.ReactNode;
  /** The page's absolute address, printed under the text (and shown nowhere else). */
  address?: string;
  /** The list's filters, for the site search's own filters (Pagefind reads them from the page). */
  categoria?: string | null;
  ano?: number | null;
  /** The way back leads to the list in Portuguese, from a page published in another language. */
  backInSource?: boolean;
  /** Under the title: who translated and reviewed a page published in another language. */
  notice?: React.ReactNode;
}

/** A fixed teaching's page (docs/behaviour.md: Screens Fixed article pages). Like and share are inert, as specified. */
/** The class of the article's picture, for the image the page hands in. */
export const articleImageClass = styles.image;

export function ArticleView({
  titulo,
  publishedOn,
  longDate,
  autor,
  tempoLeitura,
  image,
  bodyHtml,
  children,
  tableOfContents,
  footer,
  address,
  categoria,
  ano,
  backInSource = false,
  notice,
}: ArticleViewProps) {
  const TEXTS = useTexts("article", ARTICLE);
  // data-pagefind-*: the site search indexes the article alone, without the controls and links around
  // the text, and offers its category, year and date to filter and sort by.
  return (
    <article className={styles.article} data-pagefind-body data-pagefind-meta={`date:${publishedOn}`}>
      <StudyLink path={ROUTES.teachings} inSource={backInSource} className={styles.backLink} data-pagefind-ignore>
        <span aria-hidden="true">← </span>
        {TEXTS.backToTeachings}
      </StudyLink>
      <header>
        <h1 className={styles.title}>{titulo}</h1>
        <TeachingMeta publishedOn={publishedOn} longDate={longDate} autor={autor} tempoLeitura={tempoLeitura} />
        {notice}
        {categoria ? (
          <span hidden data-pagefind-filter="categoria">
            {categoria}
          </span>
        ) : null}
        {ano ? (
          <span hidden data-pagefind-filter="ano">
            {ano}
          </span>
        ) : null}
        <div className={styles.actions} data-pagefind-ignore>
          <button type="button" className={iconButtonClass}>
            <span aria-hidden="true">♡ </span>
            {TEXTS.like}
          </button>
          <button type="button" className={iconButtonClass}>
            <span aria-hidden="true">↗ </span>
            {TEXTS.share}
          </button>
        </div>
      </header>
      {image}
      {tableOfContents}
      {/* Written by the site's editors and rendered by the build, so it is trusted HTML. */}
      {bodyHtml === undefined ? (
        <div className={styles.body} data-testid="article-body">
          {children}
        </div>
      ) : (
        <div className={styles.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      )}
      {address ? (
        <p className={styles.address} data-pagefind-ignore>
          {format(TEXTS.pageAddress, { address })}
        </p>
      ) : null}
      {footer}
    </article>
  );
}
