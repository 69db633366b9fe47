// The agenda's calendar, /agenda.ics, for a year of weekly events, written by the build's own code
// (src/buildtime/agenda/calendar.ts): its bytes (raw and gzip), its VEVENTs and the time to write it,
// two ways an institute fills a year: a weekly lecture announced as one file per week (each with its
// own title and speaker, as peers publish them), and weekly series (one file each, a few skipped days).
// Called by scripts/bench/index.mjs (`npm run bench -- --only=agenda`); takes under a second.
import zlib from "node:zlib";
import { log } from "./common.mjs";
import { agendaCalendar } from "../../src/buildtime/agenda/calendar.ts";
import { eventLocation, scheduleFields } from "../../src/buildtime/agenda/node-work.ts";

const NOW = Date.UTC(2027, 0, 1, 12);
const BODY =
  "<p>Uma palestra sobre a prece como alimento da alma: o que ela muda em quem ora, e por que a sinceridade vale mais do que as palavras. Ao vivo pelo YouTube, com tempo para perguntas no fim.</p>";

/** An event as the build's node work leaves it (src/buildtime/agenda/node-work.ts). */
function eventNode(slug, fields) {
  const node = {
    id: slug,
    slug,
    path: `/agenda/${slug}/`,
    sourceFile: `content/agenda/${slug}.mdx`,
    tipo: "Palestra pública",
    duracao: 90,
    modalidade: "híbrida",
    lugar: "Sede do Instituto",
    endereco: "Rua das Flores, 100 – Centro, São Paulo – SP",
    transmissao: "https://www.youtube.com/watch?v=abcdefghijk",
    bodyHtml: BODY,
    sequence: 0,
    ...fields,
  };
  return { ...node, ...scheduleFields(node, node.sourceFile), location: eventLocation(node) };
}

const day = (offset) => new Date(NOW + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

function measure(name, events) {
  const started = performance.now();
  const feed = agendaCalendar(events, NOW, "https://evolucao-para-todos.example.org");
  const ms = performance.now() - started;
  const bytes = Buffer.byteLength(feed);
  const gzip = zlib.gzipSync(feed, { level: 5 }).length;
  const vevents = feed.split("BEGIN:VEVENT").length - 1;
  log(
    `${name.padEnd(58)} ${String(vevents).padStart(7)} ${(bytes / 1024).toFixed(1).padStart(8)} ${(gzip / 1024).toFixed(1).padStart(8)} ${ms.toFixed(0).padStart(6)}`,
  );
  return { name, vevents, bytes, gzipBytes: gzip, ms: +ms.toFixed(1) };
}

export function run({ results }) {
  log("\n== The agenda's calendar for a year of weekly events ==");
  log(`${"events".padEnd(58)} VEVENTs   raw KB  gzip KB     ms`);
  const weekly = Array.from({ length: 52 }, (_, week) =>
    eventNode(`palestra-${week + 1}`, {
      titulo: `Palestra pública da semana ${week + 1}: a prece, a caridade e a esperança`,
      expositor: `Expositor ${week + 1}`,
      inicio: `${day(7 * week)}T20:00`,
    }),
  );
  const series = Array.from({ length: 4 }, (_, index) =>
    eventNode(`serie-${index + 1}`, {
      titulo: `Estudo semanal ${index + 1}`,
      tipo: "Estudo",
      inicio: `${day(index)}T20:00`,
      repete: "semanal",
      ate: day(index + 7 * 51),
      excecoes: [day(index + 7 * 10), day(index + 7 * 20), day(index + 7 * 30), day(index + 7 * 40)],
    }),
  );
  results.agenda = [
    measure("52 weekly lectures, one file each (a year)", weekly),
    measure("4 weekly series of a year, 4 skipped days each", series),
    measure("both", [...weekly, ...series]),
  ];
}
