import fs from "node:fs";
import path from "node:path";
import {
  EDITION_LEAVE_PLACEHOLDER,
  EDITIONS_MANIFEST_PATH,
  editionPaths,
  editionSubject,
  type EditionEntry,
  type EditionsManifest,
} from "../../shared/editions";
import * as TEXTS from "../../shared/texts/editions";
import { ROUTES, SITE } from "../../shared/site";
import { emailBodyComponents } from "./email-body";
import { editionEmailHtml, emailPalette, type EmailEdition, type EmailPalette } from "./email";
import { editionEmailText } from "./text";
import { EDITION_FILES_QUERY, type EditionFileNode, type EditionFilesData } from "./queries";
import type { PostBuildStep } from "../feature";
import { failOnInvalidContent, runQuery } from "../gatsby-args";
import { renderMdxBody } from "../render-mdx";

/**
 * What the build publishes for the service that sends the newsletter (src/shared/editions.ts), once
 * the pages are written: beside each edition's page its e-mail, `email.html` and `email.txt`, and the
 * manifest of them all at EDITIONS_MANIFEST_PATH (an empty list while none is published). Every
 * address in an e-mail is absolute on `siteUrl`, the address the build is given (GATSBY_SITE_URL).
 */

/** Gmail shows only the first 102 KB of an e-mail's HTML, and a link to the rest. */
const GMAIL_CLIP_BYTES = 102 * 1024;

const count = (text: string, part: string) => text.split(part).length - 1;

/** What the e-mail says of a lecture: its type, when in Brasília's time, and its speaker. */
const lectureLine = (event: EditionFileNode["events"][number]) =>
  [event.tipo, event.when, ...(event.expositor ? [`com ${event.expositor}`] : [])].join(" · ");

/** An edition's e-mail, from its node: the text rendered again with absolute addresses, and its items. */
async function emailEdition(
  node: EditionFileNode,
  siteUrl: string,
): Promise<{ ok: true; edition: EmailEdition } | { ok: false; errors: string[] }> {
  const pageUrl = `${siteUrl}${editionPaths(node.numero).pagina}`;
  const source = node.parent?.body ?? "";
  let bodyHtml: string | null = null;
  if (source.trim() !== "") {
    const rendered = await renderMdxBody(source, node.sourceFile, 1, emailBodyComponents(pageUrl));
    if (!rendered.ok) return { ok: false, errors: [rendered.error] };
    bodyHtml = rendered.html;
  }
  const { teachings, courses, books, lectures } = TEXTS.groups;
  const groups = [
    {
      ...lectures,
      items: node.events.map((e) => ({ titulo: e.titulo, texto: lectureLine(e), path: ROUTES.event(e.slug) })),
    },
    {
      ...teachings,
      items: node.teachings.map((t) => ({ titulo: t.titulo, texto: t.resumo, path: ROUTES.teaching(t.slug) })),
    },
    {
      ...courses,
      items: node.courses.map((c) => ({ titulo: c.titulo, texto: c.descricao, path: ROUTES.course(c.contentId) })),
    },
    {
      ...books,
      items: node.books.map((b) => ({ titulo: b.titulo, texto: b.descricao, path: ROUTES.book(b.contentId) })),
    },
  ].map(({ items, ...group }) => ({
    ...group,
    items: items.map(({ path: itemPath, ...item }) => ({ ...item, url: `${siteUrl}${itemPath}` })),
  }));
  const preview = node.excerpt ?? groups.flatMap((group) => group.items.map((item) => item.titulo)).join(" · ");
  return {
    ok: true,
    edition: {
      numero: node.numero,
      titulo: node.titulo,
      longDate: node.longDate,
      pageUrl,
      siteUrl,
      preview,
      bodyHtml,
      groups,
    },
  };
}

/** One edition's two files, checked: the placeholder once in each, the HTML within what Gmail shows. */
async function editionFiles(node: EditionFileNode, siteUrl: string, palette: EmailPalette) {
  const email = await emailEdition(node, siteUrl);
  if (!email.ok) return email;
  const html = await editionEmailHtml(email.edition, palette);
  if (!html.ok)
    return { ok: false as const, errors: html.errors.map((line) => `${node.sourceFile}: o e-mail: ${line}`) };
  const text = editionEmailText(email.edition);
  const errors = [
    ["HTML", html.html],
    ["texto", text],
  ].flatMap(([part, content]) => {
    const times = count(content, EDITION_LEAVE_PLACEHOLDER);
    return times === 1
      ? []
      : [`${node.sourceFile}: o e-mail (${part}) tem ${times} vezes ${EDITION_LEAVE_PLACEHOLDER}, em vez de uma`];
  });
  if (errors.length > 0) return { ok: false as const, errors };
  const bytes = Buffer.byteLength(html.html);
  const warning =
    bytes > GMAIL_CLIP_BYTES
      ? `${node.sourceFile}: o e-mail tem ${Math.round(bytes / 1024)} KB de HTML; o Gmail mostra só os primeiros 102 KB`
      : null;
  return { ok: true as const, html: html.html, text, warning };
}

export interface EditionsWritten {
  errors: string[];
  warnings: string[];
  editions: number;
}

/** Writes every edition's e-mail beside its page, then the manifest; nothing of an edition with an error. */
export async function writeEditions(
  publicDir: string,
  nodes: readonly EditionFileNode[],
  siteUrl: string = SITE.url,
  palette: EmailPalette = emailPalette(),
): Promise<EditionsWritten> {
  const written: EditionsWritten = { errors: [], warnings: [], editions: 0 };
  const edicoes: EditionEntry[] = [];
  for (const node of nodes) {
    const files = await editionFiles(node, siteUrl, palette);
    if (!files.ok) {
      written.errors.push(...files.errors);
      continue;
    }
    if (files.warning) written.warnings.push(files.warning);
    const paths = editionPaths(node.numero);
    fs.mkdirSync(path.join(publicDir, paths.pagina), { recursive: true });
    fs.writeFileSync(path.join(publicDir, paths.html), files.html);
    fs.writeFileSync(path.join(publicDir, paths.texto), files.text);
    const { numero, titulo, publishedOn: data } = node;
    edicoes.push({ numero, titulo, data, assunto: editionSubject(numero, titulo), ...paths });
  }
  const manifest: EditionsManifest = { edicoes };
  fs.mkdirSync(path.join(publicDir, path.dirname(EDITIONS_MANIFEST_PATH)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, EDITIONS_MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
  written.editions = edicoes.length;
  return written;
}

/**
 * The step of onPostBuild: every edition read as the e-mail needs it, its files written, a warning
 * said, and the build stopped on an edition whose e-mail could not be written.
 */
export const writeEditionFiles: PostBuildStep = async (args, publicDir) => {
  const { reporter } = args;
  const editions = await runQuery<EditionFilesData>(args, "Não foi possível ler os boletins.", EDITION_FILES_QUERY);
  if (!editions) return;
  const written = await writeEditions(publicDir, editions.allEdition.nodes);
  for (const warning of written.warnings) reporter.warn(warning);
  if (!failOnInvalidContent(reporter, written.errors))
    reporter.info(`Boletins: ${written.editions} edições com o seu e-mail, listadas em ${EDITIONS_MANIFEST_PATH}`);
};
