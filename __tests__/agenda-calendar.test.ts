/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import ICAL from "ical.js";
import { TZDate } from "@date-fns/tz";
import { contentNodeFields } from "../src/buildtime/nodes";
import { agendaCalendar, eventCalendar, eventUid } from "../src/buildtime/agenda/calendar";
import type { AgendaEvent } from "../src/buildtime/agenda/queries";
import { EXAMPLES_NOW } from "../scripts/lib/routes";

/**
 * The agenda's calendars (docs/routes.md, "Agenda"), written from the examples of docs/exemplos/agenda/
 * by the build's own node work, then read back by a real iCalendar parser, Mozilla's ical.js (the one
 * Thunderbird uses): what a visitor's calendar will make of them.
 */

const EXAMPLES = path.resolve(__dirname, "../docs/exemplos/agenda");
const SITE = "https://evolucao.example.org";
const DAY = 24 * 60 * 60 * 1000;

/** One file through the build's checks and work, as its node has it. */
async function eventNode(file: string, change: (data: Record<string, unknown>) => Record<string, unknown> = (d) => d) {
  const source = fs.readFileSync(path.join(EXAMPLES, file), "utf8");
  const { data, content } = matter(source);
  const result = await contentNodeFields("agenda", {
    frontmatter: change(data),
    body: content,
    source,
    absolutePath: path.join(EXAMPLES, file),
    shownPath: `docs/exemplos/agenda/${file}`,
  });
  if (!result.ok) throw new Error(result.errors.join("\n"));
  // The fields its node holds, which the agenda's query selects (and the file's `inicio`, `duracao` and
  // Google Calendar's link, which the checks below read).
  return { ...result.fields, id: file } as unknown as AgendaEvent & {
    inicio: string;
    duracao: number;
    googleCalendarUrl: string | null;
  };
}

const exampleFiles = () => fs.readdirSync(EXAMPLES).filter((name) => name.endsWith(".mdx"));

/** The feed's VEVENTs, as ical.js reads them. */
function readEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)) };
}

/** The instant a clock in Brasília shows `local`, by another library than the site's own (@date-fns/tz). */
function brasilia(local: string): number {
  const [date, time] = local.split("T");
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  return new TZDate(year, month - 1, day, hour, minute, "America/Sao_Paulo").getTime();
}

