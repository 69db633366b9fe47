import type { FieldProblem } from "../content-kinds/define";
import { formatReais, parseAmount } from "./amount";
import { NO_TXID, PIX_LIMITS, TXID_PATTERN, staticBrCode } from "./br-code";
import { accepted, refused, type Checked } from "./checked";
import { parsePixKey, type PixKey } from "./key";
import { merchantText } from "./merchant-text";

/**
 * The Pix page's settings (the front matter of content/apoie.mdx) read into what its codes are made of,
 * with every rule they break, named by the field, as a content kind's `check` reports them; and the codes
 * made from them: one whose payer types the amount, and one per suggested amount.
 */

/** The front matter's keys. */
export const PIX_FIELDS = {
  key: "chave_pix",
  name: "favorecido",
  city: "cidade",
  amounts: "valores",
  txid: "identificador",
} as const;

interface PixSettings {
  key: PixKey;
  /** The receiver's name and city as the code carries them. */
  name: string;
  city: string;
  /** The suggested amounts, in cents, in the editor's order. */
  amounts: number[];
  txid: string;
}

const absent = (value: unknown) => value === undefined || value === null || value === "";

/** A setting written as text: absent or of another type, it is told so as the front matter's check would. */
function fromText<T>(value: unknown, read: (text: string) => Checked<T>): Checked<T> {
  if (absent(value)) return refused("é obrigatório");
  return typeof value === "string" ? read(value) : refused("deve ser um texto");
}

function txidOf(value: unknown): Checked<string> {
  if (absent(value)) return accepted(NO_TXID);
  return fromText(value, (text) =>
    TXID_PATTERN.test(text)
      ? accepted(text)
      : refused("deve ter de 1 a 25 letras sem acento e números, sem espaços nem outros sinais (como APOIE2025)"),
  );
}

function amountsOf(value: unknown, problems: FieldProblem[]): number[] {
  if (absent(value)) return [];
  if (!Array.isArray(value)) {
    problems.push({ field: PIX_FIELDS.amounts, message: "deve ser uma lista de valores em reais, como [20, 50, 100]" });
    return [];
  }
  const amounts: number[] = [];
  const positions = new Map<number, number>();
  for (const [index, item] of value.entries()) {
    const field = `${PIX_FIELDS.amounts}[${index + 1}]`;
    const amount = parseAmount(item);
    const earlier = amount.ok ? positions.get(amount.value) : undefined;
    if (!amount.ok) problems.push({ field, message: amount.message });
    else if (earlier !== undefined)
      problems.push({
        field,
        message: `repete ${formatReais(amount.value)}, já em "${PIX_FIELDS.amounts}[${earlier}]"`,
      });
    else {
      positions.set(amount.value, index + 1);
      amounts.push(amount.value);
    }
  }
  return amounts;
}

type PixSettingsReading = { ok: true; settings: PixSettings } | { ok: false; problems: FieldProblem[] };

export function readPixSettings(data: Record<string, unknown>): PixSettingsReading {
  const problems: FieldProblem[] = [];
  const take = <T>(field: string, checked: Checked<T>): T | undefined => {
    if (checked.ok) return checked.value;
    problems.push({ field, message: checked.message });
    return undefined;
  };
  const key = take(PIX_FIELDS.key, fromText(data[PIX_FIELDS.key], parsePixKey));
  const name = take(
    PIX_FIELDS.name,
    fromText(data[PIX_FIELDS.name], (text) => merchantText(text, PIX_LIMITS.name)),
  );
  const city = take(
    PIX_FIELDS.city,
    fromText(data[PIX_FIELDS.city], (text) => merchantText(text, PIX_LIMITS.city)),
  );
  const amounts = amountsOf(data[PIX_FIELDS.amounts], problems);
  const txid = take(PIX_FIELDS.txid, txidOf(data[PIX_FIELDS.txid]));
  if (key === undefined || name === undefined || city === undefined || txid === undefined || problems.length > 0)
    return { ok: false, problems };
  return { ok: true, settings: { key, name, city, amounts, txid } };
}

/** The content kind's `check`: what is wrong with the settings, field by field; nothing when they make codes. */
export function pixSettingsProblems(data: Record<string, unknown>): FieldProblem[] {
  const reading = readPixSettings(data);
  return reading.ok ? [] : reading.problems;
}

interface SuggestedCode {
  cents: number;
  /** The amount as the page shows it ('R$ 50,00'). */
  reais: string;
  payload: string;
}

interface PixCodes {
  /** The code for a gift of any amount: the payer types it in the bank's app. */
  free: string;
  /** One code per suggested amount, in the settings' order. */
  suggested: SuggestedCode[];
}

export function pixCodes({ key, name, city, amounts, txid }: PixSettings): PixCodes {
  const code = (cents?: number) => staticBrCode({ key: key.value, name, city, cents, txid });
  return {
    free: code(),
    suggested: amounts.map((cents) => ({ cents, reais: formatReais(cents), payload: code(cents) })),
  };
}
