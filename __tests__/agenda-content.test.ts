/**
 * @jest-environment node
 */
import type { Node } from "gatsby";
import { TZDate } from "@date-fns/tz";
import { contentNodeFields } from "../src/buildtime/nodes";
import { relationProblems } from "../src/buildtime/content/relations";
import { cmsCollection } from "../src/admin/cms-config";
import { checkBeforeSaving } from "../src/admin/check";
import { AGENDA_KIND, EDITION_KIND } from "../src/shared/content-kinds";
import { wallTimeAt, wallTimeToInstant } from "../src/shared/agenda/zoned-time";
import { WEEKDAYS } from "../src/shared/agenda/words";
import { visitorStart } from "../src/shared/agenda/visitor-start";
import { eventData } from "../src/shared/structured-data/event";

/** An event's rules (CONTENT.md, "Agenda"), as the build and the editor apply them, naming the file and the field. */

const FILE = "content/agenda/a-prece.mdx";
const ONLINE = {
  titulo: "A prece",
  tipo: "Palestra pública",
  inicio: "2026-12-03T20:00",
  duracao: 60,
  modalidade: "online",
  transmissao: "https://www.youtube.com/watch?v=abcdefghijk",
};
const PLACE = "Sede do Instituto\nRua das Flores, 100";

const asTheBuild = (frontmatter: Record<string, unknown>, file = FILE) =>
  contentNodeFields("agenda", {
    frontmatter,
    body: "Do que trata.",
    source: "---\n---\nDo que trata.",
    absolutePath: `/x/${file}`,
    shownPath: file,
  });

const refusals = async (frontmatter: Record<string, unknown>) => {
  const result = await asTheBuild(frontmatter);
  return result.ok ? [] : result.errors;
};

describe("an event's file", () => {
  it("is accepted online, presencial and hybrid, its place split into name and address", async () => {
    expect(await asTheBuild(ONLINE)).toMatchObject({ ok: true, fields: { slug: "a-prece", path: "/agenda/a-prece/" } });
    const hybrid = await asTheBuild({ ...ONLINE, modalidade: "híbrida", local: PLACE });
    expect(hybrid).toMatchObject({ ok: true, fields: { lugar: "Sede do Instituto", endereco: "Rua das Flores, 100" } });
    const { transmissao: _t, ...inPerson } = ONLINE;
    expect(await asTheBuild({ ...inPerson, modalidade: "presencial", local: PLACE })).toMatchObject({ ok: true });
  });

  it("refuses a day or a time that does not exist", async () => {
    expect(await refusals({ ...ONLINE, inicio: "2026-02-30T20:00" })).toEqual([
      `${FILE}: "inicio" não existe: 2026-02-30T20:00 não é um dia e uma hora do calendário`,
    ]);
    expect(await refusals({ ...ONLINE, inicio: "2026-12-03T24:00" })).toEqual([
      `${FILE}: "inicio" não existe: 2026-12-03T24:00 não é um dia e uma hora do calendário`,
    ]);
    // On 4 November 2018 Brazil's clocks went from 00:00 to 01:00 (its last daylight time).
    expect(await refusals({ ...ONLINE, inicio: "2018-11-04T00:30" })).toEqual([
      `${FILE}: "inicio" não existe no horário de Brasília: em 2018-11-04 os relógios pularam essa hora`,
    ]);
    expect(await refusals({ ...ONLINE, inicio: "3/12/2026 20h" })).toEqual([
      `${FILE}: "inicio" deve ser um dia e uma hora no formato AAAA-MM-DDTHH:MM, como 2026-12-03T20:00, no horário de Brasília`,
    ]);
  });

  it("refuses an online event without its stream", async () => {
    const { transmissao: _t, ...bare } = ONLINE;
    expect(await refusals(bare)).toEqual([`${FILE}: "transmissao" é obrigatório quando "modalidade" é online`]);
    expect(await refusals({ ...bare, modalidade: "híbrida", local: PLACE })).toEqual([
      `${FILE}: "transmissao" é obrigatório quando "modalidade" é híbrida`,
    ]);
  });

  it("refuses a presencial event without its place", async () => {
    const { transmissao: _t, ...bare } = ONLINE;
    expect(await refusals({ ...bare, modalidade: "presencial" })).toEqual([
      `${FILE}: "local" é obrigatório quando "modalidade" é presencial`,
    ]);
  });

  it("refuses an address that is not YouTube's, for the stream and the recording", async () => {
    const message = "deve ser o endereço de um vídeo do YouTube (como https://www.youtube.com/watch?v=…)";
    expect(await refusals({ ...ONLINE, transmissao: "https://vimeo.com/123" })).toEqual([
      `${FILE}: "transmissao" ${message}`,
    ]);
    expect(await refusals({ ...ONLINE, gravacao: "https://example.org/video.mp4" })).toEqual([
      `${FILE}: "gravacao" ${message}`,
    ]);
  });

  it("refuses a series whose last day is before its first", async () => {
    expect(await refusals({ ...ONLINE, repete: "semanal", ate: "2026-11-26" })).toEqual([
      `${FILE}: "ate" (2026-11-26) é antes do dia de "inicio" (2026-12-03)`,
    ]);
  });

  it("refuses a skipped day that is not one of the series' days", async () => {
    const series = { ...ONLINE, repete: "semanal", ate: "2027-01-28" };
    expect(await asTheBuild({ ...series, excecoes: ["2026-12-24"] })).toMatchObject({ ok: true });
    expect(await refusals({ ...series, excecoes: ["2026-12-24", "2026-12-25", "2027-02-04"] })).toEqual([
      `${FILE}: "excecoes[2]" (2026-12-25) não é um dos dias da série: ela acontece a cada 7 dias, de 2026-12-03 até 2027-01-28`,
      `${FILE}: "excecoes[3]" (2027-02-04) não é um dos dias da série: ela acontece a cada 7 dias, de 2026-12-03 até 2027-01-28`,
    ]);
    // Without a series there is nothing to skip.
    expect(await refusals({ ...ONLINE, excecoes: ["2026-12-10"] })).toEqual([
      `${FILE}: "excecoes" só vale para uma série: escreva também "repete: semanal"`,
    ]);
  });

  it("refuses a related teaching or course that does not exist, once every file is loaded", async () => {
    const result = await asTheBuild({ ...ONLINE, ensinamentos: ["nao-existe"], curso: 99 });
    if (!result.ok) throw new Error(result.errors.join("\n"));
    const nodes: Record<string, Node[]> = { AgendaEvent: [{ ...result.fields, id: "e" } as unknown as Node] };
    expect(relationProblems((type) => nodes[type] ?? [])).toEqual([
      `${FILE}: "ensinamentos" "nao-existe" não é o endereço (slug) de nenhum arquivo de Ensinamentos (content/ensinamentos/)`,
      `${FILE}: "curso" 99 não é o número de nenhum arquivo de Cursos (content/cursos/)`,
    ]);
  });

  it("is refused by the editor before saving, in the build's words", () => {
    const { transmissao: _t, ...bare } = ONLINE;
    expect(checkBeforeSaving("agenda", { ...bare, body: "Texto." }, FILE)).toEqual([
      `${FILE}: "transmissao" é obrigatório quando "modalidade" é online`,
    ]);
  });
});

