import { EDITION_LEAVE_PLACEHOLDER } from "../shared/editions";
import { editionTestSubject } from "../shared/texts/emails";
import { newsletterName } from "../shared/texts/editions";
import { escapeHtml } from "../shared/html-page";
import { leavePath, linkTo, messageId, type Mail, type MailSettings } from "./mail";
import type { EditionMail } from "./store/editions-tables";

/** The address of a test copy's way out: a token that matches no subscription, so leaving does nothing. */
export const TEST_LEAVE_TOKEN = "boletim-de-teste-sem-inscricao";

/**
 * An edition's e-mail to one subscriber: the build's HTML and text (published beside the edition's
 * page) with the subscriber's own way out where the build left its one placeholder, and the headers
 * of a list: `List-Unsubscribe` with the same address, `List-Unsubscribe-Post` for one click (RFC
 * 8058, which Gmail and Yahoo require of bulk senders), and `List-Id`. The way out is the only link
 * that differs from one subscriber to another: no tracking of any kind. The subject is the edition's,
 * a line of checked content that nodemailer encodes.
 */
export function editionMail(
  edition: EditionMail,
  to: string,
  leaveToken: string,
  key: string,
  settings: MailSettings,
  test = false,
): Mail {
  const leave = linkTo(settings, leavePath(leaveToken));
  const host = settings.publicUrl.hostname || "localhost";
  return {
    from: settings.from,
    to,
    subject: test ? editionTestSubject(edition.assunto) : edition.assunto,
    html: edition.html.split(EDITION_LEAVE_PLACEHOLDER).join(escapeHtml(leave)),
    text: edition.texto.split(EDITION_LEAVE_PLACEHOLDER).join(leave),
    messageId: messageId(key, settings),
    list: { unsubscribe: { url: leave }, id: { url: `boletim.${host}`, comment: newsletterName } },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", Precedence: "bulk" },
  };
}
