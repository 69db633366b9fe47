/** A rule the value must follow, written as a pattern so the editor's form can check it too. */
export interface PatternRule {
  pattern: RegExp;
  /** Completes the field's name in a sentence: `"slug" deve ter só letras minúsculas…`. */
  message: string;
}

/** The patterns several kinds' fields share, each with the words an editor reads (define.ts re-exports them). */

/** A text on one line: what becomes an e-mail's subject (src/shared/editions.ts) never breaks a header. */
export const SINGLE_LINE_RULE: PatternRule = {
  pattern: /^[^\r\n]*$/,
  message: "deve caber numa linha, sem quebras",
};

/** Lower-case letters without accents, digits and single hyphens: addresses and file names. */
export const SLUG_RULE: PatternRule = {
  pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  message: "deve ter só letras minúsculas sem acento, números e hífens",
};

const PICTURE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"];

/** A book's file: the formats visitors download and read (its first bytes are checked too). */
export const DOCUMENT_RULE: PatternRule = {
  pattern: /\.(pdf|epub|PDF|EPUB)$/,
  message: "deve apontar para um arquivo PDF ou EPUB",
};

/** A file that must be a PDF (a year's accounts, src/shared/content-kinds/donations.ts). */
export const PDF_RULE: PatternRule = {
  pattern: /\.(pdf|PDF)$/,
  message: "deve apontar para um arquivo PDF",
};

/** The picture formats the build's image pipeline reads (the editor's pattern has no flags, hence both cases). */
export const PICTURE_RULE: PatternRule = {
  pattern: /\.(jpe?g|png|webp|avif|JPE?G|PNG|WEBP|AVIF)$/,
  message: `deve apontar para uma imagem (${PICTURE_EXTENSIONS.join(", ")})`,
};
