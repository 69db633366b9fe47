import { isEmailAddress } from "../form-validation";
import { MAX_KEY_LENGTH } from "./br-code";
import { accepted, refused, type Checked } from "./checked";
import { checkDigitsHold, type TaxIdKind } from "./tax-id";

/**
 * A Pix key as an editor writes it in `chave_pix`, read into its kind and the value the code carries, the
 * form the Pix directory (DICT) registers: a CNPJ or a CPF by its digits alone; a cell phone as `+55`, the
 * area code and the number; an e-mail in lower case; a random key as a lower-case UUID, as the manual's
 * example writes it.
 */

type PixKeyKind = TaxIdKind | "email" | "telefone" | "aleatoria";

export interface PixKey {
  kind: PixKeyKind;
  /** As field 26 carries it. */
  value: string;
}

/** Each kind as the page names it ("Chave Pix (CNPJ)"). */
export const PIX_KEY_KIND_NAMES: Record<PixKeyKind, string> = {
  cnpj: "CNPJ",
  cpf: "CPF",
  email: "e-mail",
  telefone: "telefone",
  aleatoria: "chave aleatória",
};

const PHONE_EXAMPLE = "+5561912345678";
const UUID_EXAMPLE = "123e4567-e12b-12d1-a456-426655440000";

/** Brazil's code, a two-digit area code (neither digit 0), and a cell number: nine digits, the first a 9. */
const CELL_PHONE = /^\+55[1-9]{2}9\d{8}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Digits with a CPF's or a CNPJ's dots, slash and dash, as they are printed. */
const TAX_ID = /^[\d./-]+$/;
/** Letters and digits in groups joined by hyphens: what a random key mistyped looks like. */
const UUID_LIKE = /^[0-9a-z]+(?:-[0-9a-z]+)+$/i;

function taxId(written: string): Checked<PixKey> {
  const digits = written.replace(/\D/g, "");
  const kind = digits.length === 11 ? "cpf" : digits.length === 14 ? "cnpj" : null;
  if (kind === null) return refused(`tem ${digits.length} dígitos: um CPF tem 11 e um CNPJ, 14`);
  const name = PIX_KEY_KIND_NAMES[kind];
  if (/^(\d)\1+$/.test(digits)) return refused(`não é um ${name} válido: todos os dígitos são iguais`);
  if (!checkDigitsHold(digits, kind)) {
    // Eleven digits may be a cell phone written without its country code.
    const phone = kind === "cpf" ? ` (se é um celular, escreva-o com +55 e o DDD: ${PHONE_EXAMPLE})` : "";
    return refused(`não é um ${name} válido: os dígitos verificadores não conferem${phone}`);
  }
  return accepted({ kind, value: digits });
}

function email(written: string): Checked<PixKey> {
  if (!isEmailAddress(written)) return refused("não é um endereço de e-mail válido");
  // The DICT registers e-mail keys in lower case only; the manual does not say to change what is written.
  const lower = written.toLowerCase();
  if (written !== lower) return refused(`deve estar em letras minúsculas, como o Pix registra os e-mails: ${lower}`);
  return accepted({ kind: "email", value: written });
}

function phone(written: string): Checked<PixKey> {
  const value = written.replace(/[\s()-]/g, "");
  return CELL_PHONE.test(value)
    ? accepted({ kind: "telefone", value })
    : refused(`não é um celular no formato do Pix: +55, o DDD e os 9 dígitos do número, como ${PHONE_EXAMPLE}`);
}

function kindOf(written: string): Checked<PixKey> {
  if (written.includes("@")) return email(written);
  if (written.startsWith("+")) return phone(written);
  if (UUID.test(written)) return accepted({ kind: "aleatoria", value: written.toLowerCase() });
  if (TAX_ID.test(written)) return taxId(written);
  if (UUID_LIKE.test(written))
    return refused(
      `não é uma chave aleatória válida: ela tem 32 letras de a a f e números, em grupos de 8, 4, 4, 4 e 12 separados por hífens, como ${UUID_EXAMPLE}`,
    );
  return refused(
    `não é uma chave Pix: escreva um CNPJ ou um CPF (com ou sem pontos), um e-mail, um celular com +55 e o DDD (${PHONE_EXAMPLE}) ou uma chave aleatória (${UUID_EXAMPLE})`,
  );
}

export function parsePixKey(written: string): Checked<PixKey> {
  const trimmed = written.trim();
  if (trimmed === "") return refused("não pode ficar vazio");
  const key = kindOf(trimmed);
  if (key.ok && key.value.value.length > MAX_KEY_LENGTH)
    return refused(
      `tem ${key.value.value.length} caracteres, e no código Pix a chave cabe em no máximo ${MAX_KEY_LENGTH} (o campo 26 tem no máximo 99)`,
    );
  return key;
}
