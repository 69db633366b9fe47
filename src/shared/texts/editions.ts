import { SITE } from "../site";

/**
 * Texts of the newsletter's editions: the list of /boletins/ when there is none yet, what an edition
 * presents (the groups of its page and of its e-mail, and each item's way to its page) and the
 * e-mail's fixed lines (src/buildtime/editions/email.ts, text.ts).
 */

/** The newsletter's name: its structured data's, and its e-mails' List-Id comment. */
export const newsletterName = `Boletim do ${SITE.name}`;

/** /boletins/ before the first edition is published. */
export const noEditions = "Nenhuma edição publicada ainda.";

/** The number of an edition, as its page, its e-mail and the list show it. */
export const editionNumber = (numero: number) => `Boletim nº ${numero}`;

/** What an edition presents, in its page's and its e-mail's order, with each item's way to its page. */
export const groups = {
  teachings: { title: "Ensinamentos", action: "Ler o ensinamento" },
  courses: { title: "Cursos", action: "Conhecer o curso" },
  books: { title: "Livros", action: "Conhecer o livro" },
  lectures: { title: "Palestras", action: "Ver o encontro" },
} as const;

/** The e-mail's own lines. */
export const email = {
  inBrowser: "Ver no navegador",
  why: "Você recebe este boletim porque confirmou a sua inscrição no site",
  /** Followed by the subscriber's way out (src/shared/editions.ts, EDITION_LEAVE_PLACEHOLDER). */
  leave: "Para não receber mais:",
  leaveLink: "cancelar a inscrição",
} as const;
