import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { test, expect, openPage } from "./fixtures";
import type { Service } from "../src/service/server";
import { confirmedCount, subscriptions } from "../src/service/store/newsletter";
import { messages } from "../src/service/store/tables";
import { CONTACT_FORM, NEWSLETTER_FORM, postedFields } from "../src/shared/forms";
import { startQuietService, testServiceSettings } from "./support/processes";
import { startSmtp, type SmtpStandIn } from "./support/smtp";
import { SITE_PORT } from "./support/servers";

/**
 * The contact form and the newsletter, delivered for real (docs/service.md), from the browser: each
 * test has its own service in front of the suite's `gatsby serve`, as `npm start` runs it, its own
 * store and its own SMTP server on 127.0.0.1.
 */
let scratch: string;
let smtp: SmtpStandIn;
let service: Service;
let base: string;

async function startOwnService(settings: Record<string, string> = {}) {
  service = await startQuietService({
    // The stand-in offers no STARTTLS: named as a local relay would be.
    ...testServiceSettings(path.join(scratch, "loja"), `${smtp.url}?tls=off`),
    SITE_UPSTREAM: `http://127.0.0.1:${SITE_PORT}`,
    CONTACT_STORE_BUSY_MS: "200",
    ...settings,
    // Known once the service listens: set below.
    SITE_URL: "http://localhost",
  });
  // The page is opened at localhost (the tests' browser reaches only localhost) on the service's port.
  base = service.url.replace("127.0.0.1", "localhost");
}

test.beforeEach(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "mensagens-e2e-"));
  smtp = await startSmtp();
});

