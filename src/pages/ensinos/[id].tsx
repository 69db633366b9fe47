import React, { useEffect } from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../../components/Seo";
import { LoadingGate, LoadingPlaceholder } from "../../components/LoadingGate";
import { StateMessage } from "../../components/StateMessage";
import { useApiTeaching } from "../../hooks/useApiTeaching";
import { useHydrated } from "../../hooks/useHydrated";
import { loadOnce } from "../../browser/load-once";
import { SITE } from "../../shared/site";
import * as MESSAGES from "../../shared/messages/api-teaching";

/** The view of a loaded teaching, downloaded beside the teaching rather than with the page. */
const loadView = loadOnce(() => import(/* webpackChunkName: "teaching-loader" */ "../../components/ApiTeachingView"));

/**
 * Client-only route /ensinos/{id}. The id is unknown while pre-rendering, so the page renders the
 * loading shell until mounted, which keeps the hydrated markup identical to the HTML.
 */
export default function ApiTeachingPage({ params }: PageProps) {
  const id = useHydrated() ? params.id : undefined;
  const state = useApiTeaching(id, loadView);
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
  if (state.status === "error") return <StateMessage title={MESSAGES.apiTeachingLoadError} />;
  if (state.status === "not-found") return <StateMessage title={MESSAGES.apiTeachingNotFound} />;

  const { ApiTeachingView } = state.view;
  return <ApiTeachingView teaching={state.teaching} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Ensino" pathname={location.pathname} type="article" canonical={false} />
);
