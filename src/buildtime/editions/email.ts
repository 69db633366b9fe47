import mjml2html from "mjml";
import { escapeHtml } from "../../shared/html-page";
import { EDITION_LEAVE_PLACEHOLDER, editionSubject } from "../../shared/editions";
import * as TEXTS from "../../shared/texts/editions";
import { SITE } from "../../shared/site";
import { designToken } from "../design-tokens";
import { EMAIL_TEXT_WIDTH } from "./email-body";

/**
 * An edition's e-mail, the HTML part, written with MJML (docs/routes.md, "Editions"): tables and
 * Outlook's conditional comments where mail programs need them, a column that narrows on a phone, the
 * site's palette (src/styles/global.css) with its dark values for the programs that follow the
 * system's scheme, and nothing that tracks: no picture but the logo and the text's own, no address
 * but the site's pages and the subscriber's way out, which the service puts in place of
 * EDITION_LEAVE_PLACEHOLDER. MJML's own validator, strict, refuses a template it would render wrong.
 */

/** An item the edition presents, with the absolute address of its page. */
interface EmailItem {
  titulo: string;
  texto: string;
  url: string;
}

/** The items of one kind, under their group's title and with their way to their page. */
interface EmailGroup {
  title: string;
  action: string;
  items: readonly EmailItem[];
}

/** An edition as its e-mail shows it; every address absolute on the site's own. */
export interface EmailEdition {
  numero: number;
  titulo: string;
  longDate: string;
  /** The edition's page: the e-mail's 'Ver no navegador'. */
  pageUrl: string;
  /** The site's home, whose logo heads the e-mail. */
  siteUrl: string;
  /** What the mail program shows beside the subject before the e-mail is opened. */
  preview: string;
  /** The text rendered for the e-mail (email-body.tsx), or null for an edition of items only. */
  bodyHtml: string | null;
  groups: readonly EmailGroup[];
}

/** The palette's tokens the e-mail uses, light and dark; the gold band is the same in both, as on the site. */
export function emailPalette(css?: string) {
  const scheme = (name: "light" | "dark") => ({
    page: designToken("--gold-100", css, name),
    surface: designToken("--surface", css, name),
    ink: designToken("--ink", css, name),
    soft: designToken("--ink-soft", css, name),
    link: designToken("--gold-800", css, name),
    line: designToken("--line", css, name),
  });
  // MJML writes a font list into style attributes of its own, where a double quote would end them.
  const font = (name: string) => designToken(name, css).replaceAll('"', "'");
  return {
    light: scheme("light"),
    dark: scheme("dark"),
    band: designToken("--gold-300", css),
    onBand: designToken("--ink-on-gold", css),
    quote: designToken("--gold-500", css),
    sans: font("--font"),
    serif: font("--font-serif"),
  };
}

export type EmailPalette = ReturnType<typeof emailPalette>;

const attribute = (value: string) => `"${escapeHtml(value)}"`;

function head(edition: EmailEdition, p: EmailPalette): string {
  const { light, dark } = p;
  return `<mj-head>
<mj-title>${escapeHtml(editionSubject(edition.numero, edition.titulo))}</mj-title>
<mj-preview>${escapeHtml(edition.preview)}</mj-preview>
<mj-raw><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><meta name="robots" content="noindex"></mj-raw>
<mj-attributes>
<mj-all font-family=${attribute(p.sans)} />
<mj-text color=${attribute(light.ink)} font-size="17px" line-height="1.6" padding="0 24px" />
</mj-attributes>
<mj-style inline="inline">
.texto h1 { margin: 0 0 8px; font-family: ${p.serif}; font-size: 30px; line-height: 1.2; }
.texto h2 { margin: 28px 0 8px; font-family: ${p.serif}; font-size: 23px; line-height: 1.3; }
.texto h3 { margin: 20px 0 4px; font-size: 19px; line-height: 1.35; }
.texto a { color: ${light.link}; }
.texto blockquote { margin: 16px 0; padding: 4px 16px; border-left: 4px solid ${p.quote}; font-style: italic; }
.texto img { display: block; width: 100%; max-width: ${EMAIL_TEXT_WIDTH}px; height: auto; border: 0; }
.suave a { color: ${light.soft}; }
</mj-style>
<mj-style>
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .fundo, .fundo > div { background: ${dark.page} !important; background-color: ${dark.page} !important; }
  .cartao, .cartao table { background: ${dark.surface} !important; background-color: ${dark.surface} !important; }
  .texto div, .texto h1, .texto h2, .texto h3, .texto p, .texto li { color: ${dark.ink} !important; }
  .texto a { color: ${dark.link} !important; }
  .suave div, .suave a { color: ${dark.soft} !important; }
  .linha p { border-color: ${dark.line} !important; }
}
</mj-style>
</mj-head>`;
}

