import { z } from "zod";
import { COURSE_LEVELS, RATING_SCALE, TEACHING_CATEGORIES } from "../shared/site";

/**
 * Validation of every content file's frontmatter, run by gatsby-node when the file is loaded.
 * A problem stops the build with one line per field, naming the file and the field, in Portuguese
 * because editors read it: `content/ensinamentos/x.mdx: "titulo" é obrigatório`.
 */

export type ContentKind = "ensinamentos" | "cursos" | "livros";

export const CONTENT_KINDS: readonly ContentKind[] = ["ensinamentos", "cursos", "livros"];

export function isContentKind(value: string): value is ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(value);
}

const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"];
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const required = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? "é obrigatório" : `deve ser ${what}`;

const text = () =>
  z
    .string({ error: required("um texto") })
    .trim()
    .min(1, { error: "não pode ficar vazio" });

const positiveInt = () =>
  z
    .number({ error: required("um número inteiro") })
    .int({ error: "deve ser um número inteiro" })
    .positive({ error: "deve ser maior que zero" });

/** YAML turns an unquoted 2025-01-20 into a Date; a quoted one stays a string. Both become "YYYY-MM-DD". */
const isoDate = () =>
  z.union([z.string(), z.date()], { error: required("uma data no formato AAAA-MM-DD") }).transform((value, ctx) => {
    const iso = value instanceof Date ? value.toISOString().slice(0, 10) : value.trim();
    const parsed = new Date(`${iso}T00:00:00Z`);
    // The round trip rejects days a month does not have (2025-02-30), which Date would roll over.
    if (!DATE_PATTERN.test(iso) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) {
      ctx.addIssue({ code: "custom", message: "deve ser uma data no formato AAAA-MM-DD" });
      return z.NEVER;
    }
    return iso;
  });

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: required(`um destes valores: ${values.join(", ")}`) });

export const teachingSchema = z.object({
  id: positiveInt(),
  titulo: text(),
  resumo: text(),
  data: isoDate(),
  autor: text(),
  tempo_leitura: positiveInt(),
  imagem: text().refine((value) => IMAGE_EXTENSIONS.some((ext) => value.toLowerCase().endsWith(ext)), {
    error: `deve apontar para uma imagem (${IMAGE_EXTENSIONS.join(", ")})`,
  }),
  slug: text().regex(SLUG_PATTERN, { error: "deve ter só letras minúsculas sem acento, números e hífens" }),
  categoria: oneOf(TEACHING_CATEGORIES).optional(),
  ano: z
    .number({ error: "deve ser um ano (número inteiro)" })
    .int({ error: "deve ser um ano (número inteiro)" })
    .min(1900, { error: "deve ser um ano entre 1900 e 2100" })
    .max(2100, { error: "deve ser um ano entre 1900 e 2100" })
    .optional(),
});

export const courseSchema = z.object({
  id: positiveInt(),
  nivel: oneOf(COURSE_LEVELS),
  titulo: text(),
  descricao: text(),
  duracao: text(),
  estudantes: text(),
  status: text(),
});

export const bookSchema = z.object({
  id: positiveInt(),
  titulo: text(),
  subtitulo: text(),
  descricao: text(),
  paginas: positiveInt(),
  formato: text(),
  status: text(),
  rating: positiveInt().max(RATING_SCALE, { error: `deve ser no máximo ${RATING_SCALE}` }),
});

export type TeachingFrontmatter = z.infer<typeof teachingSchema>;
export type CourseFrontmatter = z.infer<typeof courseSchema>;
export type BookFrontmatter = z.infer<typeof bookSchema>;

interface FrontmatterByKind {
  ensinamentos: TeachingFrontmatter;
  cursos: CourseFrontmatter;
  livros: BookFrontmatter;
}

const SCHEMAS = { ensinamentos: teachingSchema, cursos: courseSchema, livros: bookSchema } as const;

export type ValidationResult<K extends ContentKind> =
  { ok: true; data: FrontmatterByKind[K] } | { ok: false; errors: string[] };

/** Checks one file's frontmatter. `file` is the path shown to the editor (relative to the project). */
export function validateFrontmatter<K extends ContentKind>(
  kind: K,
  frontmatter: unknown,
  file: string,
): ValidationResult<K> {
  const result = SCHEMAS[kind].safeParse(frontmatter ?? {});
  if (result.success) return { ok: true, data: result.data as FrontmatterByKind[K] };
  const errors = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "frontmatter";
    return `${file}: "${field}" ${issue.message}`;
  });
  return { ok: false, errors };
}

/** A teaching's image must exist beside the file; checked separately because it needs the disk. */
export function checkImageExists(file: string, imagem: string, exists: (relativePath: string) => boolean): string[] {
  return exists(imagem) ? [] : [`${file}: "imagem" aponta para um arquivo que não existe (${imagem})`];
}

/** Lines naming every file that repeats a value that must be unique (id, slug) within a kind. */
export function findDuplicates<T>(
  items: readonly T[],
  field: string,
  valueOf: (item: T) => string | number,
  fileOf: (item: T) => string,
): string[] {
  const byValue = new Map<string | number, string[]>();
  for (const item of items) {
    const value = valueOf(item);
    byValue.set(value, [...(byValue.get(value) ?? []), fileOf(item)]);
  }
  return [...byValue.entries()]
    .filter(([, files]) => files.length > 1)
    .flatMap(([value, files]) =>
      files.map(
        (file) =>
          `${file}: "${field}" ${JSON.stringify(value)} repete-se em ${files.filter((other) => other !== file).join(", ")}`,
      ),
    );
}