// The browser's connections go before the servers they talk to: a request the page still makes (a
// link's prefetch, late when a test has moved the page's clock on) would otherwise meet a closed port
// and log an error, and a connection Chromium opened ahead of a request (a preconnect) is no idle one
// that a stop closes at once: the service would wait its SERVICE_STOP_WAIT_MS for it.
test.afterEach(async ({ page }) => {
  await page.context().close();
  await service.close();
  await smtp.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const MESSAGE = {
  nome: "João Conceição",
  email: "joao@example.org",
  whatsapp: "+55 21 99999-0000",
  assunto: "Grupo de estudo — horários",
  mensagem: "Olá! Há vagas no grupo de quinta-feira?\nObrigado, paz e luz ✨",
};

async function openContact(page: Page) {
  await openPage(page, `${base}/contato/`);
  await expect(page.locator("[data-loading-overlay]")).toHaveCount(0, { timeout: 30_000 });
}

async function fill(page: Page, message = MESSAGE) {
  await page.getByLabel(/^Nome/).fill(message.nome);
  await page.getByLabel(/^E-mail/).fill(message.email);
  await page.getByLabel(/^WhatsApp/).fill(message.whatsapp);
  await page.getByLabel(/^Assunto/).fill(message.assunto);
  await page.getByLabel(/^Mensagem/).fill(message.mensagem);
}

const sendButton = (page: Page) => page.getByRole("button", { name: /Enviar Mensagem|Enviando/ });
const success = (page: Page) => page.getByText("Mensagem enviada com sucesso! Entraremos em contato em breve.");

async function expectTextKept(page: Page) {
  await expect(page.getByLabel(/^Nome/)).toHaveValue(MESSAGE.nome);
  await expect(page.getByLabel(/^Mensagem/)).toHaveValue(MESSAGE.mensagem);
  await expect(sendButton(page)).toBeEnabled();
}

const storedMessages = () => messages(service.store.db).length;

/** The browser logs every answer with an error status; these are the ones a test provokes. */
const refusedSend = (status: number) => ({
  expectedErrors: [
    new RegExp(`Failed to load resource: the server responded with a status of ${status} .*\\/mensagens\\/`),
  ],
});

test.describe("The contact form, delivered", () => {
  test("a message sent from the browser posts exactly the form's fields and arrives with every field, Reply-To and UTF-8 intact", async ({
    page,
  }) => {
    await startOwnService();
    await openContact(page);
    await fill(page);
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await sendButton(page).click();
    const request = await posted;
    expect(new URL(request.url()).pathname).toBe("/mensagens/");
    expect(request.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    const body = new URLSearchParams(request.postData() ?? "");
    expect([...body.keys()]).toEqual(postedFields(CONTACT_FORM));
    expect(Object.fromEntries(body)).toEqual({
      "form-name": "contato",
      ...MESSAGE,
      site: "",
      tempo: expect.stringMatching(/^\d+$/) as unknown,
    });
    await expect(success(page)).toBeVisible();
    await expect(page.getByLabel(/^Nome/)).toHaveValue("");

    const [mail] = await smtp.waitFor(1);
    expect(mail.replyTo).toMatchObject({ value: [{ address: MESSAGE.email, name: MESSAGE.nome }] });
    expect(mail.to).toMatchObject({ value: [{ address: "instituto@example.org" }] });
    expect(mail.subject).toBe(`[Contato pelo site] ${MESSAGE.assunto}`);
    for (const value of Object.values(MESSAGE)) expect(mail.text).toContain(value);
  });

  test.describe(() => {
    test.use(refusedSend(503));
    test("a store that cannot be written: the spec's error, and the text stays in the form", async ({ page }) => {
      await startOwnService();
      await openContact(page);
      await fill(page);
      const other = new Database(path.join(scratch, "loja", "mensagens.sqlite"));
      other.exec("BEGIN EXCLUSIVE");
      try {
        await sendButton(page).click();
        await expect(page.getByRole("alert")).toHaveText("Erro ao enviar mensagem. Tente novamente.");
      } finally {
        other.exec("ROLLBACK");
        other.close();
      }
      await expectTextKept(page);
      expect(storedMessages()).toBe(0);
      // Sent again once the store can be written: received.
      await sendButton(page).click();
      await expect(success(page)).toBeVisible();
      await smtp.waitFor(1);
    });
  });

  test("a filled honeypot is answered like a send, and nothing is stored or delivered", async ({ page }) => {
    await startOwnService();
    await openContact(page);
    await fill(page);
    // What a bot does: it fills every field it finds, the one people never see included.
    await page
      .locator('input[name="site"]')
      .evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
    await sendButton(page).click();
    await expect(success(page)).toBeVisible();
    // The service stores before it answers: a message it kept would be stored by now.
    expect(storedMessages()).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  test.describe(() => {
    test.use(refusedSend(429));
    test("too many sends from one address: 429, the page says so and keeps the text", async ({ page }) => {
      await startOwnService({ CONTACT_RATE_LIMIT: "1/600" });
      await openContact(page);
      await fill(page);
      await sendButton(page).click();
      await expect(success(page)).toBeVisible();
      await fill(page);
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await sendButton(page).click();
      expect((await answer).status()).toBe(429);
      await expect(page.getByRole("alert")).toHaveText(
        "Muitas mensagens em pouco tempo. Tente novamente em alguns minutos.",
      );
      await expectTextKept(page);
      expect(storedMessages()).toBe(1);
    });
  });

  test.describe(() => {
    test.use(refusedSend(422));
    test("a send sooner than a person writes is refused visibly, and goes through a few seconds later", async ({
      page,
    }) => {
      // A minute's minimum, on the page's own clock, which the test moves on: no busy runner can type
      // the form slowly enough to pass it, nor make the test wait for it.
      await page.clock.install();
      await startOwnService({ CONTACT_MIN_FILL_MS: "60000" });
      await openContact(page);
      await fill(page);
      await sendButton(page).click();
      await expect(page.getByRole("alert")).toHaveText("Aguarde alguns segundos e envie de novo.");
      await expectTextKept(page);
      expect(storedMessages()).toBe(0);
      // The minimum counts from the form's appearance: past it, the same send goes through.
      await page.clock.fastForward(61_000);
      await sendButton(page).click();
      await expect(success(page)).toBeVisible();
      expect(storedMessages()).toBe(1);
    });
  });
});

test.describe("A site on Netlify whose newsletter the service runs on a server of its own", () => {
  // What the browser logs of the other origin's send: the policy's refusal, and the service's 403. One pattern,
  // since Playwright reads a two-element array given to an option as [value, options].
  test.use({
    expectedErrors: [
      /has been blocked by CORS policy|Failed to load resource: the server responded with a status of 403/,
    ],
  });
  test("the site's pages post to the service across origins and read its answer; another origin's page can read nothing", async ({
    page,
  }) => {
    // The site at one origin (`gatsby serve` itself), the service at another, as docs/service.md, "On Netlify", sets them up.
    const site = `http://localhost:${SITE_PORT}`;
    service = await startQuietService({
      ...testServiceSettings(path.join(scratch, "loja"), `${smtp.url}?tls=off`),
      SITE_URL: site,
    });
    const subscribe = (email: string) =>
      page.evaluate(
        async ([url, address]) => {
          const body = new URLSearchParams({
            "form-name": "newsletter",
            email: address,
            consentimento: "sim",
            site: "",
            tempo: "5000",
          });
          try {
            const answer = await fetch(`${url}/mensagens/`, {
              method: "POST",
              headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
              body,
            });
            return JSON.stringify(await answer.json());
          } catch {
            return "unreadable";
          }
        },
        [service.url, email],
      );
    await page.goto(`${site}/ensinamentos/`);
    expect(await subscribe("leitora@example.org")).toBe('{"ok":true}');
    // The same pages at another address are another origin (another site, for the service).
    await page.goto(`http://127.0.0.1:${SITE_PORT}/ensinamentos/`);
    expect(await subscribe("outra@example.org")).toBe("unreadable");
    await expect.poll(() => subscriptions(service.store.db).map((row) => row.email)).toEqual(["leitora@example.org"]);
  });
});

test.describe("The newsletter, with double opt-in", () => {
  test("the box asks for the consent, says the request came, and the e-mail's link confirms it", async ({ page }) => {
    await startOwnService();
    await openPage(page, `${base}/ensinamentos/`);
    await expect(page.locator("[data-loading-overlay]")).toHaveCount(0, { timeout: 30_000 });
    const box = page.getByRole("complementary", { name: "Filtros e destaques" });
    await box.getByRole("textbox", { name: "Seu e-mail" }).fill("leitora@example.org");
    const subscribe = box.getByRole("button", { name: "Inscrever-se" });
    await subscribe.click();
    // The consent is required: the browser refuses the send.
    expect(await box.getByRole("checkbox").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    expect(subscriptions(service.store.db)).toEqual([]);
    await expect(box.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute("href", "/privacidade/");
    await box.getByRole("checkbox", { name: /Aceito receber a newsletter/ }).check();
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await subscribe.click();
    expect([...new URLSearchParams((await posted).postData() ?? "").keys()]).toEqual(postedFields(NEWSLETTER_FORM));
    await expect(
      box.getByText("Pedido recebido! Confira o seu e-mail e confirme a inscrição pelo endereço que enviamos."),
    ).toBeVisible();

    const [mail] = await smtp.waitFor(1);
    const link = /http:\/\/localhost(\/mensagens\/confirmar\/[A-Za-z0-9_-]+)/.exec(mail.text ?? "")?.[1];
    expect(link).toBeDefined();
    await page.goto(`${base}${link}`);
    await expect(page.getByRole("heading", { name: "Confirmar inscrição" })).toBeVisible();
    expect(confirmedCount(service.store.db)).toBe(0);
    await page.getByRole("button", { name: "Confirmar inscrição" }).click();
    await expect(page.getByText("Inscrição confirmada.")).toBeVisible();
    expect(confirmedCount(service.store.db)).toBe(1);
  });

  test("a visitor who read the list for a while is accepted seconds after first touching the box", async ({ page }) => {
    // The service's own minimum, which counts from when the page began, not from the first touch.
    await startOwnService({ CONTACT_MIN_FILL_MS: "3000" });
    await openPage(page, `${base}/ensinamentos/`);
    await page.waitForFunction(() => performance.now() >= 8_000, undefined, { timeout: 20_000 });
    const box = page.getByRole("complementary", { name: "Filtros e destaques" });
    const email = box.getByRole("textbox", { name: "Seu e-mail" });
    await email.click();
    const touchedAt = await page.evaluate(() => performance.now());
    await email.fill("leitor@example.org");
    await box.getByRole("checkbox", { name: /Aceito receber a newsletter/ }).check();
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await box.getByRole("button", { name: "Inscrever-se" }).click();
    const sentAt = await page.evaluate(() => performance.now());
    // The sequence that was refused: the send within 3 s of the first touch.
    expect(sentAt - touchedAt).toBeLessThan(3_000);
    const shownAt = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    );
    const tempo = Number(new URLSearchParams((await posted).postData() ?? "").get("tempo"));
    expect(tempo).toBeGreaterThanOrEqual(touchedAt - shownAt);
    await expect(box.getByText(/^Pedido recebido!/)).toBeVisible();
    expect(subscriptions(service.store.db)).toHaveLength(1);
  });
});

test.describe("A form sent without JavaScript", () => {
  test.use({ javaScriptEnabled: false, ...refusedSend(429) });
  test("the answer's page leads back to the teachings list the newsletter box was on, even when it refuses", async ({
    page,
  }) => {
    await startOwnService({ CONTACT_RATE_LIMIT: "1/600" });
    const subscribe = async () => {
      await page.goto(`${base}/ensinamentos/`);
      const box = page.getByRole("complementary", { name: "Filtros e destaques" });
      await box.getByRole("textbox", { name: "Seu e-mail" }).fill("leitora@example.org");
      await box.getByRole("checkbox", { name: /Aceito receber a newsletter/ }).check();
      await box.getByRole("button", { name: "Inscrever-se" }).click();
    };
    await subscribe();
    await expect(page.getByRole("status")).toHaveText(/^Pedido recebido/);
    await subscribe();
    await expect(page.getByRole("status")).toHaveText(
      "Muitas mensagens em pouco tempo. Tente novamente em alguns minutos.",
    );
    await page.getByRole("link", { name: "Voltar ao site" }).click();
    expect(new URL(page.url()).pathname).toBe("/ensinamentos/");
    expect(subscriptions(service.store.db)).toHaveLength(1);
  });
});
