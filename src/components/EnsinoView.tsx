import React, { useState } from "react";
import { Link } from "gatsby";
import { formatLongDate } from "../lib/dates";
import { ROUTES } from "../config/site";
import type { Ensino } from "../lib/ensinos";

interface EnsinoViewProps {
  /** With `conteudo` already sanitized (useEnsino does it). */
  ensino: Ensino;
  onShare: () => void;
}

/** A teaching loaded from the API (SPEC §2 Teaching detail). */
export function EnsinoView({ ensino, onShare }: EnsinoViewProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const date = formatLongDate(ensino.created_at);

  return (
    <article className="ensino container narrow">
      <div className="ensino__top">
        {date ? <time dateTime={ensino.created_at}>{date}</time> : <span />}
        <button type="button" className="icon-button" onClick={onShare} aria-label="Compartilhar este ensino">
          <span aria-hidden="true">↗</span>
        </button>
      </div>
      <h1 className="article__title">{ensino.titulo}</h1>
      {ensino.resumo ? <p className="ensino__summary">{ensino.resumo}</p> : null}
      {ensino.imagem && !imageFailed ? (
        <img
          src={ensino.imagem}
          alt=""
          className="ensino__image"
          width={1280}
          height={800}
          onError={() => setImageFailed(true)}
        />
      ) : null}
      {/* Sanitized by useEnsino: this HTML never reaches the page as the server sent it. */}
      <div className="ensino__content" dangerouslySetInnerHTML={{ __html: ensino.conteudo }} />
      <footer className="ensino__footer">
        {date ? (
          <p className="ensino__published">
            Publicado em <time dateTime={ensino.created_at}>{date}</time>
          </p>
        ) : null}
        <button type="button" className="btn btn--outline" onClick={onShare}>
          Compartilhar
        </button>
        <Link to={ROUTES.teachings} className="btn btn--primary">
          Ver Mais Ensinamentos
        </Link>
      </footer>
    </article>
  );
}
