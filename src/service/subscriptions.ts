import * as MESSAGES from "../shared/messages/service";
import { ROUTES } from "../shared/site";
import { page } from "./pages";
import type { Writes } from "./writes";

/**
 * The newsletter's two links (src/service/mail.ts): `confirmar/<token>`, single-use, and
 * `sair/<token>`, in every e-mail to a subscriber. Opening a link shows a page with a button, and
 * only the button (a POST) acts: mail programs and their security scanners open links by themselves,
 * and must neither confirm a subscription nor end one. A one-click unsubscribe (RFC 8058) is a POST too.
 */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export type LinkAction = "confirmar" | "sair";

export interface LinkContext {
  writes: Writes;
  onConfirmed: () => void;
  log: (message: string) => void;
}

export async function subscriptionLink(
  action: LinkAction,
  token: string,
  acting: boolean,
  context: LinkContext,
): Promise<{ status: number; html: string }> {
  const confirming = action === "confirmar";
  const texts = confirming ? MESSAGES.CONFIRM : MESSAGES.LEAVE;
  const answer = (status: number, message: string, button?: string) => ({
    status,
    html: page({ title: texts.title, message, button, back: ROUTES.teachings }),
  });
  if (!TOKEN.test(token)) return answer(404, texts.invalid);
  if (!acting) return answer(200, texts.prompt, texts.button);
  let done: boolean;
  try {
    done = await context.writes.run((store) =>
      confirming ? store.confirmSubscription(token) !== null : store.leave(token) !== null,
    );
  } catch (error) {
    context.log(`não foi possível gravar o link ${action}: ${error instanceof Error ? error.message : String(error)}`);
    return answer(503, MESSAGES.ANSWERS.linkUnavailable);
  }
  if (done && confirming) context.onConfirmed();
  if (done) return answer(200, texts.done);
  return answer(confirming ? 410 : 404, texts.invalid);
}
