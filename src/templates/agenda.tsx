import React from "react";
import type { PageProps } from "gatsby";
import { AgendaView } from "../components/AgendaView";
import { pageHead } from "../components/Seo";
import type { AgendaPageContext } from "../shared/agenda/listing";

/**
 * /agenda/ (created by src/buildtime/agenda/pages.ts): its listing, from the build's day, and its
 * recordings travel in its context; the page's code then decides by the visitor's clock.
 */
export default function AgendaPage({ pageContext }: PageProps<object, AgendaPageContext>) {
  return <AgendaView listing={pageContext.listing} recordings={pageContext.recordings} />;
}

export const Head = pageHead(
  "Agenda",
  "Palestras públicas, estudos e reuniões de prece do instituto, presenciais e ao vivo, no seu horário e no seu calendário.",
);
