import React from "react";
import { Link } from "gatsby";
import { TeachingMeta } from "./TeachingMeta";
import { ROUTES } from "../config/site";

interface ArticleViewProps {
  titulo: string;
  data: string;
  autor: string;
  tempoLeitura: number;
  image: React.ReactNode;
  /** The body, rendered from the teaching's MDX at build time (src/content/render-mdx.tsx). */
  bodyHtml: string;
}

/** A fixed teaching's page (SPEC §2 Fixed article pages). Like and share are inert, as specified. */
export function ArticleView({ titulo, data, autor, tempoLeitura, image, bodyHtml }: ArticleViewProps) {
  return (
    <article className="article container narrow">
      <Link to={ROUTES.teachings} className="back-link">
        <span aria-hidden="true">← </span>Voltar aos Ensinamentos
      </Link>
      <header className="article__header">
        <h1 className="article__title">{titulo}</h1>
        <TeachingMeta data={data} autor={autor} tempoLeitura={tempoLeitura} />
        <div className="article__actions">
          <button type="button" className="icon-button">
            <span aria-hidden="true">♡ </span>Curtir
          </button>
          <button type="button" className="icon-button">
            <span aria-hidden="true">↗ </span>Compartilhar
          </button>
        </div>
      </header>
      {image}
      {/* Written by the site's editors and rendered by the build, so it is trusted HTML. */}
      <div className="article__body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </article>
  );
}
