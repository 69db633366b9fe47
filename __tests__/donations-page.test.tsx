import fs from "node:fs";
import path from "node:path";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import matter from "gray-matter";
import { DonationsView, type DonationPix, type DonationsData } from "../src/components/DonationsView";
import { uploadErrors } from "../src/admin/uploads";
import type { ImmutableMap } from "../src/admin/decap";
import { qrSvg } from "../src/buildtime/donations/qr-svg";
import { DONATIONS_KIND } from "../src/shared/content-kinds";
import { pixCodes, readPixSettings } from "../src/shared/pix/settings";
import * as TEXTS from "../src/shared/texts/donations";

/**
 * The page to support the institute as a visitor meets it (docs/routes.md, "Apoie o instituto"), with the
 * codes the build makes of the example of docs/exemplos/apoie.mdx: what it shows, the choice of an
 * amount, the copy button and what it says, and the page before its code runs and without it. That each
 * QR reads back to the code shown is e2e/donations.spec.ts's, in a browser.
 */

const { data: EXAMPLE } = matter(fs.readFileSync(path.join(__dirname, "../docs/exemplos/apoie.mdx"), "utf8"));
const reading = readPixSettings(EXAMPLE);
if (!reading.ok) throw new Error("The example's settings make no code.");
const codes = pixCodes(reading.settings);
const code = (reais: string | null, payload: string) => ({ reais, payload, svg: qrSvg(payload, TEXTS.qrLabel(reais)) });

const PIX: DonationPix = {
  keyKind: "CNPJ",
  free: code(null, codes.free),
  suggested: codes.suggested.map((item) => code(item.reais, item.payload)),
};
const [TWENTY, FIFTY] = PIX.suggested;

const PAGE: DonationsData = {
  bodyHtml: "<p>O que as doações pagam: o aluguel da sede.</p>",
  chave_pix: "43.516.287/0001-10",
  favorecido: "Instituto Evolução",
  razao_social: "Instituto Evolução para Todos",
  banco: "001 - Banco do Brasil",
  agencia: "1234-5",
  conta: "98765-4",
  cnpj: "43.516.287/0001-10",
  pix: PIX,
  relatorios: [
    { ano: 2025, arquivo: { publicURL: "/static/ab12/contas-2025.pdf", size: 1389 } },
    { ano: 2024, arquivo: { publicURL: "/static/cd34/contas-2024.pdf", size: 2_450_000 } },
  ],
};

const copyButton = () => screen.getByRole("button", { name: TEXTS.copyCode });
const qrImages = () => screen.getAllByRole("img").filter((image) => image.tagName.toLowerCase() === "svg");

/** The clipboard as the page finds it: `navigator.clipboard`, or none (an insecure page, an old browser). */
function useClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

async function press(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  });
}

afterEach(() => {
  useClipboard(undefined);
  window.getSelection()?.removeAllRanges();
});

