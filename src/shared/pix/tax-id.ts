/**
 * The check digits of a CPF (11 digits) and a CNPJ (14): each of the last two is the modulo-11 digit of
 * those before it, weighted from the right 2, 3, 4… (a CPF's weights keep growing; a CNPJ's go back to 2
 * after 9).
 */

export type TaxIdKind = "cpf" | "cnpj";

const LENGTHS: Record<TaxIdKind, number> = { cpf: 11, cnpj: 14 };

const weightFromRight: Record<TaxIdKind, (position: number) => number> = {
  cpf: (position) => position + 2,
  cnpj: (position) => (position % 8) + 2,
};

function checkDigit(digits: readonly number[], kind: TaxIdKind): number {
  const sum = digits.reduceRight(
    (total, digit, index) => total + digit * weightFromRight[kind](digits.length - 1 - index),
    0,
  );
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * Whether `digits` (digits only) is a CPF or a CNPJ whose check digits hold. The arithmetic alone: a
 * number of one repeated digit passes it, and is no one's (the key's reading refuses it first).
 */
export function checkDigitsHold(digits: string, kind: TaxIdKind): boolean {
  if (digits.length !== LENGTHS[kind] || !/^\d+$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  const body = numbers.slice(0, -2);
  const first = checkDigit(body, kind);
  return first === numbers.at(-2) && checkDigit([...body, first], kind) === numbers.at(-1);
}
