import ICAL from "ical.js";
import { test, expect, visit } from "./fixtures";
import { CALENDAR_HTTP } from "../src/shared/agenda/calendar-http";

/**
 * The agenda on the published build, which has no event yet (docs/routes.md, "Agenda"): /agenda/ says so
 * plainly, with the ways to hear of the next ones, the home page shows no band, the footer leads there,
 * and the calendar to subscribe to is an empty one, ready for the first. The pages of events are
 * tested on the examples' build (e2e/agenda.spec.ts).
 */
test.describe("The agenda before the first event", () => {
  test("/agenda/ says nothing is marked and offers the calendar and the newsletter; the home page shows no band, its footer leads there", async ({
    page,
  }) => {
    await visit(page, "/");
    await expect(page.getByRole("region", { name: "Próximos encontros" })).toHaveCount(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Agenda" }).click();
    await expect(page).toHaveURL("/agenda/");
    await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
    await expect(page.getByText("Nenhum encontro marcado por enquanto.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Assinar a agenda" })).toBeVisible();
    const newsletter = page.getByRole("region", { name: "Receba o boletim" });
    await expect(newsletter.getByRole("textbox", { name: "Seu e-mail" })).toBeVisible();
    await expect(newsletter.getByRole("button", { name: "Inscrever-se" })).toBeVisible();
  });

  test("the calendar is an empty one, with its name and zone, as text/calendar for an hour @hosting @npm-start", async ({
    request,
  }) => {
    const answer = await request.get("/agenda.ics");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]?.toLowerCase()).toBe(CALENDAR_HTTP.contentType);
    expect(answer.headers()["cache-control"]).toBe(CALENDAR_HTTP.cacheControl);
    const calendar = new ICAL.Component(ICAL.parse(await answer.text()) as unknown[]);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Agenda do Instituto Evolução para Todos");
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("America/Sao_Paulo");
    expect(calendar.getAllSubcomponents("vevent")).toEqual([]);
  });
});
