import path from "node:path";
import { googleCalendarLink } from "../../shared/agenda/calendar-links";
import { withOffset } from "../../shared/agenda/listing";
import { occurrences, scheduleDates, skippedOccurrences, type Schedule } from "../../shared/agenda/schedule";
import { localDay, localDayAndStart, localHours, seriesDays } from "../../shared/agenda/words";
import { wallTimeToInstant } from "../../shared/agenda/zoned-time";
import { SLUG_RULE } from "../../shared/content-kinds/define";
import { youtubeId } from "../../shared/content-kinds/youtube";
import { INSTITUTE_TIME, ROUTES, SITE } from "../../shared/site";
import * as TEXTS from "../../shared/texts/agenda";
import { BODY_HTML_SDL, renderBody } from "../content/rendered-body";
import type { NodeInput, NodeWork } from "../content/node-work";

/**
 * An event of the agenda (content/agenda/): its body rendered as every body is, its address and
 * calendar UID from its file's name, its schedule worked out once (scheduleFields below), its place
 * split into name and address and said once for every calendar (eventLocation), its videos' ids, and
 * what its calendar entry and page say of it (its SEQUENCE, Google Calendar's link). The pages, the
 * calendars and the newsletter read these fields and never the schedule's raw fields again. Whether
 * the teachings and course it names exist is checked once every file is loaded
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

type AgendaData = NodeInput<"agenda">["data"];

/**
 * An event's schedule worked out once (src/shared/agenda/schedule.ts), as its node's fields: whether it
 * is a weekly series, every time it happens and each skipped day as instants in the institute's zone,
 * its first occurrence's and last day's start and end, and the same in words (src/shared/agenda/words.ts):
 * its day or a series' days, its hours, both in one line, its start, its start before its last move,
 * its skipped days.
 */
export function scheduleFields(
  data: Pick<AgendaData, "inicio" | "duracao" | "repete" | "ate" | "excecoes" | "remarcado_de">,
  shownPath: string,
) {
  const ate = data.repete === "semanal" ? data.ate : null;
  const schedule: Schedule = {
    inicio: data.inicio,
    duracao: data.duracao,
    ...(ate ? { repete: "semanal", ate } : {}),
    excecoes: data.excecoes ?? [],
  };
  const length = data.duracao * 60_000;
  const dates = scheduleDates(schedule);
  const firstStart = instant(data.inicio, shownPath);
  const lastStart = instant(`${dates[dates.length - 1]}${data.inicio.slice(10)}`, shownPath);
  const skipped = ate ? skippedOccurrences(schedule, INSTITUTE_TIME.zone) : [];
  const days = ate ? seriesDays(data.inicio, ate) : localDay(data.inicio);
  const hours = localHours(firstStart, firstStart + length);
  const previous = data.remarcado_de?.at(-1);
  const previousStart = previous ? wallTimeToInstant(previous, INSTITUTE_TIME.zone) : null;
  return {
    series: Boolean(ate),
    occurrences: occurrences(schedule, INSTITUTE_TIME.zone),
    skipped,
    firstStart,
    firstEnd: firstStart + length,
    lastStart,
    lastEnd: lastStart + length,
    days,
    hours,
    when: `${days}, ${hours}`,
    startsAt: localDayAndStart(data.inicio),
    movedFrom: previous ? localDayAndStart(previous) : null,
    previousStartIso: previous && previousStart !== null ? withOffset(previous, previousStart) : null,
    skippedDays: skipped.map((occurrence) => localDay(occurrence.local)),
  };
}

/**
 * Where, as every calendar entry says it (the .ics's LOCATION and Google Calendar's link alike): the
 * place's name and address, said to be also online for a hybrid event; online, the stream's address,
 * which calendars make a link where 'Online' alone would not say where to watch.
 */
export function eventLocation(event: {
  modalidade: string;
  lugar: string | null;
  endereco: string | null;
  transmissao?: string | null;
}): string {
  if (event.modalidade === "online") return `${TEXTS.online}: ${event.transmissao ?? ""}`;
  const place = [event.lugar, event.endereco].filter(Boolean).join(", ");
  return event.modalidade === "híbrida" ? `${place} (${TEXTS.alsoOnline})` : place;
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
    '"""Whether it is a weekly series (`repete: semanal` with its last day, `ate`)."""\nseries: Boolean!',
    '"""Every time it happens, its skipped days left out, in order."""\noccurrences: [AgendaOccurrence!]!',
    '"""A series\' skipped days, each as the time it would have been."""\nskipped: [AgendaOccurrence!]!',
    '"""Its first start, in milliseconds."""\nfirstStart: Float!',
    '"""Its first start\'s end (`inicio` and `duracao`), in milliseconds."""\nfirstEnd: Float!',
    '"""The start of its schedule\'s last day, skipped or not (a series\' UNTIL), in milliseconds."""\nlastStart: Float!',
    '"""The end of its schedule\'s last day, skipped or not, in milliseconds."""\nlastEnd: Float!',
    '"""Its day (`quinta-feira, 3 de dezembro de 2026`), or a series\' days (`Toda quinta-feira, de … a …`)."""\ndays: String!',
    '"""Its first start\'s hours as the institute\'s clock shows its start and end (`20h às 21h30, horário de Brasília`)."""\nhours: String!',
    '"""`days` and `hours` in one line, as an edition of the newsletter announces it."""\nwhen: String!',
    '"""Its first start in words (`quinta-feira, 3 de dezembro de 2026, 20h, horário de Brasília`)."""\nstartsAt: String!',
    '"""Its start before its last move (`remarcado_de`), in the words of `startsAt`."""\nmovedFrom: String',
    '"""Its start before its last move (`remarcado_de`), with the institute\'s offset."""\npreviousStartIso: String',
    '"""A series\' skipped days in words (`quinta-feira, 24 de dezembro de 2026`), in the order of `skipped`."""\nskippedDays: [String!]!',
    '"""Where, as its .ics and Google Calendar\'s link say it (src/buildtime/agenda/node-work.ts, eventLocation)."""\nlocation: String!',
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
    const place = { lugar: lugar ?? null, endereco: endereco.length > 0 ? endereco.join(", ") : null };
    const schedule = scheduleFields(data, shownPath);
    const location = eventLocation({ ...data, ...place });
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
        ...schedule,
        location,
        googleCalendarUrl: data.cancelado
          ? null
          : googleCalendarLink({
              title: `${data.tipo}: ${data.titulo}`,
              start: schedule.firstStart,
              end: schedule.firstEnd,
              details: `${TEXTS.pageLink}: ${SITE.url}${ROUTES.event(slug)}`,
              location,
              weeklyUntil: schedule.series ? schedule.lastStart : null,
            }),
      },
    };
  },
};
