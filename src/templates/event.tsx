import React from "react";
import { graphql, type PageProps } from "gatsby";
import { EventView } from "../components/EventView";
import { dataHead } from "../components/Seo";
import { featuredTime, type EventPageContext } from "../shared/agenda/listing";
import { eventData } from "../shared/structured-data/event";
import { named } from "../shared/structured-data/institute";
import { ROUTES } from "../shared/site";
import * as TEXTS from "../shared/texts/agenda";

type Data = Queries.EventPageQuery;

/**
 * An event of the agenda (created for each file of content/agenda/ by src/buildtime/agenda/pages.ts):
 * the event from its query, and the build's day from its context.
 */
export default function EventPage({ data, pageContext }: PageProps<Data, EventPageContext>) {
  return data.agendaEvent ? <EventView event={data.agendaEvent} builtAt={pageContext.builtAt} /> : null;
}

export const query = graphql`
  query EventPage($id: String!) {
    agendaEvent(id: { eq: $id }) {
      ...EventView
      transmissao
      startsAt
      previousStartIso
    }
  }
`;

/** The page's title and description, and the event as Google's event rich results read it: its next occurrence. */
function headOf({ agendaEvent: event }: Data, context: EventPageContext) {
  if (!event) return null;
  const description = `${event.cancelado ? `${TEXTS.cancelled}: ` : ""}${event.tipo} em ${event.startsAt}${
    event.expositor ? `, com ${event.expositor}` : ""
  }.`;
  const featured = featuredTime(event.occurrences, context.builtAt);
  return {
    title: `${event.titulo} | Agenda`,
    description,
    jsonLd: featured
      ? eventData({
          ...named(event.titulo, ROUTES.event(event.slug)),
          description,
          startDate: featured.startIso,
          endDate: featured.endIso,
          cancelled: Boolean(event.cancelado),
          previousStartDate: event.previousStartIso ?? null,
          modalidade: event.modalidade,
          place: event.lugar ? { name: event.lugar, address: event.endereco ?? null } : null,
          streamUrl: event.transmissao ?? null,
          performer: event.expositor ?? null,
        })
      : undefined,
  };
}

export const Head = dataHead(headOf);