/** An item: its title to its page, its description, and its way there. */
const item = (entry: EmailItem, action: string) =>
  `<mj-text css-class="texto" padding="0 24px 12px"><h3><a href=${attribute(entry.url)}>${escapeHtml(entry.titulo)}</a></h3>` +
  `<p style="margin: 0 0 4px;">${escapeHtml(entry.texto)}</p>` +
  `<p style="margin: 0;"><a href=${attribute(entry.url)}>${escapeHtml(action)} <span aria-hidden="true">→</span></a></p></mj-text>`;

const group = (entries: EmailGroup, p: EmailPalette) =>
  entries.items.length === 0
    ? ""
    : `<mj-divider border-width="1px" border-color=${attribute(p.light.line)} padding="24px 24px 0" css-class="linha" />
<mj-text css-class="texto"><h2>${escapeHtml(entries.title)}</h2></mj-text>
${entries.items.map((entry) => item(entry, entries.action)).join("\n")}`;

/** The MJML of an edition's e-mail (exported for the tests, which read what MJML is given). */
export function editionMjml(edition: EmailEdition, p: EmailPalette): string {
  const small = `font-size="14px" color=${attribute(p.light.soft)} align="center"`;
  return `<mjml lang=${attribute(SITE.lang)} dir="ltr">
${head(edition, p)}
<mj-body background-color=${attribute(p.light.page)} width="600px" css-class="fundo">
<mj-section padding="16px 0 8px"><mj-column>
<mj-text css-class="suave" ${small}><a href=${attribute(edition.pageUrl)}>${escapeHtml(TEXTS.email.inBrowser)}</a></mj-text>
</mj-column></mj-section>
<mj-section background-color=${attribute(p.band)} padding="20px 0 16px"><mj-column>
<mj-image src=${attribute(`${edition.siteUrl}/icon-192.png`)} alt=${attribute(SITE.name)} href=${attribute(`${edition.siteUrl}/`)} width="56px" height="56px" padding="0 0 8px" />
<mj-text align="center" color=${attribute(p.onBand)} font-size="15px">${escapeHtml(TEXTS.editionNumber(edition.numero))} · ${escapeHtml(edition.longDate)}</mj-text>
</mj-column></mj-section>
<mj-section background-color=${attribute(p.light.surface)} padding="28px 0 24px" css-class="cartao"><mj-column>
<mj-text css-class="texto"><h1>${escapeHtml(edition.titulo)}</h1></mj-text>
${edition.bodyHtml ? `<mj-text css-class="texto">${edition.bodyHtml}</mj-text>` : ""}
${edition.groups.map((entries) => group(entries, p)).join("\n")}
</mj-column></mj-section>
<mj-section padding="16px 0 32px"><mj-column>
<mj-text css-class="suave" ${small}><p>${escapeHtml(TEXTS.email.why)} <a href=${attribute(`${edition.siteUrl}/`)}>${escapeHtml(SITE.name)}</a>.</p>
<p>${escapeHtml(TEXTS.email.leave)} <a href="${EDITION_LEAVE_PLACEHOLDER}">${escapeHtml(TEXTS.email.leaveLink)}</a>.</p></mj-text>
</mj-column></mj-section>
</mj-body>
</mjml>`;
}

export type EmailHtml = { ok: true; html: string } | { ok: false; errors: string[] };

/** The e-mail's HTML, or what MJML's strict validation refused in the template. */
export async function editionEmailHtml(edition: EmailEdition, p: EmailPalette): Promise<EmailHtml> {
  try {
    const { html } = await mjml2html(editionMjml(edition, p), {
      validationLevel: "strict",
      ignoreIncludes: true,
      // MJML links a web font from Google for a family it knows (Roboto is in the site's list): none here.
      fonts: {},
    });
    return { ok: true, html };
  } catch (error) {
    const details = (error as { errors?: { formattedMessage?: string }[] }).errors;
    const lines = details?.map((detail) => detail.formattedMessage ?? "").filter(Boolean);
    return { ok: false, errors: lines?.length ? lines : [error instanceof Error ? error.message : String(error)] };
  }
}
