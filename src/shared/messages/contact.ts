/**
 * Messages of the contact form, /contato/ (SPEC §8).
 */

/** §8 Contact failure (the simulated send never fails). */
export const contactError = "Erro ao enviar mensagem. Tente novamente.";
/** §8 Contact success. */
export const contactSuccess = "Mensagem enviada com sucesso! Entraremos em contato em breve.";
