import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, PHONE, visit } from "./fixtures";
import { expectSoundPage } from "./support/page-checks";
import { expectSecurityHeaders } from "./support/policy";
import { EXAMPLES_NOW } from "../scripts/lib/routes";
import { CALENDAR_HTTP } from "../src/shared/agenda/calendar-http";

/**
 * The agenda (docs/routes.md, "Agenda") on the build with the examples of docs/exemplos/agenda/, made as
 * of EXAMPLES_NOW (Tuesday 1 December 2026, noon in Brasília): a weekly study on Thursdays at 20h
 * (skipping 24 and 31 December), a hybrid lecture on Wednesday 2 December at 19h30 (moved from 25
 * November), a prayer meeting on 19 December (cancelled), an online lecture on Friday 14 May 2027 at
 * 20h, and a class of 20 November with its recording. Each test sets the page's clock (page.clock) from
 * that day, so what it sees never depends on the day it runs; each visit checks several things.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const HYBRID = "/agenda/caridade-e-esperanca/";
const SERIES = "/agenda/estudo-do-evangelho/";
const CANCELLED = "/agenda/reuniao-de-prece-de-natal/";

/** Every request the page makes to YouTube's or Google's hosts, thumbnails included. */
const VIDEO_HOSTS = /youtube|ytimg|googlevideo|google\.|gstatic|doubleclick/;

/** A listing's item, by the title its link shows and the day its time starts with. */
const item = (page: Page, title: string, day: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) })
    .filter({
      has: page.locator("time", { hasText: day }),
    });

/** The day groups /agenda/ shows under "Próximos encontros", by their headings. */
const dayHeadings = (page: Page) =>
  page.getByRole("region", { name: "Próximos encontros" }).getByRole("heading", { level: 3 });

/** The address the build was given (its canonical links'), which the calendars' addresses start with. */
async function builtAddress(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(HYBRID)).text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(canonical.endsWith(HYBRID), canonical).toBe(true);
  return canonical.slice(0, -HYBRID.length);
}

/**
 * The visitor's own time below Brasília's, on /agenda/ (Wednesday 2 December at 19h30, Thursday
 * 3 December at 20h: standard time in Lisbon and Los Angeles) and on the May lecture's page (Friday
 * 14 May 2027 at 20h: their daylight time). Empty where the visitor is on Brasília's time.
 */
const ZONES = [
  { zone: "America/Sao_Paulo", hybrid: "", study: "", may: "" },
  {
    zone: "Europe/Lisbon",
    hybrid: "22h30 no seu horário (Lisboa)",
    study: "23h no seu horário (Lisboa)",
    may: "sábado, 0h no seu horário (Lisboa)",
  },
  {
    // On a phone: the longest lines, on the narrowest screen.
    zone: "Asia/Tokyo",
    hybrid: "quinta, 7h30 no seu horário (Tóquio)",
    study: "sexta, 8h no seu horário (Tóquio)",
    may: "sábado, 8h no seu horário (Tóquio)",
  },
  {
    zone: "America/Los_Angeles",
    hybrid: "14h30 no seu horário (Los Angeles)",
    study: "15h no seu horário (Los Angeles)",
    may: "16h no seu horário (Los Angeles)",
  },
] as const;

for (const { zone, hybrid, study, may } of ZONES) {
  test.describe(`A visitor in ${zone}`, () => {
    test.use({ timezoneId: zone, ...(zone === "Asia/Tokyo" ? { viewport: PHONE } : {}) });

    test("reads each time in Brasília's time and, where it differs, in their own, on the agenda and an event's page, nothing moving", async ({
      page,
    }) => {
      await page.clock.setFixedTime(EXAMPLES_NOW + HOUR);
      // Axe in both schemes and no layout shift while the visitor's times arrive.
      await expectSoundPage(page, "/agenda/", { dark: zone === "Europe/Lisbon" });
      const first = item(page, "Caridade e esperança", "19h30");
      await expect(first.locator("time")).toHaveText("19h30, horário de Brasília");
      await expect(first.locator("time")).toHaveAttribute("datetime", "2026-12-02T19:30-03:00");
      await expect(first.getByText(/no seu horário/)).toHaveCount(hybrid ? 1 : 0);
      if (hybrid) await expect(first.getByText(hybrid, { exact: true })).toBeVisible();
      const thursday = page.getByRole("region", { name: "quinta-feira, 3 de dezembro de 2026" });
      await expect(thursday.locator("time")).toHaveText("20h, horário de Brasília");
      if (study) await expect(thursday.getByText(study, { exact: true })).toBeVisible();
      else await expect(thursday.getByText(/no seu horário/)).toHaveCount(0);
      // Nothing wider than the screen, the calendar's long address included.
      const viewport = page.viewportSize()?.width ?? 0;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);

      await expectSoundPage(page, "/agenda/a-prece-que-transforma/", { dark: false });
      await expect(page.getByText("sexta-feira, 14 de maio de 2027", { exact: true })).toBeVisible();
      await expect(page.getByText("20h às 21h, horário de Brasília", { exact: true })).toBeVisible();
      if (may) await expect(page.getByText(may, { exact: true })).toBeVisible();
      else await expect(page.getByText(/no seu horário/)).toHaveCount(0);
    });
  });
}

