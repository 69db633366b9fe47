import React from "react";
import { Link } from "gatsby";
import { TeachingMeta } from "./TeachingMeta";
import { ROUTES } from "../shared/site";
import { iconButtonClass } from "./Button";
import * as styles from "./ArticleView.module.css";

interface ArticleViewProps {
  titulo: string;
  publishedOn: string;
  autor: string;
  tempoLeitura: number;
  image: React.ReactNode;
  /** The body, rendered from the teaching's MDX at build time (src/build/render-mdx.tsx)... */
  bodyHtml?: string;
  /** ...or as elements, in the editor's preview (src/admin/TeachingPreview.tsx). */
  children?: React.ReactNode;
}

/** A fixed teaching's page (SPEC §2 Fixed article pages). Like and share are inert, as specified. */
/** The class of the article's picture, for the image the page hands in. */
export const articleImageClass = styles.image;

export function ArticleView({ titulo, publishedOn, autor, tempoLeitura, image, bodyHtml, children }: ArticleViewProps) {
  return (
    <article className={styles.article}>
      <Link to={ROUTES.teachings} className={styles.backLink}>
        <span aria-hidden="true">← </span>Voltar aos Ensinamentos
      </Link>
      <header>
        <h1 className={styles.title}>{titulo}</h1>
        <TeachingMeta publishedOn={publishedOn} autor={autor} tempoLeitura={tempoLeitura} />
        <div className={styles.actions}>
          <button type="button" className={iconButtonClass}>
            <span aria-hidden="true">♡ </span>Curtir
          </button>
          <button type="button" className={iconButtonClass}>
            <span aria-hidden="true">↗ </span>Compartilhar
          </button>
        </div>
      </header>
      {image}
      {/* Written by the site's editors and rendered by the build, so it is trusted HTML. */}
      {bodyHtml === undefined ? (
        <div className={styles.body} data-testid="article-body">
          {children}
        </div>
      ) : (
        <div className={styles.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      )}
    </article>
  );
}