describe("an event's schedule, worked out once by the build", () => {
  const fields = async (frontmatter: Record<string, unknown>) => {
    const result = await asTheBuild(frontmatter);
    if (!result.ok) throw new Error(result.errors.join("\n"));
    return result.fields;
  };
  const instant = (iso: string) => new Date(iso).getTime();

  it("gives a one-off event its day, hours, start and end in the words and instants every page reads", async () => {
    expect(await fields(ONLINE)).toMatchObject({
      series: false,
      firstStart: instant("2026-12-03T23:00Z"),
      firstEnd: instant("2026-12-04T00:00Z"),
      lastStart: instant("2026-12-03T23:00Z"),
      lastEnd: instant("2026-12-04T00:00Z"),
      days: "quinta-feira, 3 de dezembro de 2026",
      hours: "20h às 21h, horário de Brasília",
      when: "quinta-feira, 3 de dezembro de 2026, 20h às 21h, horário de Brasília",
      startsAt: "quinta-feira, 3 de dezembro de 2026, 20h, horário de Brasília",
      movedFrom: null,
      previousStartIso: null,
      skipped: [],
      skippedDays: [],
      location: "Online: https://www.youtube.com/watch?v=abcdefghijk",
    });
  });

  it("gives a series its days, its last day's start and end, its skipped days and its start before a move", async () => {
    const series = await fields({
      ...ONLINE,
      modalidade: "híbrida",
      local: PLACE,
      duracao: 90,
      repete: "semanal",
      ate: "2027-01-28",
      excecoes: ["2026-12-24", "2026-12-31"],
      remarcado_de: ["2026-11-19T20:00", "2026-11-26T19:30"],
    });
    expect(series).toMatchObject({
      series: true,
      firstEnd: instant("2026-12-04T00:30Z"),
      lastStart: instant("2027-01-28T23:00Z"),
      lastEnd: instant("2027-01-29T00:30Z"),
      days: "Toda quinta-feira, de 3 de dezembro de 2026 a 28 de janeiro de 2027",
      hours: "20h às 21h30, horário de Brasília",
      when: "Toda quinta-feira, de 3 de dezembro de 2026 a 28 de janeiro de 2027, 20h às 21h30, horário de Brasília",
      startsAt: "quinta-feira, 3 de dezembro de 2026, 20h, horário de Brasília",
      movedFrom: "quinta-feira, 26 de novembro de 2026, 19h30, horário de Brasília",
      previousStartIso: "2026-11-26T19:30-03:00",
      skippedDays: ["quinta-feira, 24 de dezembro de 2026", "quinta-feira, 31 de dezembro de 2026"],
      location: "Sede do Instituto, Rua das Flores, 100 (e online)",
    });
    expect(series.occurrences).toHaveLength(7);
  });

  it("reads the hours' end on the institute's clock, across a change of its offset", async () => {
    // Brazil's last daylight time: clocks went from 00:00 to 01:00 on 4 November 2018, and from 00:00
    // back to 23:00 on 18 February 2018.
    expect(await fields({ ...ONLINE, inicio: "2018-11-03T23:00", duracao: 90 })).toMatchObject({
      firstEnd: instant("2018-11-04T03:30Z"),
      hours: "23h às 1h30, horário de Brasília",
    });
    expect(await fields({ ...ONLINE, inicio: "2018-02-17T22:30", duracao: 120 })).toMatchObject({
      firstEnd: instant("2018-02-18T02:30Z"),
      hours: "22h30 às 23h30, horário de Brasília",
    });
  });

  // The .ics's LOCATION is the same field (agenda-calendar.test.ts reads both back).
  it("says where once, in the words Google Calendar's link carries", async () => {
    const { transmissao: _t, ...inPerson } = ONLINE;
    for (const frontmatter of [
      ONLINE,
      { ...ONLINE, modalidade: "híbrida", local: PLACE },
      { ...inPerson, modalidade: "presencial", local: PLACE },
    ]) {
      const { location, googleCalendarUrl } = await fields(frontmatter);
      expect(new URL(String(googleCalendarUrl)).searchParams.get("location")).toBe(location);
    }
    expect((await fields({ ...inPerson, modalidade: "presencial", local: PLACE })).location).toBe(
      "Sede do Instituto, Rua das Flores, 100",
    );
  });
});

