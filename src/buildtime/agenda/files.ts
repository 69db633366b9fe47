import fs from "node:fs";
import path from "node:path";
import type { Node } from "gatsby";
import { ROUTES } from "../../shared/site";
import { agendaCalendar, eventCalendar } from "./calendar";
import { buildNow } from "./clock";
import { agendaEvents } from "./pages";

/**
 * What the agenda writes beside the pages once they are: /agenda.ics, and each event's own file
 * beside its page. Answers the feed's size, for the build's log.
 */
export function writeAgendaFiles(
  publicDir: string,
  getNodesByType: (type: string) => Node[],
): { events: number; bytes: number } {
  const now = buildNow();
  const events = agendaEvents(getNodesByType);
  const feed = agendaCalendar(events, now);
  fs.writeFileSync(path.join(publicDir, ROUTES.agendaCalendar.slice(1)), feed);
  for (const event of events) {
    const file = path.join(publicDir, ROUTES.eventCalendar(event.slug).slice(1));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, eventCalendar(event, now));
  }
  return { events: events.length, bytes: Buffer.byteLength(feed) };
}
