import { crc16 } from "./crc16";

/**
 * The static BR Code ("Pix Copia e Cola") of the Banco Central's "Manual de Padrões para Iniciação do
 * Pix": EMV's merchant-presented QR payload, each field its two-digit id, its two-digit length and its
 * value, in the manual's order. What goes in is already checked and written as the code carries it
 * (settings.ts reads an editor's settings into that); a value that breaks the standard here is a
 * mistake of the code that called, and throws.
 */

/** The standard's limits, in characters. */
export const PIX_LIMITS = {
  /** Field 59, the receiver's name. */
  name: 25,
  /** Field 60, the receiver's city. */
  city: 15,
  /** Field 26 as a whole: the arrangement's GUI and the key. */
  account: 99,
  /** Field 54, the amount, `NN.NN`. */
  amount: 13,
} as const;

/** Field 62's `05`: letters and digits, or `***` for a code that names no transaction. */
export const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;
export const NO_TXID = "***";

/** EMV's "ans" characters, which fields 59 and 60 hold: printable ASCII, space to tilde. */
export const EMV_TEXT = /^[\x20-\x7e]*$/;

const GUI = "br.gov.bcb.pix";

/** One field. Its length has two digits, so no field holds more than 99 characters (field 26's limit too). */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`Field ${id} would have ${value.length} characters; a field holds 99.`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

const ACCOUNT_PREFIX = field("00", GUI);

/**
 * The longest key field 26 holds beside the GUI, the key's own id and its length: 77, which is also the
 * longest e-mail the Pix directory (DICT) registers as a key.
 */
export const MAX_KEY_LENGTH = PIX_LIMITS.account - ACCOUNT_PREFIX.length - "01NN".length;

/** An amount in cents as field 54 writes it: reais, a point, two decimals. */
export const amountField = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

export interface StaticPix {
  /** The key as the code carries it (key.ts). */
  key: string;
  /** The receiver's name and city in EMV's characters (merchant-text.ts). */
  name: string;
  city: string;
  /** A set amount, in cents; none for a code whose payer types the amount. */
  cents?: number;
  /** Field 62's transaction id; `***` when none. */
  txid?: string;
}

function text(id: string, value: string, limit: number): string {
  if (value.length === 0 || value.length > limit || !EMV_TEXT.test(value))
    throw new RangeError(`Field ${id} takes 1 to ${limit} of EMV's characters, not ${JSON.stringify(value)}.`);
  return field(id, value);
}

function amount(cents: number): string {
  const value = amountField(cents);
  if (!Number.isSafeInteger(cents) || cents <= 0 || value.length > PIX_LIMITS.amount)
    throw new RangeError(`Field 54 takes a positive amount of whole cents of at most 13 characters, not ${cents}.`);
  return field("54", value);
}

/** The whole payload, its CRC included. */
export function staticBrCode({ key, name, city, cents, txid = NO_TXID }: StaticPix): string {
  if (key === "") throw new RangeError("A code needs its key.");
  if (txid !== NO_TXID && !TXID_PATTERN.test(txid))
    throw new RangeError(`The txid ${JSON.stringify(txid)} is not 1 to 25 letters and digits.`);
  const body = [
    field("00", "01"),
    field("26", `${ACCOUNT_PREFIX}${field("01", key)}`),
    field("52", "0000"),
    field("53", "986"),
    cents === undefined ? "" : amount(cents),
    field("58", "BR"),
    text("59", name, PIX_LIMITS.name),
    text("60", city, PIX_LIMITS.city),
    field("62", field("05", txid)),
    "6304",
  ].join("");
  return `${body}${crc16(body)}`;
}
