import path from "node:path";
import type { PagesStep } from "../feature";
import { agendaListing, recordings, type AgendaPageContext, type EventPageContext } from "../../shared/agenda/listing";
import { ROUTES } from "../../shared/site";
import { buildNow } from "../clock";
import { agendaEvents } from "./queries";

/**
 * The agenda's pages: /agenda/ with its listing and recordings, each event's page, and the home page's
 * next three. The listings depend on the build's day (clock.ts) and travel in the pages' context, as the
 * build's day does to an event's page (which reads its event by its query): a context that changes makes
 * Gatsby render the page again, which a query cached from an earlier build would not.
 */

/** The home page's next three. */
const HOME_LIMIT = 3;

export const createAgendaPages: PagesStep = async (args) => {
  const { actions } = args;
  const now = buildNow();
  const events = await agendaEvents(args);
  const context: AgendaPageContext = { listing: agendaListing(events, now), recordings: recordings(events) };
  actions.createPage({ path: ROUTES.agenda, component: path.resolve("src/templates/agenda.tsx"), context });
  const template = path.resolve("src/templates/event.tsx");
  for (const event of events) {
    const eventContext: EventPageContext = { id: event.id, builtAt: now };
    actions.createPage({ path: event.path, component: template, context: eventContext });
  }
  return { home: { agenda: agendaListing(events, now, HOME_LIMIT) } };
};
