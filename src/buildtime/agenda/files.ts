import fs from "node:fs";
import path from "node:path";
import { ROUTES } from "../../shared/site";
import type { PostBuildStep } from "../feature";
import { agendaCalendar, eventCalendar } from "./calendar";
import { buildNow } from "../clock";
import { agendaEvents } from "./queries";

/**
 * What the agenda writes beside the pages once they are: /agenda.ics, and each event's own file
 * beside its page; the build's log says the feed's size.
 */
export const writeAgendaFiles: PostBuildStep = async (args, publicDir) => {
  const now = buildNow();
  const events = await agendaEvents(args);
  const feed = agendaCalendar(events, now);
  fs.writeFileSync(path.join(publicDir, ROUTES.agendaCalendar.slice(1)), feed);
  for (const event of events) {
    const file = path.join(publicDir, ROUTES.eventCalendar(event.slug).slice(1));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, eventCalendar(event, now));
  }
  args.reporter.info(
    `Agenda: ${events.length} encontros; ${ROUTES.agendaCalendar} com ${Buffer.byteLength(feed)} bytes`,
  );
};
