import path from "node:path";
import { occurrences, type Occurrence, type Schedule } from "../../shared/agenda/schedule";
import { SLUG_RULE } from "../../shared/content-kinds/define";
import { youtubeId } from "../../shared/content-kinds/youtube";
import { INSTITUTE_TIME, ROUTES } from "../../shared/site";
import { BODY_HTML_SDL, renderBody } from "../content/rendered-body";
import type { NodeWork } from "../content/node-work";

/**
 * An event of the agenda (content/agenda/): its body rendered as every body is, its address and
 * calendar UID from its file's name, its times as instants (the schedule in the institute's zone,
 * src/shared/agenda/schedule.ts), its place split into name and address, its videos' ids, and the
 * SEQUENCE of its calendar entry. Whether the teachings and course it names exist is checked once every
 * file is loaded (src/buildtime/content/relations.ts).
 */

/** An event as the build's own steps read it from Gatsby's nodes (pages.ts, files.ts). */
export interface AgendaEventNode {
  id: string;
  slug: string;
  path: string;
  sourceFile: string;
  titulo: string;
  tipo: string;
  expositor?: string | null;
  inicio: string;
  duracao: number;
  modalidade: string;
  repete?: string | null;
  ate?: string | null;
  excecoes?: string[] | null;
  cancelado?: boolean | null;
  remarcado_de?: string[] | null;
  transmissao?: string | null;
  gravacao?: string | null;
  lugar: string | null;
  endereco: string | null;
  bodyHtml: string | null;
  sequence: number;
  occurrences: Occurrence[];
}

/**
 * The SEQUENCE of the event's calendar entry (RFC 5545 §3.8.7.4), which a calendar that has the entry
 * compares to take an update: one for each earlier time the editor recorded in `remarcado_de` when
 * moving it, and one more once it is cancelled. It lives in the file, so a clean build, a fresh or a
 * shallow clone all give the same number, and it grows with each move the file records.
 */
const calendarSequence = (event: { remarcado_de?: readonly string[] | null; cancelado?: boolean | null }) =>
  (event.remarcado_de?.length ?? 0) + (event.cancelado ? 1 : 0);

/** An event's schedule as src/shared/agenda/schedule.ts reads it, from its checked fields or its node. */
export const scheduleOf = (event: {
  inicio: string;
  duracao: number;
  repete?: string | null;
  ate?: string | null;
  excecoes?: readonly string[] | null;
}): Schedule => ({
  inicio: event.inicio,
  duracao: event.duracao,
  ...(event.repete === "semanal" && event.ate ? { repete: "semanal" as const, ate: event.ate } : {}),
  excecoes: event.excecoes ?? [],
});

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
    '"""The teachings it is related to, in its order."""\nteachings: [Teaching!]! @link(by: "slug", from: "ensinamentos")',
    '"""The course it is related to."""\ncourse: Course @link(by: "contentId", from: "curso")',
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
    return {
      ok: true,
      fields: {
        bodyHtml: body.bodyHtml,
        slug,
        path: ROUTES.event(slug),
        lugar: lugar ?? null,
        endereco: endereco.length > 0 ? endereco.join(", ") : null,
        streamId: data.transmissao ? youtubeId(data.transmissao) : null,
        recordingId: data.gravacao ? youtubeId(data.gravacao) : null,
        sequence: calendarSequence(data),
        occurrences: occurrences(scheduleOf(data), INSTITUTE_TIME.zone),
        ensinamentos: data.ensinamentos ?? [],
      },
    };
  },
};