test.describe("What counts as coming", () => {
  test("is decided by the visitor's clock: the build's day lists the next eight weeks of the series, the cancelled meeting marked", async ({
    page,
  }) => {
    await page.clock.setFixedTime(EXAMPLES_NOW + HOUR);
    await visit(page, "/agenda/");
    await expect(dayHeadings(page)).toHaveText([
      "quarta-feira, 2 de dezembro de 2026",
      "quinta-feira, 3 de dezembro de 2026",
      "quinta-feira, 10 de dezembro de 2026",
      "quinta-feira, 17 de dezembro de 2026",
      "sábado, 19 de dezembro de 2026",
      "quinta-feira, 7 de janeiro de 2027",
      "quinta-feira, 14 de janeiro de 2027",
      "quinta-feira, 21 de janeiro de 2027",
      "sexta-feira, 14 de maio de 2027",
    ]);
    await expect(item(page, "Reunião de prece de Natal", "18h")).toContainText("Cancelado");
    await expect(item(page, "A prece que transforma", "20h")).toContainText("Maria Helena Duarte · Online");
    await expect(item(page, "Caridade e esperança", "19h30")).toContainText("João Batista Moreira · Sede do Instituto");
    // Past events with their recording, below.
    const recordings = page.getByRole("region", { name: "Gravações" });
    await expect(recordings.getByRole("link")).toHaveText(["O passe e a fluidoterapia"]);
    await expect(page.getByText("Nenhum encontro marcado por enquanto.")).toBeHidden();

    // The home page's next three, and its way to the whole agenda.
    await visit(page, "/");
    const band = page.getByRole("region", { name: "Próximos encontros" });
    await expect(band.getByRole("heading", { level: 3 })).toHaveText([
      "Caridade e esperança",
      "Estudo do Evangelho Segundo o Espiritismo",
      "Estudo do Evangelho Segundo o Espiritismo",
    ]);
    await band.getByRole("link", { name: "Ver a agenda completa" }).click();
    await expect(page).toHaveURL("/agenda/");
  });

  test("a page built days ago never shows a past lecture as coming, and shows the weeks it did not, before its first paint", async ({
    page,
  }) => {
    // Friday 4 December: the lecture of the 2nd and the study of the 3rd are over; the series' window
    // now reaches 28 January, which the build wrote hidden.
    await page.clock.setFixedTime(EXAMPLES_NOW + 3 * DAY);
    const painted: string[][] = [];
    await page.exposeFunction("recordPaint", (headings: string[]) => painted.push(headings));
    await page.addInitScript(() => {
      const record = (window as unknown as { recordPaint: (headings: string[]) => void }).recordPaint;
      // The days shown the moment the inline script after the listing has run, before the page's code.
      new MutationObserver((_records, observer) => {
        if (!document.getElementById("agenda-agora")) return;
        observer.disconnect();
        record(
          Array.from(document.querySelectorAll("[data-dia]"))
            .filter((day) => day.checkVisibility())
            .map((day) => day.querySelector("h3")?.textContent ?? ""),
        );
      }).observe(document, { childList: true, subtree: true });
    });
    await expectSoundPage(page, "/agenda/", { dark: false });
    const expected = [
      "quinta-feira, 10 de dezembro de 2026",
      "quinta-feira, 17 de dezembro de 2026",
      "sábado, 19 de dezembro de 2026",
      "quinta-feira, 7 de janeiro de 2027",
      "quinta-feira, 14 de janeiro de 2027",
      "quinta-feira, 21 de janeiro de 2027",
      "quinta-feira, 28 de janeiro de 2027",
      "sexta-feira, 14 de maio de 2027",
    ];
    await expect(dayHeadings(page).filter({ visible: true })).toHaveText(expected);
    expect(painted).toEqual([expected]);
    await expect(page.locator("#agenda-agora")).toHaveCount(0);

    // Months later, nothing is coming: /agenda/ says so, with the ways to hear of the next ones,
    // and the home page shows no band at all.
    await page.clock.setFixedTime(Date.UTC(2027, 5, 1, 12));
    await expectSoundPage(page, "/agenda/", { dark: false });
    await expect(page.getByText("Nenhum encontro marcado por enquanto.")).toBeVisible();
    await expect(dayHeadings(page).filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Receba o boletim" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Assinar a agenda" })).toBeVisible();
    await visit(page, "/");
    await expect(page.getByRole("region", { name: "Próximos encontros" })).toHaveCount(0);
  });

  test("without JavaScript, /agenda/ lists what the build wrote, in Brasília's time", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: "Asia/Tokyo" });
    const page = await context.newPage();
    await page.goto("/agenda/");
    await expect(dayHeadings(page).filter({ visible: true })).toHaveCount(9);
    await expect(dayHeadings(page).first()).toHaveText("quarta-feira, 2 de dezembro de 2026");
    await expect(page.getByText(/no seu horário \(/)).toHaveCount(0);
    await expect(page.getByText("19h30, horário de Brasília")).toBeVisible();
    await context.close();
  });
});

