import React, { useEffect } from "react";
import { Link, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../../components/Seo";
import { LoadingGate } from "../../components/LoadingGate";
import { EnsinoView } from "../../components/EnsinoView";
import { useEnsino } from "../../hooks/useEnsino";
import { useHydrated } from "../../hooks/useHydrated";
import { browserShareEnvironment, shareContent } from "../../lib/share";
import { ROUTES, SITE } from "../../config/site";

const ENSINO_ERROR_TEXT = "Erro ao carregar ensino";
const ENSINO_NOT_FOUND_TEXT = "Ensino não encontrado";

function StateMessage({ title }: { title: string }) {
  return (
    <section className="state-message container narrow" role="alert">
      <h1 className="section__title">{title}</h1>
      <Link to={ROUTES.teachings} className="btn btn--outline">
        <span aria-hidden="true">← </span>Voltar aos Ensinamentos
      </Link>
    </section>
  );
}

/**
 * Client-only route /ensinos/{id}. The id is unknown while pre-rendering, so the page renders the
 * loading shell until mounted, which keeps the hydrated markup identical to the HTML.
 */
export default function EnsinoPage({ params }: PageProps) {
  const id = useHydrated() ? params.id : undefined;
  const state = useEnsino(id);
  const loadedTitle = state.status === "loaded" ? state.ensino.titulo : null;

  // The Head API only knows the route; the title of the loaded teaching is known here.
  useEffect(() => {
    if (loadedTitle) document.title = `${loadedTitle} | ${SITE.name}`;
  }, [loadedTitle]);

  if (state.status === "loading") {
    return (
      <LoadingGate loading>
        <div className="loading-placeholder" />
      </LoadingGate>
    );
  }
  if (state.status === "error") return <StateMessage title={ENSINO_ERROR_TEXT} />;
  if (state.status === "not-found") return <StateMessage title={ENSINO_NOT_FOUND_TEXT} />;

  const { ensino } = state;
  const share = () =>
    void shareContent(
      { title: ensino.titulo, text: ensino.resumo ?? undefined, url: window.location.href },
      browserShareEnvironment(),
    );
  return <EnsinoView ensino={ensino} onShare={share} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Ensino" pathname={location.pathname} type="article" canonical={false} />
);
