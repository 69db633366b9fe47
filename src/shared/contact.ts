import { TIMINGS } from "./site";

/** The contact form's fields (SPEC §3). */
export interface ContactMessage {
  nome: string;
  email: string;
  whatsapp: string;
  assunto: string;
  mensagem: string;
}

export const EMPTY_CONTACT_MESSAGE: ContactMessage = { nome: "", email: "", whatsapp: "", assunto: "", mensagem: "" };

/** Texts of SPEC §8. */

export type SendContactMessage = (message: ContactMessage) => Promise<void>;

/**
 * SPEC §4: sending is only simulated by a wait; no message leaves the browser. A real delivery
 * replaces this function (the form takes it as a prop) and may reject to show the error banner.
 */
export const simulateSend: SendContactMessage = () =>
  new Promise((resolve) => {
    window.setTimeout(resolve, TIMINGS.fakeSendMs);
  });
