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
  children: React.ReactNode;
}

/** A fixed teaching's page (SPEC §2 Fixed article pages). Like and share are inert, as specified. */
export function ArticleView({ titulo, data, autor, tempoLeitura, image, children }: ArticleViewProps) {
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
      <div className="article__body">{children}</div>
    </article>
  );
}
