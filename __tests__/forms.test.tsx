import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { sendForm } from "../src/browser/send-form";
import { CONTACT_FORM, NEWSLETTER_FORM, newsletterFormAction, postedFields } from "../src/shared/forms";
import { netlifyForms } from "../src/buildtime/netlify-forms";
import { checkForm, isEmailAddress } from "../src/shared/form-validation";
import { NewsletterForm, type SendSubscription } from "../src/components/NewsletterForm";
import { loadTranslationWidget } from "../src/browser/translation-loader";
import type { SendOutcome } from "../src/shared/contact";
import * as NEWSLETTER from "../src/shared/texts/newsletter";

/** The page's side of the forms: what it posts and how it reads the answer (docs/service.md). */

const MESSAGE = { nome: "Maria", email: "maria@example.org", whatsapp: "", assunto: "Cursos", mensagem: "Olá, ção!" };

/** A host that answers `status` with `body` (JSON when an object, else a page that is not JSON). */
function answerWith(status: number, body: unknown = null) {
  const json = () => (body === null ? Promise.reject(new SyntaxError("not JSON")) : Promise.resolve(body));
  const fetchMock = jest.fn((_url: string, _init: RequestInit) =>
    Promise.resolve({ ok: status < 300, status, json } as Response),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

afterEach(() => Reflect.deleteProperty(globalThis, "fetch"));

describe("sendForm", () => {
  it("posts url-encoded to /mensagens/ with the form's name, its fields, the honeypot and the time open", async () => {
    const fetchMock = answerWith(200, { ok: true });
    expect(await sendForm(CONTACT_FORM, MESSAGE, { honeypot: "", openForMs: 4321.6 })).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/mensagens/");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
    });
    expect(init.body).toBe(
      "form-name=contato&nome=Maria&email=maria%40example.org&whatsapp=&assunto=Cursos&mensagem=Ol%C3%A1%2C+%C3%A7%C3%A3o%21&site=&tempo=4322",
    );
    expect([...new URLSearchParams(init.body as string).keys()]).toEqual(postedFields(CONTACT_FORM));
  });

  it("reads the service's answer as it is (one vocabulary), and another host's by its status", async () => {
    const answers: [number, unknown, SendOutcome][] = [
      // The service's own answers.
      [422, { erro: "cedo" }, { erro: "cedo" }],
      [429, { erro: "limite" }, { erro: "limite" }],
      [503, { erro: "armazenamento" }, { erro: "armazenamento" }],
      [
        400,
        { erro: "campos", campos: { nome: "Preencha o campo Nome." } },
        { erro: "campos", campos: { nome: "Preencha o campo Nome." } },
      ],
      // Netlify Forms' page for a send it took; nginx's own limit; anything else.
      [200, null, { ok: true }],
      [429, null, { erro: "limite" }],
      [404, null, { erro: "falha" }],
      [500, { erro: "desconhecido" }, { erro: "falha" }],
    ];
    for (const [status, body, outcome] of answers) {
      answerWith(status, body);
      expect([status, body, await sendForm(CONTACT_FORM, MESSAGE, { honeypot: "", openForMs: 5000 })]).toEqual([
        status,
        body,
        outcome,
      ]);
    }
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await sendForm(CONTACT_FORM, MESSAGE, { honeypot: "", openForMs: 5000 })).toEqual({ erro: "falha" });
  });

  it("refuses, without sending, what the service would refuse", async () => {
    const fetchMock = answerWith(200);
    const result = await sendForm(
      CONTACT_FORM,
      { ...MESSAGE, email: "maria@localhost" },
      { honeypot: "", openForMs: 5000 },
    );
    expect(result).toEqual({
      erro: "campos",
      campos: { email: "Informe um e-mail válido, como nome@exemplo.com." },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the forms' rules", () => {
  it("take an e-mail SMTP can carry, and nothing else", () => {
    for (const good of ["a@b.co", "nome.sobrenome+tag@sub.example.org", `${"a".repeat(64)}@example.org`])
      expect([good, isEmailAddress(good)]).toEqual([good, true]);
    for (const bad of [
      "",
      "a@b",
      "@b.co",
      "a@-b.co",
      `${"a".repeat(65)}@example.org`,
      `a@${"b".repeat(250)}.org`,
      "a b@c.org",
      "a@b.co\n",
    ])
      expect([bad, isEmailAddress(bad)]).toEqual([bad, false]);
  });

  it("refuse, on the page as in the service, a field of one line that holds an encoded word a mail program would decode", () => {
    const message = { nome: "Ana", email: "ana@example.org", whatsapp: "", assunto: "Oi", mensagem: "Olá" };
    for (const [field, value] of [
      ["assunto", "Fatura =?utf-8?q?=E2=80=AEfdp.exe?="],
      ["nome", "=?UTF-8?B?QmNjOiBh?= Ana"],
    ])
      expect(checkForm(CONTACT_FORM, { ...message, [field]: value })).toEqual({
        ok: false,
        errors: { [field]: expect.stringContaining("há caracteres que não podem ser enviados") as unknown },
      });
    // In a paragraph it is text, as a person may quote one.
    expect(checkForm(CONTACT_FORM, { ...message, mensagem: "Vi =?utf-8?q?isto?= num e-mail" }).ok).toBe(true);
  });

  it("need the newsletter's consent", () => {
    expect(checkForm(NEWSLETTER_FORM, { email: "a@b.co", consentimento: "sim" }).ok).toBe(true);
    for (const refused of [{ email: "a@b.co" }, { email: "a@b.co", consentimento: "" }])
      expect(checkForm(NEWSLETTER_FORM, refused)).toEqual({
        ok: false,
        errors: { consentimento: "Marque a caixa para concordar em receber a newsletter." },
      });
    expect(checkForm(NEWSLETTER_FORM, { email: "a@b.co", consentimento: "talvez" })).toEqual({
      ok: false,
      errors: { consentimento: "Marque a caixa para concordar em receber a newsletter." },
    });
  });
});

describe("the newsletter box (docs/behaviour.md: Screens, with docs/service.md)", () => {
  const emailBox = () => screen.getByRole("textbox", { name: "Seu e-mail" });
  const consent = () => screen.getByRole("checkbox", { name: /Aceito receber a newsletter/ });
  const subscribe = () => screen.getByRole("button", { name: /Inscrever-se|Enviando/ });

  it("asks for the e-mail and an explicit consent that links to the privacy page", () => {
    render(<NewsletterForm inputClassName="campo" />);
    expect(emailBox()).toBeRequired();
    expect(emailBox()).toHaveAttribute("type", "email");
    expect(consent()).toBeRequired();
    expect(consent()).not.toBeChecked();
    expect(screen.getByRole("link", { name: NEWSLETTER.privacyLinkText })).toHaveAttribute("href", "/privacidade/");
    expect(subscribe()).toHaveTextContent("Inscrever-se");
  });

  it("leads to the editions already sent", () => {
    render(<NewsletterForm inputClassName="campo" />);
    expect(screen.getByRole("link", { name: "Ver edições anteriores" })).toHaveAttribute("href", "/boletins/");
  });

  it("says under the box that the request came, in a live region, and clears it", async () => {
    let finish: (outcome: SendOutcome) => void = () => undefined;
    const send = jest.fn<ReturnType<SendSubscription>, Parameters<SendSubscription>>(
      () => new Promise((resolve) => (finish = resolve)),
    );
    render(<NewsletterForm inputClassName="campo" send={send} />);
    fireEvent.change(emailBox(), { target: { value: "ana@example.org" } });
    fireEvent.click(consent());
    fireEvent.click(subscribe());
    expect(subscribe()).toBeDisabled();
    expect(subscribe()).toHaveTextContent("Enviando...");
    expect(send).toHaveBeenCalledWith(
      { email: "ana@example.org", consentimento: "sim" },
      { honeypot: "", openForMs: expect.any(Number) as unknown },
    );
    await act(async () => finish({ ok: true }));
    const answer = screen.getByText(NEWSLETTER.requested);
    expect(answer).toHaveAttribute("aria-live", "polite");
    expect(emailBox()).toHaveValue("");
    expect(consent()).not.toBeChecked();
  });

  it("keeps the e-mail and says why when the request fails", async () => {
    const send = jest
      .fn<ReturnType<SendSubscription>, Parameters<SendSubscription>>()
      .mockResolvedValue({ erro: "falha" });
    render(<NewsletterForm inputClassName="campo" send={send} />);
    fireEvent.change(emailBox(), { target: { value: "ana@example.org" } });
    fireEvent.click(consent());
    await act(async () => {
      fireEvent.click(subscribe());
    });
    expect(screen.getByText(NEWSLETTER.failed)).toBeInTheDocument();
    expect(emailBox()).toHaveValue("ana@example.org");
    expect(consent()).toBeChecked();
  });
});

describe("the translation script (docs/translation.md)", () => {
  const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script[src*='translate.google.com']"));
  afterEach(() => scripts().forEach((script) => script.remove()));

  it("is added once, with its callback and hl=pt; a failed download is tried again at the next call", async () => {
    const first = loadTranslationWidget();
    expect(loadTranslationWidget()).toBe(first);
    expect(scripts().map((script) => script.src)).toEqual([
      "https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit&hl=pt",
    ]);
    expect(typeof window.googleTranslateElementInit).toBe("function");
    scripts()[0].dispatchEvent(new Event("error"));
    await expect(first).rejects.toThrow("Não foi possível carregar o widget de tradução.");
    expect(scripts()).toHaveLength(0);
    const second = loadTranslationWidget();
    expect(second).not.toBe(first);
    scripts()[0].dispatchEvent(new Event("load"));
    await expect(second).resolves.toBeUndefined();
  });
});

describe("the newsletter of a site on Netlify whose service runs on a server of its own", () => {
  it("posts to the service's address the build is given, and leaves Netlify Forms the contact form alone", () => {
    expect(newsletterFormAction(undefined)).toBe("/mensagens/");
    expect(newsletterFormAction("https://servico.example.org")).toBe("https://servico.example.org/mensagens/");
    expect(() => newsletterFormAction("http://servico.example.org")).toThrow(/GATSBY_NEWSLETTER_SERVICE_URL.*https/);
    expect(netlifyForms("/mensagens/").map((form) => form.name)).toEqual(["contato", "newsletter"]);
    expect(netlifyForms("https://servico.example.org/mensagens/").map((form) => form.name)).toEqual(["contato"]);
  });
});
