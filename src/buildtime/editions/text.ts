import { convert } from "html-to-text";
import { EDITION_LEAVE_PLACEHOLDER } from "../../shared/editions";
import { escapeHtml } from "../../shared/html-page";
import * as TEXTS from "../../shared/texts/editions";
import { SITE } from "../../shared/site";
import type { EmailEdition } from "./email";

/**
 * An edition's e-mail as plain text, the part mail programs show when they show no HTML (and spam
 * filters read): the same title, text and items as the HTML, from the same rendered text. html-to-text
 * turns that HTML into text (paragraphs, lists, quotations, subtitles, each link's address after its
 * words) rather than code of our own walking the MDX tree a second time: it reads the one text both
 * parts are made from, so they cannot say different things.
 */

/** Mail programs wrap plain text at about this width (RFC 5322 recommends 78 characters a line). */
const LINE_WIDTH = 78;

const HEADINGS = ["h1", "h2", "h3", "h4"].map((selector) => ({ selector, options: { uppercase: false } }));

/** The text of rendered HTML, wrapped for e-mail, each link's address after its words. */
const textOf = (html: string) =>
  convert(html, {
    wordwrap: LINE_WIDTH,
    selectors: [...HEADINGS, { selector: "a", options: { hideLinkHrefIfSameAsText: true } }],
  }).trim();

/**
 * The first words of rendered HTML's paragraphs, on one line and at most `max` characters, cut at a
 * word: what the list of editions, the page's description and the e-mail's preview show of the text.
 */
export function excerptOf(html: string, max = 200): string {
  const text = convert(html, {
    wordwrap: false,
    // Its paragraphs only: a subtitle run into the sentence after it would read as one.
    selectors: [
      ...HEADINGS.map(({ selector }) => ({ selector, format: "skip" })),
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
    ],
  })
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const end = cut.lastIndexOf(" ");
  return `${cut.slice(0, end > 0 ? end : max).replace(/[\s,.;:!?–—-]+$/, "")}…`;
}

/** A block of lines under a title underlined, as plain-text e-mails mark their parts. */
const titled = (title: string, char: string) => `${title}\n${char.repeat(Math.min(title.length, LINE_WIDTH))}`;

export function editionEmailText(edition: EmailEdition): string {
  const parts = [
    `${SITE.name} · ${TEXTS.editionNumber(edition.numero)} · ${edition.longDate}`,
    titled(edition.titulo, "="),
    `${TEXTS.email.inBrowser}: ${edition.pageUrl}`,
    ...(edition.bodyHtml ? [textOf(edition.bodyHtml)] : []),
    ...edition.groups
      .filter((group) => group.items.length > 0)
      .flatMap((group) => [
        titled(group.title, "-"),
        ...group.items.map((item) => [item.titulo, textOf(`<p>${escapeHtml(item.texto)}</p>`), item.url].join("\n")),
      ]),
    // "-- " and a line break: where mail programs take a message's signature to begin.
    `-- \n${textOf(`<p>${escapeHtml(`${TEXTS.email.why} ${SITE.name}:`)} ${edition.siteUrl}/</p>`)}\n${TEXTS.email.leave} ${EDITION_LEAVE_PLACEHOLDER}`,
  ];
  return `${parts.join("\n\n")}\n`;
}
