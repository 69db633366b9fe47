// The editor at /admin/ driven as an editor drives it, for e2e/cms.spec.ts: a new entry from its
// collection, the form's widgets, review and publication, and the screenshots of CONTENT.md.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, type Page } from "@playwright/test";
import type { ContentKindDefinition } from "../../src/shared/content-kinds";

/** Where the screenshots of CONTENT.md are kept; written when DOCS_SCREENSHOTS=1. */
const DOCS_DIR = path.resolve(__dirname, "..", "..", "docs", "editor");

/** A new entry of the collection `plural`, from its list and its '＋ <singular>' button. */
export async function newEntry(page: Page, plural: string, singular: string) {
  await page.getByRole("link", { name: plural, exact: true }).click();
  await page.getByRole("link", { name: new RegExp(`${singular}$`) }).click();
  await expect(page.getByText(`Escrevendo na coleção ${plural}`)).toBeVisible();
  await newFormShown(page);
}

/**
 * Until the new entry's empty form is made, Decap shows the draft of the entry edited before (its
 * createEmptyDraft first waits for the media library, which a publication has just reloaded): what is
 * typed into that form goes to the other entry. Every kind's title is "Título".
 */
export async function newFormShown(page: Page) {
  // On a busy runner, seconds.
  await expect(page.getByLabel("Título", { exact: true })).toHaveValue("", { timeout: 60_000 });
}

/** From an entry's form back to the collections, by the link at its top. */
export async function backToCollections(page: Page) {
  await page.getByRole("link", { name: /Escrevendo na coleção/ }).click();
  await expect(page.getByRole("heading", { name: "Coleções" })).toBeVisible();
}

/**
 * Types the `names` fields of `values` into the entry's form, each found by its label as the kind
 * defines it (src/shared/content-kinds/), which is what the form shows; an optional field's label
 * carries Decap's mark beside it.
 */
export async function fillFields(
  page: Page,
  kind: ContentKindDefinition,
  values: Readonly<Record<string, unknown>>,
  names: readonly string[],
) {
  for (const name of names) {
    const field = kind.fields.find((candidate) => candidate.name === name);
    const value = values[name];
    if (!field || typeof value !== "string") throw new Error(`${kind.name}: no text for the field "${name}"`);
    await page.getByLabel(field.label, { exact: field.required }).fill(value);
  }
}

/** A choice of a select field (its menu lists the kind's options). */
export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** An entry of another collection, found by typing part of its title in a relation field. */
export async function pick(page: Page, label: string, typed: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByText(option, { exact: true })).toBeVisible();
}

/**
 * The body in Markdown, as an editor who knows it types it (the rich-text mode writes the same); Decap
 * remembers the mode last chosen, so the switch is turned only when it is not on Markdown yet.
 */
export async function typeBody(page: Page, text: string) {
  const markdown = page.getByRole("switch");
  if (!(await markdown.isChecked())) await markdown.click();
  await expect(markdown).toBeChecked();
  await page.getByRole("textbox").last().click();
  await page.keyboard.type(text);
}

/**
 * A file sent from the editor's computer through the media library that the field's button opens
 * ('Escolha uma imagem', 'Escolha um arquivo'); `choose` picks it for the field.
 */
export async function upload(
  page: Page,
  button: RegExp,
  file: { name: string; mimeType: string; buffer: Buffer } | string,
  choose = true,
) {
  await page.getByRole("button", { name: button }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
  if (!choose) return;
  await expect(page.getByText(typeof file === "string" ? path.basename(file) : file.name)).toBeVisible();
  await page.getByRole("button", { name: "Escolher selecionado" }).click();
}

/**
 * Saved as a draft, moved to 'Em revisão' and 'Pronto', then published, as docs/editing.md's review
 * asks; resolves once Decap shows the published entry's form again.
 */
export async function publishThroughReview(page: Page) {
  await saveDraft(page);
  await publishDraft(page);
}

/** Saves the entry: a draft, which decap-server's git mode commits on a branch of its own. */
export async function saveDraft(page: Page) {
  await page.getByRole("button", { name: "Salvar" }).click();
  // On a busy runner, seconds.
  await expect(page.getByRole("button", { name: "Situação: Rascunho" })).toBeVisible({ timeout: 60_000 });
}

/** A saved draft reviewed ('Em revisão'), made ready ('Pronto'), then published to main. */
export async function publishDraft(page: Page) {
  for (const state of ["Em revisão", "Pronto"]) {
    await page.getByRole("button", { name: /^Situação:/ }).click();
    await page.getByRole("menuitem", { name: state }).click();
    await expect(page.getByRole("button", { name: `Situação: ${state}` })).toBeVisible();
  }
  // Decap loads the published entry again once it shows 'Publicado' (its media first, then the entry):
  // until that answer has come, the next form opened would get this entry's values when it lands.
  const reloaded = page.waitForResponse(
    (response) => /\/api\/v1$/.test(response.url()) && isAction(response.request().postData(), "getEntry"),
    { timeout: 60_000 },
  );
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Publicar" }).click();
  await page.getByRole("menuitem", { name: "Publicar agora" }).click();
  await expect(page.getByRole("button", { name: "Publicado" })).toBeVisible({ timeout: 60_000 });
  await reloaded;
  await expect(page.getByText("Carregando entrada...")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Publicado" })).toBeVisible();
}

/** Whether a request body to Decap's local backend asks for `action`. */
function isAction(body: string | null, action: string): boolean {
  try {
    return (JSON.parse(body ?? "") as { action?: unknown }).action === action;
  } catch {
    return false;
  }
}

/** The window the editor's tests that take CONTENT.md's pictures work in (`test.use({ viewport })`). */
export const DOCS_WINDOW = { width: 1280, height: 860 };

/**
 * The window, for CONTENT.md (with DOCS_SCREENSHOTS=1); `height` for a form taller than the window, and
 * `afterNotices` to wait until the notices of the step before, which would cover the form, are gone.
 * Compressed without loss.
 */
export async function docsScreenshot(
  page: Page,
  name: string,
  { height, afterNotices = false }: { height?: number; afterNotices?: boolean } = {},
) {
  if (process.env.DOCS_SCREENSHOTS !== "1") return;
  if (afterNotices) await expect(page.locator(".Toastify__toast")).toHaveCount(0, { timeout: 15_000 });
  const viewport = page.viewportSize();
  if (height && viewport) await page.setViewportSize({ ...viewport, height });
  const shot = await page.screenshot();
  if (height && viewport) await page.setViewportSize(viewport);
  fs.mkdirSync(DOCS_DIR, { recursive: true });
  await sharp(shot)
    .png({ compressionLevel: 9, effort: 10 })
    .toFile(path.join(DOCS_DIR, `${name}.png`));
}