describe("an edition's lectures (palestras)", () => {
  it("name events of the agenda by their file's name, each checked once every file is loaded", async () => {
    const event = await asTheBuild(ONLINE);
    const edition = await contentNodeFields("boletins", {
      frontmatter: { numero: 1, titulo: "Dezembro", data: "2026-11-30", palestras: ["a-prece", "nao-existe"] },
      body: "",
      source: "---\n---\n",
      absolutePath: "/x/content/boletins/dezembro.mdx",
      shownPath: "content/boletins/dezembro.mdx",
    });
    // An edition of lectures only needs no text.
    if (!event.ok || !edition.ok) throw new Error("refused");
    const nodes: Record<string, Node[]> = {
      AgendaEvent: [{ ...event.fields, id: "e" } as unknown as Node],
      Edition: [{ ...edition.fields, id: "b" } as unknown as Node],
    };
    expect(relationProblems((type) => nodes[type] ?? [])).toEqual([
      `content/boletins/dezembro.mdx: "palestras" "nao-existe" não é o nome de nenhum arquivo de Agenda (content/agenda/)`,
    ]);
    const form = cmsCollection(EDITION_KIND) as { fields: Record<string, unknown>[] };
    expect(form.fields.find((field) => field.name === "palestras")).toMatchObject({
      widget: "relation",
      collection: "agenda",
      value_field: "{{slug}}",
      multiple: true,
    });
  });
});

describe("the editor's Agenda", () => {
  it("has the kind's fields, its start picked as the institute's clock shows it, the zone said beside it", () => {
    const collection = cmsCollection(AGENDA_KIND) as { label: string; fields: Record<string, unknown>[] };
    expect(collection.label).toBe("Agenda");
    const field = (name: string) => collection.fields.find((candidate) => candidate.name === name);
    expect(field("inicio")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD[T]HH:mm",
      picker_utc: false,
      required: true,
    });
    expect(String(field("inicio")?.hint)).toContain("horário de Brasília (America/Sao_Paulo)");
    expect(field("modalidade")).toMatchObject({ widget: "select", options: ["presencial", "online", "híbrida"] });
    expect(field("tipo")).toMatchObject({
      widget: "select",
      options: ["Palestra pública", "Estudo", "Reunião de prece", "Aula ao vivo", "Outro"],
    });
    expect(field("cancelado")).toMatchObject({ widget: "boolean", required: false });
    expect(field("excecoes")).toMatchObject({
      widget: "list",
      field: { widget: "datetime", format: "YYYY-MM-DD", time_format: false },
    });
    expect(field("remarcado_de")).toMatchObject({ widget: "list", field: { format: "YYYY-MM-DD[T]HH:mm" } });
    expect(field("curso")).toMatchObject({ widget: "relation", collection: "cursos", required: false });
    for (const name of ["local", "transmissao"]) expect(String(field(name)?.hint)).toMatch(/^Obrigatório se /);
  });
});

