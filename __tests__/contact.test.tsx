import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ContactForm } from "../src/components/ContactForm";
import ContactPage from "../src/pages/contato";
import NotFoundPage from "../src/pages/404";
import * as MESSAGES from "../src/shared/messages/contact";
import type { PageProps } from "gatsby";

const pageProps = {} as PageProps;

function fillRequired() {
  fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: "Maria" } });
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: "maria@example.org" } });
  fireEvent.change(screen.getByLabelText(/^Assunto/), { target: { value: "Cursos" } });
  fireEvent.change(screen.getByLabelText(/^Mensagem/), { target: { value: "Quando começam?" } });
}

const submit = () => screen.getByRole("button", { name: /Enviar Mensagem|Enviando/ });

describe("Contact form: fields (SPEC §5)", () => {
  it("requires nome, email, assunto and mensagem; whatsapp is optional", () => {
    render(<ContactForm />);
    expect(screen.getByLabelText(/^Nome/)).toBeRequired();
    expect(screen.getByLabelText(/^E-mail/)).toBeRequired();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/^WhatsApp/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Assunto/)).toBeRequired();
    expect(screen.getByLabelText(/^Mensagem/)).toBeRequired();
    expect(screen.getByLabelText(/^Mensagem/)).toHaveAttribute("rows", "4");
  });
});

describe("Contact form: sending (SPEC §4)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("sends for 2 s with the button disabled, then shows success for 5 s and clears the form", async () => {
    render(<ContactForm />);
    fillRequired();
    fireEvent.click(submit());

    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent("Enviando...");
    await act(async () => {
      jest.advanceTimersByTime(1999);
    });
    expect(submit()).toHaveTextContent("Enviando...");
    await act(async () => {
      jest.advanceTimersByTime(1);
    });

    expect(screen.getByText(MESSAGES.contactSuccess)).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveTextContent("Enviar Mensagem");
    expect(screen.getByLabelText(/^Nome/)).toHaveValue("");
    expect(screen.getByLabelText(/^Mensagem/)).toHaveValue("");

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText(MESSAGES.contactSuccess)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(MESSAGES.contactSuccess)).not.toBeInTheDocument();
  });

  it("shows the error banner and keeps what was typed when sending fails", async () => {
    const send = jest.fn().mockRejectedValue(new Error("offline"));
    render(<ContactForm send={send} />);
    fillRequired();
    await act(async () => {
      fireEvent.click(submit());
    });
    expect(send).toHaveBeenCalledWith({
      nome: "Maria",
      email: "maria@example.org",
      whatsapp: "",
      assunto: "Cursos",
      mensagem: "Quando começam?",
    });
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.contactError);
    expect(MESSAGES.contactError).toBe("Erro ao enviar mensagem. Tente novamente.");
    expect(screen.getByLabelText(/^Nome/)).toHaveValue("Maria");
    expect(submit()).toBeEnabled();
  });
});

describe("Contact page", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("loads for 1 s, then shows contact details, social links, hours and the WhatsApp chat", () => {
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
  });
});

describe("404 page", () => {
  it("says the page was not found and links back home", () => {
    render(<NotFoundPage {...pageProps} />);
    expect(screen.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");
  });
});