describe("/apoie/: what the page shows", () => {
  it("shows the text, the code for any amount with its QR, the key with its kind, who receives and what to check", () => {
    const { container } = render(<DonationsView page={PAGE} pix={PIX} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Apoie o instituto");
    expect(screen.getByText("O que as doações pagam: o aluguel da sede.")).toBeInTheDocument();
    const pix = screen.getByRole("region", { name: "Doe por Pix" });
    expect(within(pix).getByRole("heading", { level: 3 })).toHaveTextContent(TEXTS.anyAmount);
    expect(qrImages().map((image) => image.getAttribute("aria-label"))).toEqual([TEXTS.qrLabel(null)]);
    expect(within(pix).getByText(PIX.free.payload).tagName).toBe("CODE");
    const terms = within(pix)
      .getAllByRole("term")
      .map((term) => term.textContent);
    const values = within(pix)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(terms).toEqual(["Chave Pix (CNPJ)", "Favorecido"]);
    expect(values).toEqual(["43.516.287/0001-10", "Instituto Evolução para Todos"]);
    expect(pix).toHaveTextContent(
      "Antes de confirmar, o aplicativo do seu banco mostra o nome de quem vai receber: confira se é Instituto Evolução para Todos.",
    );
    // The codes are no words to search for; the page has nothing that sends.
    expect(pix).toHaveAttribute("data-pagefind-ignore");
    expect(container.querySelector("form, input:not([type=radio]), iframe, img")).toBeNull();
  });

  it("shows the bank's details, and each year's accounts from the latest, each PDF with its size", () => {
    render(<DonationsView page={PAGE} pix={PIX} />);
    const bank = screen.getByRole("region", { name: "Transferência bancária" });
    expect(
      within(bank)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Banco", "Agência", "Conta", "Titular", "CNPJ"]);
    const accounts = screen.getByRole("region", { name: "Prestação de contas" });
    expect(
      within(accounts)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Contas de 2025 (PDF, 1,4 KB)", "/static/ab12/contas-2025.pdf"],
      ["Contas de 2024 (PDF, 2,5 MB)", "/static/cd34/contas-2024.pdf"],
    ]);
  });

  it("leaves out the bank's details and the accounts the file does not have", () => {
    render(<DonationsView page={{ ...PAGE, banco: null, agencia: null, conta: null, relatorios: null }} pix={PIX} />);
    expect(screen.queryByRole("region", { name: "Transferência bancária" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Prestação de contas" })).toBeNull();
  });
});

describe("/apoie/: choosing an amount", () => {
  it("offers any amount and each suggested one, and shows one amount's QR and code at a time", () => {
    render(<DonationsView page={PAGE} pix={PIX} />);
    const choice = screen.getByRole("group", { name: "Valor da doação" });
    const radios = within(choice).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual([
      TEXTS.anyAmount,
      "R$\u00a020,00",
      "R$\u00a050,00",
      "R$\u00a0100,00",
    ]);
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false, false, false]);
    fireEvent.click(within(choice).getByRole("radio", { name: "R$\u00a050,00" }));
    expect(qrImages().map((image) => image.getAttribute("aria-label"))).toEqual([TEXTS.qrLabel("R$\u00a050,00")]);
    expect(screen.getByText(FIFTY.payload)).toBeInTheDocument();
    expect(screen.queryByText(PIX.free.payload)).toBeNull();
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("R$\u00a050,00");
  });

  it("without suggested amounts, offers no choice: the one code", () => {
    render(<DonationsView page={PAGE} pix={{ ...PIX, suggested: [] }} />);
    expect(screen.queryByRole("group", { name: "Valor da doação" })).toBeNull();
    expect(qrImages()).toHaveLength(1);
  });
});

describe("/apoie/: 'Copiar código Pix'", () => {
  it("puts the code shown on the clipboard and says so in a live region; another amount starts silent", async () => {
    const writeText = jest.fn(() => Promise.resolve());
    useClipboard({ writeText });
    render(<DonationsView page={PAGE} pix={PIX} />);
    expect(screen.getByRole("status")).toHaveTextContent("");
    await press(copyButton());
    expect(writeText).toHaveBeenLastCalledWith(PIX.free.payload);
    expect(screen.getByRole("status")).toHaveTextContent(TEXTS.copied);
    fireEvent.click(screen.getByRole("radio", { name: "R$\u00a020,00" }));
    expect(screen.getByRole("status")).toHaveTextContent("");
    await press(copyButton());
    expect(writeText).toHaveBeenLastCalledWith(TWENTY.payload);
    expect(screen.getByRole("status")).toHaveTextContent(TEXTS.copied);
  });

  it.each([
    ["refuses to write", { writeText: () => Promise.reject(new DOMException("Negado", "NotAllowedError")) }],
    ["has no clipboard", undefined],
  ])("where the browser %s, says so and selects the code for the visitor to copy", async (_case, clipboard) => {
    useClipboard(clipboard);
    render(<DonationsView page={PAGE} pix={PIX} />);
    await press(copyButton());
    expect(screen.getByRole("status")).toHaveTextContent(TEXTS.copyFailed);
    expect(window.getSelection()?.toString()).toBe(PIX.free.payload);
  });
});

describe("/apoie/ before its code runs, and without JavaScript", () => {
  it("marks the choice and the copy button as needing the code, and lists every amount's code in <noscript>", () => {
    const html = renderToStaticMarkup(<DonationsView page={PAGE} pix={PIX} />);
    const page = new DOMParser().parseFromString(html, "text/html");
    expect(page.querySelector("fieldset")?.hasAttribute("data-needs-script")).toBe(true);
    const button = Array.from(page.querySelectorAll("button")).find((item) => item.textContent === TEXTS.copyCode);
    expect(button?.closest("[data-needs-script]")).not.toBeNull();
    // The code for any amount is outside <noscript>, as text to select; each suggested one inside it.
    const listed = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? "";
    for (const suggested of PIX.suggested) {
      expect(listed).toContain(`<code>${suggested.payload}</code>`);
      expect(listed).toContain(`aria-label="${TEXTS.qrLabel(suggested.reais)}"`);
    }
    expect(listed).not.toContain(TEXTS.copyCode);
    expect(html.replace(listed, "")).toContain(`<code>${PIX.free.payload}</code>`);
  });
});

describe("the editor's check of a year's accounts uploaded with the entry (src/admin/uploads.ts)", () => {
  const entry = (file: Blob) => {
    const values: Record<string, unknown> = {
      data: { toJS: () => ({ ...EXAMPLE, relatorios: [{ ano: 2025, arquivo: "relatorios/contas.pdf" }] }) },
      mediaFiles: { toJS: () => [{ path: "content/relatorios/contas.pdf", file }] },
    };
    return { get: (key: string) => values[key], getIn: () => undefined, toJS: () => values } as ImmutableMap;
  };

  it("takes a PDF, and refuses anything else by its bytes, naming the item's field as the build does", async () => {
    expect(await uploadErrors(DONATIONS_KIND, entry(new Blob(["%PDF-1.4\n"])), "content/apoie.mdx")).toEqual([]);
    expect(
      await uploadErrors(DONATIONS_KIND, entry(new Blob(["ano;entradas\n2025;10\n"])), "content/apoie.mdx"),
    ).toEqual([
      'content/apoie.mdx: "relatorios[1].arquivo" não é um PDF, pelo que o arquivo contém (relatorios/contas.pdf)',
    ]);
  });
});
