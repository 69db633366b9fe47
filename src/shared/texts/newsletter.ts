/**
 * Texts of the newsletter box of /ensinamentos/ (src/components/NewsletterForm.tsx).
 */

/** The consent the box asks for; the service keeps this text with each request. */
export const consentLabel = "Aceito receber a newsletter por e-mail e li a";
export const privacyLinkText = "Política de Privacidade";
export const subscribe = "Inscrever-se";
export const subscribing = "Enviando...";
export const requested = "Pedido recebido! Confira o seu e-mail e confirme a inscrição pelo endereço que enviamos.";
export const failed = "Não foi possível fazer a inscrição agora. Tente novamente.";
