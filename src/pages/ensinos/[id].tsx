import React, { useEffect } from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../../components/Seo";
import { LoadingGate, LoadingPlaceholder } from "../../components/LoadingGate";
import { StateMessage } from "../../components/StateMessage";
import { ApiTeachingView } from "../../components/ApiTeachingView";
import { useApiTeaching } from "../../hooks/useApiTeaching";
import { SITE } from "../../shared/site";
import * as TEXTS from "../../shared/texts/api-teaching";

/**
 * Client-only route /ensinos/{id}. The id is unknown while pre-rendering: the HTML is the loading
 * shell, and so is the first render in the browser, whatever the id (useApiTeaching).
 */
export default function ApiTeachingPage({ params }: PageProps) {
  const state = useApiTeaching(params.id);
  const loadedTitle = state.status === "loaded" ? state.teaching.titulo : null;

  // The Head API only knows the route; the title of the loaded teaching is known here.
  useEffect(() => {
    if (loadedTitle) document.title = `${loadedTitle} | ${SITE.name}`;
  }, [loadedTitle]);

  if (state.status === "loading") {
    return (
      <LoadingGate loading>
        <LoadingPlaceholder />
      </LoadingGate>
    );
  }
  if (state.status === "error") return <StateMessage title={TEXTS.apiTeachingLoadError} />;
  if (state.status === "not-found") return <StateMessage title={TEXTS.apiTeachingNotFound} />;

  return <ApiTeachingView teaching={state.teaching} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Ensino" pathname={location.pathname} type="article" canonical={false} />
);
