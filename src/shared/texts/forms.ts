import { SITE } from "../site";

/**
 * Texts of the forms' rules (src/shared/form-validation.ts): the page shows them before it sends,
 * the service answers them to a send that breaks a rule. And what a form says of its fields.
 */

/** After the label of a field that may stay empty. */
export const optional = "(opcional)";

export const required = (label: string) => `Preencha o campo ${label}.`;
export const tooLong = (label: string, max: number) =>
  `${label}: no máximo ${max.toLocaleString(SITE.lang)} caracteres.`;
export const singleLine = (label: string) => `${label}: escreva em uma linha só.`;
export const invalidCharacters = (label: string) => `${label}: há caracteres que não podem ser enviados.`;
export const invalidEmail = "Informe um e-mail válido, como nome@exemplo.com.";
export const tooManyLinks = (max: number) => `A mensagem pode ter no máximo ${max} links.`;
export const consentRequired = "Marque a caixa para concordar em receber a newsletter.";
