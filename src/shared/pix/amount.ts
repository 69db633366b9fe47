import { SITE } from "../site";
import { PIX_LIMITS, amountField } from "./br-code";
import { accepted, refused, type Checked } from "./checked";

/**
 * A suggested amount as an editor writes it in `valores`: a number in reais (YAML's `50`, `19.9`), or the
 * same written as text (`"19.90"`, what a list of texts in the editor's form stores), with at most two
 * decimals after a point. Read from its decimal writing rather than computed, so that no binary fraction
 * rounds a cent away: it is kept as whole cents.
 */

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

const REAIS = new Intl.NumberFormat(SITE.lang, { style: "currency", currency: "BRL" });

/** An amount as the page shows it: 'R$ 50,00' (the locale puts a no-break space after the sign). */
export const formatReais = (cents: number) => REAIS.format(cents / 100);

/** The largest amount field 54 holds, in cents: all its characters digits but the point (R$ 9.999.999.999,99). */
const MAX_CENTS = 10 ** (PIX_LIMITS.amount - 1) - 1;

export function parseAmount(value: unknown): Checked<number> {
  // String() writes a number as the shortest decimal that reads back as it: 19.9 as "19.9", 1e21 as "1e+21".
  const written = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const match = DECIMAL.exec(written);
  const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : 0;
  if (cents <= 0)
    return refused(
      "deve ser um valor em reais maior que zero, com no máximo duas casas decimais depois do ponto (50 ou 19.90)",
    );
  if (amountField(cents).length > PIX_LIMITS.amount)
    return refused(`passa do maior valor que o código Pix aceita, ${formatReais(MAX_CENTS)}`);
  return accepted(cents);
}
