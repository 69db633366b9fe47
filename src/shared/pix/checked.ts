/**
 * What reading one setting gives: its value as the code carries it, or why it is refused, in words that
 * complete a sentence naming the field (`"chave_pix" não é um CPF válido…`; the file and the field come
 * first, written by src/shared/content-kinds/validation.ts).
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export const accepted = <T>(value: T): Checked<T> => ({ ok: true, value });

export const refused = <T = never>(message: string): Checked<T> => ({ ok: false, message });
