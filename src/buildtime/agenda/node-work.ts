import path from "node:path";
import { googleCalendarLink } from "../../shared/agenda/calendar-links";
import { withOffset } from "../../shared/agenda/listing";
import { occurrences, scheduleDates, skippedOccurrences, type Schedule } from "../../shared/agenda/schedule";
import { eventWhen } from "../../shared/agenda/words";
import { wallTimeToInstant } from "../../shared/agenda/zoned-time";
import { SLUG_RULE } from "../../shared/content-kinds/define";
import { youtubeId } from "../../shared/content-kinds/youtube";
import { INSTITUTE_TIME, ROUTES, SITE } from "../../shared/site";
import * as TEXTS from "../../shared/texts/agenda";
import { BODY_HTML_SDL, renderBody } from "../content/rendered-body";
import type { NodeWork } from "../content/node-work";

/**
 * An event of the agenda (content/agenda/): its body rendered as every body is, its address and
 * calendar UID from its file's name, its schedule worked out once (src/shared/agenda/schedule.ts): every
 * time it happens and each skipped day as instants in the institute's zone, its first and last start,
 * the line that says when it happens, its place split into name and address, its videos' ids, and what
 * its calendar entry and page say of it (its SEQUENCE, its start before a move, Google Calendar's link).
 * The pages, the calendars and the newsletter read these fields and never the schedule's raw fields
 * again. Whether the teachings and course it names exist is checked once every file is loaded
 * (src/buildtime/content/relations.ts).
 */

/**
 * The SEQUENCE of the event's calendar entry (RFC 5545 §3.8.7.4), which a calendar that has the entry
 * compares to take an update: one for each earlier time the editor recorded in `remarcado_de` when
 * moving it, and one more once it is cancelled. It lives in the file, so a clean build, a fresh or a
 * shallow clone all give the same number, and it grows with each move the file records.
 */
const calendarSequence = (event: { remarcado_de?: readonly string[] | null; cancelado?: boolean | null }) =>
  (event.remarcado_de?.length ?? 0) + (event.cancelado ? 1 : 0);

/** An instant of the institute's clock, which the checks have already found to exist. */
function instant(local: string, shownPath: string): number {
  const value = wallTimeToInstant(local, INSTITUTE_TIME.zone);
  if (value === null) throw new Error(`${shownPath}: ${local} não existe no horário de Brasília`);
  return value;
}

const OCCURRENCE_TYPE = `"""One time an event happens (src/shared/agenda/schedule.ts)."""
type AgendaOccurrence {
  """Its start and end, in milliseconds since the epoch."""
  start: Float!
  end: Float!
  """Its start as the institute's clock shows it (YYYY-MM-DDTHH:mm)."""
  local: String!
}`;

export const AGENDA_NODE_WORK: NodeWork<"agenda"> = {
  derivedSdl: [
    BODY_HTML_SDL,
    '"""The file\'s name: the address of the page and the calendar UID, which never change."""\nslug: String!',
    '"""The event\'s page (src/shared/site.ts)."""\npath: String!',
    '"""The place\'s name (the first line of `local`)."""\nlugar: String',
    '"""The place\'s address (the lines of `local` after its name), on one line."""\nendereco: String',
    '"""The id of the live stream\'s YouTube video."""\nstreamId: String',
    '"""The id of the recording\'s YouTube video."""\nrecordingId: String',
    '"""The SEQUENCE of its calendar entry (src/buildtime/agenda/node-work.ts)."""\nsequence: Int!',
    '"""Every time it happens, its skipped days left out, in order."""\noccurrences: [AgendaOccurrence!]!',
    '"""A series\' skipped days, each as the time it would have been."""\nskipped: [AgendaOccurrence!]!',
    '"""Its first start, in milliseconds."""\nfirstStart: Float!',
    '"""The start of its schedule\'s last day, skipped or not (a series\' UNTIL), in milliseconds."""\nlastStart: Float!',
    '"""When it happens, in one line of the institute\'s time (src/shared/agenda/words.ts, eventWhen)."""\nwhen: String!',
    '"""Its start before its last move (`remarcado_de`), with the institute\'s offset."""\npreviousStartIso: String',
    '"""Google Calendar\'s \'add\' link (src/shared/agenda/calendar-links.ts); null once cancelled."""\ngoogleCalendarUrl: String',
  ],
  types: [OCCURRENCE_TYPE],
  async fields(input) {
    const { data, absolutePath, shownPath } = input;
    const slug = path.basename(absolutePath, path.extname(absolutePath));
    if (!SLUG_RULE.pattern.test(slug))
      return {
        ok: false,
        errors: [`${shownPath}: o nome do arquivo (${slug}) ${SLUG_RULE.message}: ele é o endereço do encontro`],
      };
    const body = await renderBody(input);
    if (!body.ok) return body;
    const [lugar, ...endereco] = (data.local ?? "")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const series = data.repete === "semanal" && data.ate;
    const schedule: Schedule = {
      inicio: data.inicio,
      duracao: data.duracao,
      ...(series ? { repete: "semanal", ate: data.ate } : {}),
      excecoes: data.excecoes ?? [],
    };
    const dates = scheduleDates(schedule);
    const time = data.inicio.slice(10);
    const firstStart = instant(data.inicio, shownPath);
    const lastStart = instant(`${dates[dates.length - 1]}${time}`, shownPath);
    const place = { lugar: lugar ?? null, endereco: endereco.length > 0 ? endereco.join(", ") : null };
    const previous = data.remarcado_de?.at(-1);
    const previousStart = previous ? wallTimeToInstant(previous, INSTITUTE_TIME.zone) : null;
    return {
      ok: true,
      fields: {
        bodyHtml: body.bodyHtml,
        slug,
        path: ROUTES.event(slug),
        ...place,
        streamId: data.transmissao ? youtubeId(data.transmissao) : null,
        recordingId: data.gravacao ? youtubeId(data.gravacao) : null,
        sequence: calendarSequence(data),
        occurrences: occurrences(schedule, INSTITUTE_TIME.zone),
        skipped: series ? skippedOccurrences(schedule, INSTITUTE_TIME.zone) : [],
        firstStart,
        lastStart,
        when: eventWhen(data),
        previousStartIso: previous && previousStart !== null ? withOffset(previous, previousStart) : null,
        googleCalendarUrl: data.cancelado
          ? null
          : googleCalendarLink({
              title: `${data.tipo}: ${data.titulo}`,
              start: firstStart,
              end: firstStart + data.duracao * 60_000,
              details: `${TEXTS.pageLink}: ${SITE.url}${ROUTES.event(slug)}`,
              location:
                data.modalidade === "online" ? TEXTS.online : [place.lugar, place.endereco].filter(Boolean).join(", "),
              weeklyUntil: series ? lastStart : null,
            }),
      },
    };
  },
};
