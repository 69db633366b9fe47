import * as MESSAGES from "../shared/messages/service";
import { ROUTES } from "../shared/site";
import type { Store } from "./store";
import { page } from "./pages";

/**
 * The newsletter's two links (src/service/mail.ts): `confirmar/<token>`, single-use, and
 * `sair/<token>`, in every e-mail to a subscriber. Opening a link shows a page with a button, and
 * only the button (a POST) acts: mail programs and their security scanners open links by themselves,
 * and must neither confirm a subscription nor end one. A one-click unsubscribe (RFC 8058) is a POST too.
 */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export function subscriptionPage(
  rest: string,
  method: string,
  _body: string,
  store: Store,
  onConfirmed: () => void,
): { status: number; html: string } | null {
  const [action, token = "", extra] = rest.split("/");
  if (extra !== undefined || (action !== "confirmar" && action !== "sair")) return null;
  const confirming = action === "confirmar";
  const title = confirming ? MESSAGES.CONFIRM.title : MESSAGES.LEAVE.title;
  const back = ROUTES.teachings;
  if (!TOKEN.test(token)) {
    const message = confirming ? MESSAGES.CONFIRM.invalid : MESSAGES.LEAVE.invalid;
    return { status: 404, html: page({ title, message, back }) };
  }
  if (method !== "POST") {
    const [message, button] = confirming
      ? [MESSAGES.CONFIRM.prompt, MESSAGES.CONFIRM.button]
      : [MESSAGES.LEAVE.prompt, MESSAGES.LEAVE.button];
    return { status: 200, html: page({ title, message, button, back }) };
  }
  if (confirming) {
    const confirmed = store.confirmSubscription(token);
    if (confirmed) onConfirmed();
    return confirmed
      ? { status: 200, html: page({ title, message: MESSAGES.CONFIRM.done, back }) }
      : { status: 410, html: page({ title, message: MESSAGES.CONFIRM.invalid, back }) };
  }
  return store.leave(token)
    ? { status: 200, html: page({ title, message: MESSAGES.LEAVE.done, back }) }
    : { status: 404, html: page({ title, message: MESSAGES.LEAVE.invalid, back }) };
}
