import { within } from "@testing-library/dom";
import { conformance } from "../../src/shared/accessibility/criteria";
import { CRITERIA } from "../../src/shared/accessibility/table";
import { PUBLISHED, openBuilt } from "./built-site";

/**
 * The accessibility statement (/acessibilidade/, docs/accessibility.md) as its HTML reads, whole,
 * before any script runs: what it claims, and every criterion of WCAG 2.2 A and AA in tables a screen
 * reader can walk. The way from it to the contact form, with its subject filled in, needs the page's
 * code: e2e/accessibility.spec.ts.
 */
const statement = () => within(openBuilt(PUBLISHED, "/acessibilidade/").body);

describe("The accessibility statement", () => {
  it("states the standard, the status as measured, the date, and its parts", () => {
    const page = statement();
    expect(page.getByRole("heading", { level: 1, name: "Declaração de Acessibilidade" })).toBeTruthy();
    const status = page.getByRole("region", { name: "Situação de conformidade" });
    expect(status.textContent).toContain("WCAG 2.2, nível AA (W3C) e ABNT NBR 17225:2025");
    const { status: claim } = conformance(CRITERIA);
    expect(within(status).getAllByRole("definition")[1].textContent).toBe(
      claim === "conformidade regular" ? "Conformidade regular" : "Conformidade parcial",
    );
    expect(status.textContent).toContain("27 de novembro de 2026");
    for (const part of ["Medidas adotadas", "Como avaliamos", "Limitações conhecidas", "Tecnologias", "Datas"])
      expect(page.getByRole("heading", { level: 2, name: part })).toBeTruthy();
  });

  it("lists every WCAG 2.2 criterion of levels A and AA in tables with captions and headers", () => {
    const page = statement();
    const tables = page.getAllByRole("table");
    expect(tables).toHaveLength(4);
    for (const [index, name] of ["Perceptível", "Operável", "Compreensível", "Robusto"].entries()) {
      expect(tables[index]).toHaveAccessibleName(new RegExp(`^Princípio ${index + 1}, ${name}: \\d+ critérios`));
      expect(
        within(tables[index])
          .getAllByRole("columnheader")
          .map((header) => header.textContent),
      ).toEqual(["Critério", "Nível", "Situação", "Como o site atende", "Como é verificado"]);
    }
    const rows = page.getAllByRole("rowheader");
    expect(rows.map((row) => row.textContent?.split(" ")[0])).toEqual(CRITERIA.map(({ id }) => id));
    const obsolete = page.getAllByRole("row").find((row) => /^4\.1\.1 /.test(row.textContent ?? ""));
    expect(obsolete?.textContent).toContain("Obsoleto");
  });

  it("describes each manual procedure the table points to, with its last result and date", () => {
    const page = statement();
    const links = page.getAllByRole("link", { name: /^(Títulos|Ordem|Movimento|Gestos)/ });
    expect(links.length).toBeGreaterThan(10);
    const anchors = new Set(links.map((link) => link.getAttribute("href") ?? ""));
    expect(anchors.size).toBe(4);
    for (const anchor of anchors) {
      const procedure = page.getByRole("article", {
        name: links.find((l) => l.getAttribute("href") === anchor)?.textContent ?? "",
      });
      expect(`#${procedure.id}`).toBe(anchor);
      expect(procedure.textContent).toContain("Último resultado");
      expect(procedure.textContent).toContain("2026");
    }
  });

  it("leads to the contact form to report a barrier, whose subject a visitor without JavaScript types", () => {
    const page = statement();
    expect(page.getByRole("link", { name: "relatar uma barreira" }).getAttribute("href")).toBe(
      "/contato/?assunto=Acessibilidade",
    );
    // Without the page's code nothing reads the address: the subject is empty, and the visitor types it.
    const contact = within(openBuilt(PUBLISHED, "/contato/").body);
    const subject = contact.getByLabelText<HTMLInputElement>(/^Assunto/);
    expect(subject.value).toBe("");
    expect(subject.readOnly || subject.disabled).toBe(false);
  });
});