describe("a wall-clock time and its instant, with Intl alone", () => {
  it("agrees with @date-fns/tz every six hours of 2026 and 2027, in zones with and without daylight time", () => {
    const zones = ["America/Sao_Paulo", "Europe/Lisbon", "America/Los_Angeles", "Asia/Tokyo", "Australia/Sydney"];
    const mismatches: string[] = [];
    for (const zone of zones) {
      for (let instant = Date.UTC(2026, 0, 1); instant < Date.UTC(2028, 0, 1); instant += 6 * 60 * 60 * 1000) {
        const there = new TZDate(instant, zone);
        const wall = wallTimeAt(instant, zone);
        const expected = [there.getFullYear(), there.getMonth() + 1, there.getDate(), there.getHours(), there.getDay()];
        if (JSON.stringify([wall.year, wall.month, wall.day, wall.hour, wall.weekday]) !== JSON.stringify(expected))
          mismatches.push(`${zone} ${new Date(instant).toISOString()}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("names the instant of a time, the first of a time shown twice, and none for a time skipped", () => {
    expect(new Date(wallTimeToInstant("2026-12-03T20:00", "America/Sao_Paulo") ?? 0).toISOString()).toBe(
      "2026-12-03T23:00:00.000Z",
    );
    // Lisbon: clocks go from 01:00 to 02:00 on 28 March 2027, and from 02:00 back to 01:00 on 31 October 2027.
    expect(wallTimeToInstant("2027-03-28T01:30", "Europe/Lisbon")).toBeNull();
    expect(new Date(wallTimeToInstant("2027-10-31T01:30", "Europe/Lisbon") ?? 0).toISOString()).toBe(
      "2027-10-31T00:30:00.000Z",
    );
  });

  it("says the visitor's time where it differs, with the day where the day differs", () => {
    const start = Date.UTC(2027, 4, 14, 23);
    expect(visitorStart(start, "2027-05-14T20:00", "America/Sao_Paulo")).toBeNull();
    expect(visitorStart(start, "2027-05-14T20:00", "Europe/Lisbon")).toBe("sábado, 0h no seu horário (Lisboa)");
    expect(visitorStart(start, "2027-05-14T20:00", "America/Los_Angeles")).toBe("16h no seu horário (Los Angeles)");
    expect(visitorStart(Date.UTC(2026, 11, 3, 23), "2026-12-03T20:00", "Asia/Tokyo")).toBe(
      "sexta, 8h no seu horário (Tóquio)",
    );
    const intl = new Intl.DateTimeFormat("pt-BR", { weekday: "long", timeZone: "UTC" });
    expect(WEEKDAYS.map((_, day) => intl.format(new Date(Date.UTC(2026, 10, 1 + day))))).toEqual([...WEEKDAYS]);
  });
});

describe("an event's structured data (Google's event rich results)", () => {
  const base = {
    name: "Caridade e esperança",
    path: "/agenda/caridade-e-esperanca/",
    description: "Palestra pública.",
    startDate: "2026-12-02T19:30-03:00",
    endDate: "2026-12-02T20:30-03:00",
    cancelled: false,
    previousStartDate: null,
    modalidade: "híbrida",
    place: { name: "Sede do Instituto", address: "Rua das Flores, 100" },
    streamUrl: "https://youtu.be/CaRidAdeEsp",
    performer: "João Batista Moreira",
  };

  it("describes a hybrid event with both locations, the institute as organizer and the speaker as performer", () => {
    expect(eventData(base)).toMatchObject({
      "@type": "Event",
      startDate: "2026-12-02T19:30-03:00",
      endDate: "2026-12-02T20:30-03:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
      location: [
        { "@type": "Place", name: "Sede do Instituto", address: "Rua das Flores, 100" },
        { "@type": "VirtualLocation", url: "https://youtu.be/CaRidAdeEsp" },
      ],
      organizer: { "@type": "Organization", name: "Instituto Evolução para Todos" },
      performer: { "@type": "Person", name: "João Batista Moreira" },
    });
  });

  it("says a moved event's previous start, and a cancelled one's status with its start kept", () => {
    const moved = eventData({ ...base, previousStartDate: "2026-11-25T19:30-03:00" });
    expect(moved).toMatchObject({
      eventStatus: "https://schema.org/EventRescheduled",
      previousStartDate: "2026-11-25T19:30-03:00",
    });
    const cancelled = eventData({ ...base, cancelled: true, modalidade: "online", place: null });
    expect(cancelled).toMatchObject({
      eventStatus: "https://schema.org/EventCancelled",
      startDate: "2026-12-02T19:30-03:00",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation" },
    });
    expect(cancelled).not.toHaveProperty("previousStartDate");
  });
});
