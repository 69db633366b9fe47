import fs from "node:fs/promises";
import path from "node:path";
import {
  EDITION_LEAVE_PLACEHOLDER,
  EDITIONS_MANIFEST_PATH,
  parseEditionsManifest,
  type EditionEntry,
} from "../shared/editions";
import type { ServiceConfig } from "./config";
import { reasonOf } from "./helpers";
import type { EditionMail } from "./store/editions-tables";

/**
 * The editions the site publishes (src/shared/editions.ts): the build's manifest and each edition's
 * e-mail, read from a built folder (NEWSLETTER_SITE_DIR) or from the site's address (SITE_URL). What
 * is read is checked before it is used: a manifest whose paths are not its numbers' is refused, so
 * nothing read leads anywhere else on the disk or the network.
 */
export class EditionsUnavailable extends Error {}

const FETCH_TIMEOUT_MS = 15_000;

async function read(config: ServiceConfig, sitePath: string): Promise<string> {
  if (config.editionsDir) {
    const file = path.join(config.editionsDir, ...sitePath.split("/").filter(Boolean));
    try {
      return await fs.readFile(file, "utf8");
    } catch (error) {
      throw new EditionsUnavailable(`não foi possível ler ${file}: ${reasonOf(error)}`);
    }
  }
  const url = new URL(sitePath, config.siteUrl);
  let answer: Response;
  try {
    answer = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "error" });
  } catch (error) {
    throw new EditionsUnavailable(`não foi possível ler ${url.href}: ${reasonOf(error)}`);
  }
  if (!answer.ok) throw new EditionsUnavailable(`${url.href} respondeu ${answer.status}`);
  return answer.text();
}

/** Every edition published, the most recent first. */
export async function publishedEditions(config: ServiceConfig): Promise<EditionEntry[]> {
  const text = await read(config, EDITIONS_MANIFEST_PATH);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new EditionsUnavailable(`${EDITIONS_MANIFEST_PATH} não é JSON`);
  }
  const parsed = parseEditionsManifest(json);
  if (!parsed.ok) throw new EditionsUnavailable(`${EDITIONS_MANIFEST_PATH} inválido (${parsed.error})`);
  return parsed.manifest.edicoes;
}

/** An edition's e-mail, as published now, with its one place for the way out in each part. */
export async function editionMailOf(config: ServiceConfig, entry: EditionEntry): Promise<EditionMail> {
  const [html, texto] = await Promise.all([read(config, entry.html), read(config, entry.texto)]);
  for (const [part, text] of [
    [entry.html, html],
    [entry.texto, texto],
  ])
    if (text.split(EDITION_LEAVE_PLACEHOLDER).length !== 2)
      throw new EditionsUnavailable(`${part} deve ter ${EDITION_LEAVE_PLACEHOLDER} uma vez, para o endereço de saída`);
  return { numero: entry.numero, titulo: entry.titulo, assunto: entry.assunto, html, texto };
}