test.describe("An event's page", () => {
  test("a moved hybrid lecture: its new time, where, its text, related pages, its calendar links and structured data", async ({
    page,
    request,
  }) => {
    const site = await builtAddress(request);
    await page.clock.setFixedTime(EXAMPLES_NOW + HOUR);
    await visit(page, HYBRID);
    await expect(page.getByRole("heading", { level: 1, name: "Caridade e esperança" })).toBeVisible();
    await expect(
      page.getByText("Remarcado: antes era quarta-feira, 25 de novembro de 2026, 19h30, horário de Brasília."),
    ).toBeVisible();
    await expect(page.getByText("19h30 às 20h30, horário de Brasília", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Presencial em Sede do Instituto, Rua das Flores, 100 – Centro, São Paulo – SP, e online"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Ler mais: O Lobo Bom e o Lobo Mau" })).toHaveAttribute(
      "href",
      "/ensinamento/lobo-bom-lobo-mau/",
    );
    await expect(page.getByRole("link", { name: "Introdução ao Estudo Espírita" })).toHaveAttribute(
      "href",
      "/cursos/4/",
    );
    await expect(page.getByRole("link", { name: "Baixar o evento (.ics)" })).toHaveAttribute(
      "href",
      "/agenda/caridade-e-esperanca.ics",
    );
    const google = new URL(
      (await page.getByRole("link", { name: /Adicionar ao Google Agenda/ }).getAttribute("href")) ?? "",
    );
    // The address's shape the site relies on (docs/reliances.md, "Google Calendar").
    expect([
      google.origin + google.pathname,
      google.searchParams.get("action"),
      google.searchParams.get("dates"),
      google.searchParams.get("ctz"),
      google.searchParams.get("location"),
    ]).toEqual([
      "https://calendar.google.com/calendar/render",
      "TEMPLATE",
      "20261202T223000Z/20261202T233000Z",
      "America/Sao_Paulo",
      "Sede do Instituto, Rua das Flores, 100 – Centro, São Paulo – SP (e online)",
    ]);
    const subscribe = page.getByRole("region", { name: "Assinar a agenda" });
    await expect(subscribe.getByRole("link", { name: "Assinar no calendário deste aparelho" })).toHaveAttribute(
      "href",
      `${site.replace(/^https?:/, "webcal:")}/agenda.ics`,
    );
    await expect(subscribe.getByText(`${site}/agenda.ics`, { exact: true })).toBeVisible();
    for (const reader of ["Google Agenda:", "Apple (iPhone, iPad, Mac):", "Outlook:"])
      await expect(subscribe.getByText(reader)).toBeVisible();
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({
      "@type": "Event",
      startDate: "2026-12-02T19:30-03:00",
      endDate: "2026-12-02T20:30-03:00",
      eventStatus: "https://schema.org/EventRescheduled",
      previousStartDate: "2026-11-25T19:30-03:00",
      eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
      organizer: { name: "Instituto Evolução para Todos" },
      performer: { "@type": "Person", name: "João Batista Moreira" },
      url: `${site}${HYBRID}`,
    });
  });

  test("asks nothing of YouTube or Google until 'Assistir à transmissão' is pressed, then plays it in the page", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) asked.push(request.url());
    });
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>Player</p>" }),
    );
    await visit(page, HYBRID);
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole("button", { name: "Assistir à transmissão" })).toBeVisible();
    expect(asked).toEqual([]);
    await page.getByRole("button", { name: "Assistir à transmissão" }).click();
    const player = page.locator("iframe");
    await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/CaRidAdeEsp?autoplay=1");
    await expect(player).toHaveAttribute("title", "Transmissão ao vivo: Caridade e esperança");
    await expect.poll(() => asked).toEqual(["https://www.youtube-nocookie.com/embed/CaRidAdeEsp?autoplay=1"]);
  });

  test("a series says its days and skipped days and lists its next dates; a cancelled meeting says so first and offers no calendar", async ({
    page,
  }) => {
    await page.clock.setFixedTime(EXAMPLES_NOW + HOUR);
    await expectSoundPage(page, SERIES, { dark: false });
    await expect(
      page.getByText("Toda quinta-feira, de 5 de novembro de 2026 a 25 de março de 2027", { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText(
        "Não haverá encontro em quinta-feira, 24 de dezembro de 2026; quinta-feira, 31 de dezembro de 2026.",
      ),
    ).toBeVisible();
    const next = page.getByRole("region", { name: "Próximos encontros" });
    await expect(next.locator("time").filter({ visible: true })).toHaveText([
      "quinta-feira, 3 de dezembro de 2026, 20h, horário de Brasília",
      "quinta-feira, 10 de dezembro de 2026, 20h, horário de Brasília",
      "quinta-feira, 17 de dezembro de 2026, 20h, horário de Brasília",
      "quinta-feira, 7 de janeiro de 2027, 20h, horário de Brasília",
    ]);

    await visit(page, CANCELLED);
    const heading = page.getByRole("heading", { level: 1, name: "Reunião de prece de Natal" });
    const notice = page.getByText("Este encontro foi cancelado.");
    await expect(notice).toBeVisible();
    // Right under the title, before anything else of the event.
    expect((await notice.boundingBox())?.y ?? 0).toBeLessThan(
      (await page.getByText("sábado, 19 de dezembro de 2026").boundingBox())?.y ?? 0,
    );
    await expect(heading).toBeVisible();
    await expect(page.getByRole("region", { name: "Adicionar ao calendário" })).toHaveCount(0);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({
      eventStatus: "https://schema.org/EventCancelled",
      startDate: "2026-12-19T18:00-03:00",
    });
  });
});

