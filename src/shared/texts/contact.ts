import type { SendRefusal } from "../contact";

/**
 * Texts of the contact form, /contato/ (docs/behaviour.md: Texts, and the refusals of the real delivery).
 */

/** docs/behaviour.md: Texts Contact failure: the host could not store the message, or could not be reached. */
export const contactError = "Erro ao enviar mensagem. Tente novamente.";
/** docs/behaviour.md: Texts Contact success. */
export const contactSuccess = "Mensagem enviada com sucesso! Entraremos em contato em breve.";
/** After the banner's 5 s, until the next send: the confirmation, for whoever needs longer to read it (WCAG 2.2.1). */
export const contactSent = "Sua mensagem foi enviada.";
/** The form was sent sooner after it appeared than a person writes (the service's minimum). */
const tooEarly = "Aguarde alguns segundos e envie de novo.";
/** Too many sends from the same address (429). */
const rateLimited = "Muitas mensagens em pouco tempo. Tente novamente em alguns minutos.";
/** What a refused send is told, by its refusal (src/shared/contact.ts); any other, contactError. */
export const refusals: Readonly<Partial<Record<SendRefusal, string>>> = { cedo: tooEarly, limite: rateLimited };
/** A field breaks a rule; the list of what to correct follows. */
export const checkFields = "Confira os campos e envie de novo:";
export const privacyNote = "Usamos os seus dados só para responder à sua mensagem.";
export const privacyLink = "Política de Privacidade";
export const noScript = "Sem JavaScript, o formulário não pode ser enviado: escreva para";
/** The send button, and what it says while the message is on its way (docs/behaviour.md: States Contact form). */
export const send = "Enviar Mensagem";
export const sending = "Enviando...";
