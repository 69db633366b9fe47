import React, { useState } from "react";
import { Link } from "gatsby";
import { browserShareEnvironment, shareContent } from "../browser/share";
import { formatLongDate } from "../shared/dates";
import { ROUTES } from "../shared/site";
import type { ApiTeaching } from "../shared/api-teaching";
import { buttonClass, iconButtonClass } from "./Button";
import * as styles from "./ApiTeachingView.module.css";

interface ApiTeachingViewProps {
  /** With `conteudo` already sanitized (useApiTeaching does it). */
  teaching: ApiTeaching;
}

/**
 * A teaching loaded from the API (docs/behaviour.md: Screens Teaching detail). Downloaded with the
 * teaching (src/pages/ensinos/[id].tsx), not with the page.
 */
export function ApiTeachingView({ teaching }: ApiTeachingViewProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const date = formatLongDate(teaching.created_at);
  const onShare = () =>
    void shareContent(
      { title: teaching.titulo, text: teaching.resumo ?? undefined, url: window.location.href },
      browserShareEnvironment(),
    );

  return (
    <article className={styles.teaching}>
      <div className={styles.top}>
        {date ? <time dateTime={teaching.created_at}>{date}</time> : <span />}
        <button type="button" className={iconButtonClass} onClick={onShare} aria-label="Compartilhar este ensino">
          <span aria-hidden="true">↗</span>
        </button>
      </div>
      <h1 className={styles.title}>{teaching.titulo}</h1>
      {teaching.resumo ? <p className={styles.summary}>{teaching.resumo}</p> : null}
      {teaching.imagem && !imageFailed ? (
        <img
          src={teaching.imagem}
          alt=""
          className={styles.image}
          width={1280}
          height={800}
          onError={() => setImageFailed(true)}
        />
      ) : null}
      {/* Sanitized by useApiTeaching: this HTML never reaches the page as the server sent it. */}
      <div
        className={styles.content}
        data-testid="api-teaching-content"
        dangerouslySetInnerHTML={{ __html: teaching.conteudo }}
      />
      <footer className={styles.footer}>
        {date ? (
          <p className={styles.published}>
            Publicado em <time dateTime={teaching.created_at}>{date}</time>
          </p>
        ) : null}
        <button type="button" className={buttonClass("outline")} onClick={onShare}>
          Compartilhar
        </button>
        <Link to={ROUTES.teachings} className={buttonClass("primary")}>
          Ver Mais Ensinamentos
        </Link>
      </footer>
    </article>
  );
}
