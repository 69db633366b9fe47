import React from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { ContactForm, type SendContactMessage } from "../src/components/ContactForm";
import type { SendOutcome } from "../src/shared/contact";
import ContactPage from "../src/pages/contato";
import NotFoundPage from "../src/pages/404";
import * as TEXTS from "../src/shared/texts/contact";
import type { PageProps } from "gatsby";
import { notePageChange } from "../src/browser/page-start";

const pageProps = {} as PageProps;

function fillRequired() {
  fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: "Maria" } });
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: "maria@example.org" } });
  fireEvent.change(screen.getByLabelText(/^Assunto/), { target: { value: "Cursos" } });
  fireEvent.change(screen.getByLabelText(/^Mensagem/), { target: { value: "Quando começam?" } });
}

const submit = () => screen.getByRole("button", { name: /Enviar Mensagem|Enviando/ });

describe("Contact form: fields (docs/behaviour.md: Forms, and the bounds of src/shared/forms.ts)", () => {
  it("requires nome, email, assunto and mensagem; whatsapp is optional; each is bounded", () => {
    render(<ContactForm />);
    expect(screen.getByLabelText(/^Nome/)).toBeRequired();
    expect(screen.getByLabelText(/^Nome/)).toHaveAttribute("maxLength", "120");
    expect(screen.getByLabelText(/^E-mail/)).toBeRequired();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute("maxLength", "254");
    expect(screen.getByLabelText(/^WhatsApp/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Assunto/)).toBeRequired();
    expect(screen.getByLabelText(/^Assunto/)).toHaveAttribute("maxLength", "200");
    expect(screen.getByLabelText(/^Mensagem/)).toBeRequired();
    expect(screen.getByLabelText(/^Mensagem/)).toHaveAttribute("rows", "4");
    expect(screen.getByLabelText(/^Mensagem/)).toHaveAttribute("maxLength", "5000");
  });

  it("posts to the forms' path without JavaScript, names itself, and links to the privacy page", () => {
    const { container } = render(<ContactForm />);
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/mensagens/");
    expect(container.querySelector('input[type="hidden"][name="form-name"]')).toHaveValue("contato");
    expect(screen.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute("href", "/privacidade/");
  });

  it("fills in the subject an address gives (?assunto=), within its bound, which the visitor can still change", () => {
    window.history.replaceState(null, "", "/contato/?assunto=Acessibilidade");
    const { unmount } = render(<ContactForm />);
    const subject = screen.getByLabelText(/^Assunto/);
    expect(subject).toHaveValue("Acessibilidade");
    fireEvent.change(subject, { target: { value: "Acessibilidade: o menu" } });
    expect(subject).toHaveValue("Acessibilidade: o menu");
    unmount();
    window.history.replaceState(null, "", `/contato/?assunto=${"x".repeat(300)}`);
    render(<ContactForm />);
    expect(screen.getByLabelText(/^Assunto/)).toHaveValue("x".repeat(200));
    window.history.replaceState(null, "", "/");
  });

  it("leaves the subject empty when the address gives none", () => {
    window.history.replaceState(null, "", "/contato/?assunto=%20");
    render(<ContactForm />);
    expect(screen.getByLabelText(/^Assunto/)).toHaveValue("");
    window.history.replaceState(null, "", "/");
  });

  it("has a honeypot that people do not see, hidden by CSS rather than `hidden`", () => {
    const { container } = render(<ContactForm />);
    const trap = container.querySelector('input[name="site"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap?.closest("[aria-hidden='true']")).not.toBeNull();
    expect(trap?.closest("[hidden]")).toBeNull();
    expect(screen.queryByRole("textbox", { name: /branco/ })).toBeNull();
  });
});

/** A send the test ends by hand, and what it was given. */
function pendingSend() {
  let finish: (result: SendOutcome) => void = () => undefined;
  const send = jest.fn<Promise<SendOutcome>, Parameters<SendContactMessage>>(
    () =>
      new Promise((resolve) => {
        finish = resolve;
      }),
  );
  return { send, finish: (result: SendOutcome) => finish(result) };
}

describe("Contact form: sending (docs/behaviour.md: States, with the real delivery of docs/service.md)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows 'Enviando...' with the button disabled for as long as the send lasts, then success for 5 s with the form cleared", async () => {
    const { send, finish } = pendingSend();
    render(<ContactForm send={send} />);
    fillRequired();
    act(() => jest.advanceTimersByTime(4000));
    fireEvent.click(submit());

    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent("Enviando...");
    // No wait of its own: a slow host keeps the form sending as long as it takes.
    act(() => jest.advanceTimersByTime(10_000));
    expect(submit()).toHaveTextContent("Enviando...");
    expect(send).toHaveBeenCalledWith(
      { nome: "Maria", email: "maria@example.org", whatsapp: "", assunto: "Cursos", mensagem: "Quando começam?" },
      { honeypot: "", openForMs: expect.any(Number) as unknown },
    );
    await act(async () => finish({ ok: true }));

    expect(screen.getByText(TEXTS.contactSuccess)).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveTextContent("Enviar Mensagem");
    expect(screen.getByLabelText(/^Nome/)).toHaveValue("");
    expect(screen.getByLabelText(/^Mensagem/)).toHaveValue("");

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText(TEXTS.contactSuccess)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(TEXTS.contactSuccess)).not.toBeInTheDocument();
  });

  it("after the banner's 5 s, a quiet line keeps the confirmation until the next send", async () => {
    const send = jest.fn<Promise<SendOutcome>, Parameters<SendContactMessage>>().mockResolvedValue({ ok: true });
    render(<ContactForm send={send} />);
    fillRequired();
    await act(async () => {
      fireEvent.click(submit());
    });
    expect(screen.getByRole("status")).toHaveTextContent(TEXTS.contactSuccess);
    expect(screen.queryByText(TEXTS.contactSent)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText(TEXTS.contactSuccess)).not.toBeInTheDocument();
    // Outside the live region: said once by the banner, then there to be read at the visitor's pace.
    expect(screen.getByText(TEXTS.contactSent)).toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText(TEXTS.contactSent)).toBeInTheDocument();
    fillRequired();
    send.mockResolvedValueOnce({ erro: "falha" });
    await act(async () => {
      fireEvent.click(submit());
    });
    expect(screen.queryByText(TEXTS.contactSent)).not.toBeInTheDocument();
  });

  const refusals: [string, SendOutcome, string][] = [
    ["the host failed", { erro: "falha" }, TEXTS.contactError],
    ["it came too soon", { erro: "cedo" }, "Aguarde alguns segundos e envie de novo."],
    [
      "too many came from the address",
      { erro: "limite" },
      "Muitas mensagens em pouco tempo. Tente novamente em alguns minutos.",
    ],
  ];
  for (const [why, outcome, message] of refusals) {
    it(`says so and keeps what was typed when ${why}`, async () => {
      const send = jest.fn<Promise<SendOutcome>, Parameters<SendContactMessage>>().mockResolvedValue(outcome);
      render(<ContactForm send={send} />);
      fillRequired();
      await act(async () => {
        fireEvent.click(submit());
      });
      expect(screen.getByRole("alert")).toHaveTextContent(message);
      expect(screen.getByLabelText(/^Nome/)).toHaveValue("Maria");
      expect(screen.getByLabelText(/^Mensagem/)).toHaveValue("Quando começam?");
      expect(submit()).toBeEnabled();
    });
  }

  it("shows the spec's error when the send itself throws (its code could not be downloaded)", async () => {
    const send = jest
      .fn<Promise<SendOutcome>, Parameters<SendContactMessage>>()
      .mockRejectedValue(new Error("offline"));
    render(<ContactForm send={send} />);
    fillRequired();
    await act(async () => {
      fireEvent.click(submit());
    });
    expect(screen.getByRole("alert")).toHaveTextContent(TEXTS.contactError);
    expect(TEXTS.contactError).toBe("Erro ao enviar mensagem. Tente novamente.");
    expect(screen.getByLabelText(/^Nome/)).toHaveValue("Maria");
  });

  it("lists the fields to correct when a rule refuses the send", async () => {
    const send = jest
      .fn<Promise<SendOutcome>, Parameters<SendContactMessage>>()
      .mockResolvedValue({ erro: "campos", campos: { mensagem: "A mensagem pode ter no máximo 3 links." } });
    render(<ContactForm send={send} />);
    fillRequired();
    await act(async () => {
      fireEvent.click(submit());
    });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(TEXTS.checkFields);
    expect(within(alert).getByRole("listitem")).toHaveTextContent("A mensagem pode ter no máximo 3 links.");
  });
});