test.describe("Search and sitemap", () => {
  test("the search finds an event by a word of its text, at its page; the sitemap lists the agenda and every event", async ({
    page,
    request,
  }) => {
    await visit(page, "/busca/?q=fluidoterapia");
    const results = page.getByRole("list", { name: "Resultados da busca" });
    await expect(results.getByRole("link", { name: "O passe e a fluidoterapia" })).toHaveAttribute(
      "href",
      "/agenda/o-passe-e-a-fluidoterapia/",
    );
    const site = await builtAddress(request);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/agenda/", HYBRID, SERIES, CANCELLED]) expect(sitemap).toContain(`<loc>${site}${path}</loc>`);
    expect(sitemap).not.toContain(".ics");
  });
});

test.describe("The calendars", () => {
  test("are served as text/calendar in UTF-8, cached for an hour, with the site's headers @hosting @npm-start", async ({
    request,
    host,
  }) => {
    for (const path of ["/agenda.ics", "/agenda/estudo-do-evangelho.ics"]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()["content-type"]?.toLowerCase(), path).toBe(CALENDAR_HTTP.contentType);
      expect(answer.headers()["cache-control"], path).toBe(CALENDAR_HTTP.cacheControl);
      // `npm start`'s server sends no deployment headers; nginx sends the site's.
      if (host === "nginx") expectSecurityHeaders(answer, path);
      const text = await answer.text();
      expect(text.startsWith("BEGIN:VCALENDAR\r\n"), path).toBe(true);
      expect(text).toContain("UID:estudo-do-evangelho@agenda.evolucao-para-todos");
    }
  });
});
