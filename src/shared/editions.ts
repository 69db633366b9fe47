import { z } from "zod";
import { editionNumber } from "./texts/editions";
import { ROUTES } from "./site";

/**
 * What the build publishes of the newsletter's editions (content/boletins/, docs/routes.md,
 * "Editions"), for whoever sends them (the site's service, src/service/): each edition's page, its
 * e-mail as HTML and as text, and the manifest that lists them. The paths are the site's own, from
 * its root; the service reads them from a built folder or from the site's address.
 */

/**
 * The one place of each e-mail (HTML and text) where the subscriber's own way out goes: the `href` of
 * the way-out link in the HTML's footer, inside double quotes, so the address put there must be
 * escaped for an HTML attribute; the rest of the line after "Para não receber mais: " in the text,
 * as it is. Exactly once in each file; the build refuses content that contains it.
 */
export const EDITION_LEAVE_PLACEHOLDER = "%%ENDERECO_PARA_SAIR%%";

/** The list of the editions the site publishes (EditionsManifest). */
export const EDITIONS_MANIFEST_PATH = "/boletins/edicoes.json";

/** Where one edition lives in the built site, from its root. */
export interface EditionPaths {
  /** The edition as a web page, `/boletins/3/`. */
  pagina: string;
  /** Its e-mail, the HTML part, `/boletins/3/email.html`. */
  html: string;
  /** Its e-mail, the plain-text part (UTF-8), `/boletins/3/email.txt`. */
  texto: string;
}

/** An edition's number: the integer from 1 that is also its address. */
const isEditionNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1;

/** The paths of edition `numero`; throws on a number no edition can have, so no path is made of one. */
export function editionPaths(numero: number): EditionPaths {
  if (!isEditionNumber(numero)) throw new RangeError(`número de boletim inválido: ${String(numero)}`);
  const pagina = ROUTES.edition(numero);
  return { pagina, html: `${pagina}email.html`, texto: `${pagina}email.txt` };
}

/** The e-mail's subject: "Boletim nº 3: <titulo>" (a title is one line, checked by the build). */
export const editionSubject = (numero: number, titulo: string) => `${editionNumber(numero)}: ${titulo}`;

/** One edition in the manifest: its number, title, date (yyyy-mm-dd), the e-mail's subject and its paths. */
export interface EditionEntry extends EditionPaths {
  numero: number;
  titulo: string;
  data: string;
  assunto: string;
}

/** What EDITIONS_MANIFEST_PATH holds: every edition published, the most recent first. */
export interface EditionsManifest {
  edicoes: EditionEntry[];
}

const ENTRY = z
  .object({
    numero: z.number().refine(isEditionNumber, "deve ser um número inteiro a partir de 1"),
    titulo: z
      .string()
      .min(1)
      .regex(/^[^\r\n]*$/, "deve caber numa linha"),
    data: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "deve ser uma data AAAA-MM-DD"),
    assunto: z
      .string()
      .min(1)
      .regex(/^[^\r\n]*$/, "deve caber numa linha"),
    pagina: z.string(),
    html: z.string(),
    texto: z.string(),
  })
  .refine((entry) => {
    if (!isEditionNumber(entry.numero)) return false;
    const paths = editionPaths(entry.numero);
    return entry.pagina === paths.pagina && entry.html === paths.html && entry.texto === paths.texto;
  }, "os caminhos não são os do número do boletim");

const MANIFEST = z.object({ edicoes: z.array(ENTRY) });

/**
 * A manifest as read from a build or a site (JSON already parsed): the manifest, or what is wrong with
 * it. Every path is the one its number gives (editionPaths), so nothing read can point elsewhere.
 */
export function parseEditionsManifest(
  value: unknown,
): { ok: true; manifest: EditionsManifest } | { ok: false; error: string } {
  const result = MANIFEST.safeParse(value);
  if (result.success) return { ok: true, manifest: result.data };
  const issue = result.error.issues[0];
  return { ok: false, error: `${issue?.path.join(".") || "manifesto"}: ${issue?.message ?? "inválido"}` };
}