describe("Contact page", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // Rendered in the browser, as a page reached by a link is: its load counts from now.
    notePageChange();
  });
  afterEach(() => jest.useRealTimers());

  it("loads for 1 s, then shows contact details, social links, hours, the WhatsApp chat and the form", async () => {
    render(<ContactPage {...pageProps} />);
    expect(screen.getByText("Carregando...")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByText("Carregando...")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText("Carregando...")).not.toBeInTheDocument();

    expect(screen.getByText("+55 (00) 00000-0000")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "contato@example.org" })).toBeInTheDocument();
    for (const network of ["Instagram", "TikTok", "YouTube"]) {
      expect(screen.getByRole("link", { name: `Seguir no ${network} (abre em nova aba)` })).toHaveTextContent("Seguir");
    }
    expect(screen.getAllByText("@evolucaoparatodos")).toHaveLength(3);
    expect(screen.getByText("Segunda a Sexta: 8h às 18h")).toBeInTheDocument();
    expect(screen.getByText("Atendimento online")).toBeInTheDocument();
    const chat = screen.getByRole("link", { name: /Chat no WhatsApp/ });
    expect(chat).toHaveAttribute("href", "https://wa.me/5500000000000");
    expect(chat).toHaveAttribute("target", "_blank");
    expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("form", { name: "Envie sua mensagem" })).toBeInTheDocument();
  });
});

describe("404 page", () => {
  it("says the page was not found and links back home", () => {
    render(<NotFoundPage {...pageProps} />);
    expect(screen.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");
  });
});