describe("the agenda's calendar, read back by ical.js", () => {
  it("gives every event its start and end in UTC as its file says them in Brasília's time, with its UID and status", async () => {
    const nodes = await Promise.all(exampleFiles().map((file) => eventNode(file)));
    const { events } = readEvents(agendaCalendar(nodes, EXAMPLES_NOW, SITE));
    const masters = events.filter((event) => !event.isRecurrenceException());
    expect(masters.map((event) => event.uid).sort()).toEqual(nodes.map((node) => eventUid(node.slug)).sort());
    for (const node of nodes) {
      const event = masters.find((candidate) => candidate.uid === eventUid(node.slug));
      const start = brasilia(node.inicio);
      expect([node.slug, event?.startDate.toJSDate().getTime()]).toEqual([node.slug, start]);
      expect([node.slug, event?.endDate.toJSDate().getTime()]).toEqual([node.slug, start + node.duracao * 60_000]);
      expect(event?.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/Sao_Paulo");
      expect(event?.component.getFirstPropertyValue("status")).toBe(node.cancelado ? "CANCELLED" : "CONFIRMED");
      expect(event?.component.getFirstPropertyValue("url")).toBe(`${SITE}/agenda/${node.slug}/`);
    }
    // Brazil has had no daylight time since 2019: 20h in December is 23h in UTC, not 22h.
    const study = masters.find((event) => event.uid === eventUid("estudo-do-evangelho"));
    expect(study?.startDate.toJSDate().toISOString()).toBe("2026-11-05T23:00:00.000Z");
  });

  it("says where in the same words as the Google Calendar link of the event's page", async () => {
    const nodes = await Promise.all(exampleFiles().map((file) => eventNode(file)));
    const { events } = readEvents(agendaCalendar(nodes, EXAMPLES_NOW, SITE));
    const where = (slug: string) =>
      events
        .find((event) => !event.isRecurrenceException() && event.uid === eventUid(slug))
        ?.component.getFirstPropertyValue("location");
    // A cancelled event offers no link.
    const linked = nodes.filter((node) => node.googleCalendarUrl !== null);
    expect(linked.length).toBe(nodes.length - 1);
    expect(
      linked.map((node) => [node.slug, new URL(node.googleCalendarUrl ?? "").searchParams.get("location")]),
    ).toEqual(linked.map((node) => [node.slug, where(node.slug)]));
    expect(where("a-prece-que-transforma")).toBe("Online: https://www.youtube.com/watch?v=PrecEtrAns0");
    expect(where("caridade-e-esperanca")).toBe(
      "Sede do Instituto, Rua das Flores, 100 – Centro, São Paulo – SP (e online)",
    );
    expect(where("reuniao-de-prece-de-natal")).toBe("Sede do Instituto, Rua das Flores, 100 – Centro, São Paulo – SP");
  });

  it("expands a weekly series to its days, less its skipped ones, each at its hour in Brasília", async () => {
    const node = await eventNode("estudo-do-evangelho.mdx");
    const { events } = readEvents(eventCalendar(node, EXAMPLES_NOW, SITE));
    const master = events.find((event) => !event.isRecurrenceException());
    if (!master) throw new Error("no series");
    for (const exception of events.filter((event) => event.isRecurrenceException())) master.relateException(exception);
    const expected: string[] = [];
    for (let day = Date.UTC(2026, 10, 5); day <= Date.UTC(2027, 2, 25); day += 7 * DAY) {
      const date = new Date(day).toISOString().slice(0, 10);
      if (date !== "2026-12-24" && date !== "2026-12-31") expected.push(`${date}T23:00:00.000Z`);
    }
    const expansion = master.iterator();
    const found: string[] = [];
    for (let next = expansion.next(); next && found.length < 100; next = expansion.next()) {
      const details = master.getOccurrenceDetails(next);
      if (details.item.component.getFirstPropertyValue("status") !== "CANCELLED")
        found.push(details.startDate.toJSDate().toISOString());
    }
    expect(found).toEqual(expected);
    // The skipped days are said twice: in EXDATE, and as cancelled instances for the readers that ignore it.
    const exdates = master.component
      .getAllProperties("exdate")
      .flatMap((property) => property.getValues() as unknown[]);
    expect(exdates.map((value) => (value as ICAL.Time).toJSDate().toISOString())).toEqual([
      "2026-12-24T23:00:00.000Z",
      "2026-12-31T23:00:00.000Z",
    ]);
    const cancelled = events.filter((event) => event.isRecurrenceException());
    expect(
      cancelled.map((event) => [
        event.recurrenceId.toJSDate().toISOString(),
        event.component.getFirstPropertyValue("status"),
      ]),
    ).toEqual([
      ["2026-12-24T23:00:00.000Z", "CANCELLED"],
      ["2026-12-31T23:00:00.000Z", "CANCELLED"],
    ]);
    expect(master.component.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=WEEKLY;UNTIL=20270325T230000Z");
  });

  it("keeps a cancelled event, with its status and a SEQUENCE above the announced one", async () => {
    const announced = await eventNode("reuniao-de-prece-de-natal.mdx", ({ cancelado: _c, ...data }) => data);
    const cancelled = await eventNode("reuniao-de-prece-de-natal.mdx");
    const [before] = readEvents(eventCalendar(announced, EXAMPLES_NOW, SITE)).events;
    const [after] = readEvents(eventCalendar(cancelled, EXAMPLES_NOW, SITE)).events;
    expect([before.uid, before.component.getFirstPropertyValue("status")]).toEqual([after.uid, "CONFIRMED"]);
    expect(after.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });

  it("keeps an event's UID when it moves or is renamed, and raises its SEQUENCE with each recorded move", async () => {
    const before = await eventNode("caridade-e-esperanca.mdx", ({ remarcado_de: _r, ...data }) => ({
      ...data,
      inicio: "2026-11-25T19:30",
    }));
    const after = await eventNode("caridade-e-esperanca.mdx");
    const again = await eventNode("caridade-e-esperanca.mdx", (data) => ({
      ...data,
      titulo: "Caridade, fé e esperança",
      inicio: "2026-12-09T20:00",
      remarcado_de: ["2026-11-25T19:30", "2026-12-02T19:30"],
    }));
    const [first, second, third] = [before, after, again].map(
      (node) => readEvents(eventCalendar(node, EXAMPLES_NOW, SITE)).events[0],
    );
    expect(new Set([first.uid, second.uid, third.uid])).toEqual(new Set([eventUid("caridade-e-esperanca")]));
    expect([first.sequence, second.sequence, third.sequence]).toEqual([0, 1, 2]);
    expect(third.startDate.toJSDate().toISOString()).toBe("2026-12-09T23:00:00.000Z");
  });

  it("keeps events over for less than 90 days, drops older ones, and writes lines of 75 octets at most with CRLF", async () => {
    const nodes = await Promise.all(exampleFiles().map((file) => eventNode(file)));
    const uids = (now: number) =>
      readEvents(agendaCalendar(nodes, now, SITE))
        .events.filter((event) => !event.isRecurrenceException())
        .map((event) => event.uid);
    // 'O passe e a fluidoterapia' ended on 2026-11-21 at 00:15 UTC: 90 days later is 2027-02-19.
    expect(uids(Date.UTC(2027, 1, 18))).toContain(eventUid("o-passe-e-a-fluidoterapia"));
    expect(uids(Date.UTC(2027, 1, 20))).not.toContain(eventUid("o-passe-e-a-fluidoterapia"));
    const text = agendaCalendar(nodes, EXAMPLES_NOW, SITE);
    expect(text.endsWith("END:VCALENDAR")).toBe(true);
    const lines = text.split("\r\n");
    expect(lines.every((line) => !line.includes("\n"))).toBe(true);
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75);
    const { calendar } = readEvents(text);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Agenda do Instituto Evolução para Todos");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    // The zone by name, with its VTIMEZONE: one standard offset, no daylight time.
    const zone = calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("America/Sao_Paulo");
    expect(zone?.getAllSubcomponents("daylight")).toEqual([]);
  });
});
