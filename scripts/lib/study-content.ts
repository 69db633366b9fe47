// A course with N lessons and a book with N chapters, generated for the benchmark's study part
// (scripts/bench/study.mjs) from the texts of the project's teachings, as site-copies.ts makes
// teachings: a folder with the kinds' subfolders (cursos/, aulas/, livros/, capitulos/), which a build
// adds beside content/ through CONTENT_EXTRA_DIR (src/buildtime/content/folders.ts).
import fs from "node:fs";
import path from "node:path";
import { composeBody, projectTexts, seededRandom, type ProjectTexts } from "./site-copies";

/** The generated course's and book's `id`: the published content has 1 to 3 of each. */
export const STUDY_ID = 4;

/** A video on one lesson in three (the first included), behind the lesson page's facade. */
const VIDEO = "https://www.youtube.com/watch?v=M7lc1UVf-VE";
const LESSONS_PER_MODULE = 5;

/** The file of the book, the examples' PDF: the book page shows its size and offers it. */
const BOOK_FILE = path.join("docs", "exemplos", "livros", "arquivos", "o-caminho-da-caridade.pdf");

/** `count` consecutive sentences of the summaries from a random one, `random`'s next number. */
function sentences(random: () => number, { summaries }: ProjectTexts, count: number): string[] {
  const first = Math.floor(random() * summaries.length);
  return Array.from({ length: count }, (_, k) => summaries[(first + k) % summaries.length]);
}

const mdx = (frontmatter: readonly string[], body: readonly string[]) =>
  `---\n${frontmatter.join("\n")}\n---\n${body.length > 0 ? `\n${body.join("\n\n")}\n` : ""}`;

/**
 * Lesson `i`, a function of its number only (lesson 1 is the same file at every N): 400 to about 1,800
 * words with a subtitle per ~400, its module (five lessons each), a duration at 150 words a minute,
 * a video on one lesson in three and two to four questions of three or four options each, made of
 * the summaries' sentences.
 */
function lesson(i: number, texts: ProjectTexts): string {
  const random = seededRandom(100_000 + i);
  const target = 400 + Math.floor(random() * 1_200);
  const { body, words } = composeBody(random, texts, target, (blocks) =>
    Math.min(blocks - 1, Math.max(1, Math.round(target / 400))),
  );
  const questions = Array.from({ length: 2 + Math.floor(random() * 3) }, (_, q) => {
    const options = sentences(random, texts, 3 + Math.floor(random() * 2));
    const [explanation] = sentences(random, texts, 1);
    return [
      `  - pergunta: ${JSON.stringify(`Qual destas frases resume a parte ${q + 1} da aula ${i}?`)}`,
      "    opcoes:",
      ...options.map((option) => `      - ${JSON.stringify(option)}`),
      `    resposta: ${JSON.stringify(options[Math.floor(random() * options.length)])}`,
      `    explicacao: ${JSON.stringify(explanation)}`,
    ];
  });
  const [summary] = sentences(random, texts, 1);
  return mdx(
    [
      `curso: ${STUDY_ID}`,
      `ordem: ${i}`,
      `titulo: "Aula de teste número ${i}"`,
      `resumo: ${JSON.stringify(summary)}`,
      `duracao: "${Math.max(5, Math.ceil(words / 150))} min"`,
      `modulo: "Módulo ${Math.ceil(i / LESSONS_PER_MODULE)}"`,
      ...(i % 3 === 1 ? [`video: "${VIDEO}"`] : []),
      "perguntas:",
      ...questions.flat(),
    ],
    body,
  );
}

/** Chapter `i`, a function of its number only: 1,500 to about 4,500 words, a subtitle per ~800. */
function chapter(i: number, texts: ProjectTexts): string {
  const random = seededRandom(200_000 + i);
  const target = 1_500 + Math.floor(random() * 2_800);
  const { body } = composeBody(random, texts, target, (blocks) =>
    Math.min(blocks - 1, Math.max(1, Math.round(target / 800))),
  );
  return mdx([`livro: ${STUDY_ID}`, `ordem: ${i}`, `titulo: "Capítulo de teste número ${i}"`], body);
}

/**
 * In `dir` (emptied first): course and book number STUDY_ID with `n` lessons and `n` chapters. With
 * `n` = 0 both are "Em breve", which the build accepts without lessons or chapters: the same content
 * but for the lessons, the chapters and the two pages they belong to, the floor the others are read
 * against.
 */
export function generateStudy(projectRoot: string, dir: string, n: number): string {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const kind of ["cursos", "aulas", "livros/arquivos", "capitulos"]) {
    fs.mkdirSync(path.join(dir, kind), { recursive: true });
  }
  const texts = projectTexts(projectRoot);
  const random = seededRandom(STUDY_ID);
  const status = n > 0 ? "Disponível" : "Em breve";
  fs.writeFileSync(
    path.join(dir, "cursos", "curso-de-teste.mdx"),
    mdx(
      [
        `id: ${STUDY_ID}`,
        "nivel: Iniciante",
        `titulo: "Curso de teste"`,
        `descricao: ${JSON.stringify(sentences(random, texts, 2).join(" "))}`,
        `duracao: "${Math.max(1, Math.ceil(n / LESSONS_PER_MODULE))} semanas"`,
        `estudantes: "Aberto a todos"`,
        `status: "${status}"`,
      ],
      composeBody(random, texts, 150, () => 0).body,
    ),
  );
  fs.copyFileSync(path.join(projectRoot, BOOK_FILE), path.join(dir, "livros", "arquivos", "livro-de-teste.pdf"));
  fs.writeFileSync(
    path.join(dir, "livros", "livro-de-teste.mdx"),
    mdx(
      [
        `id: ${STUDY_ID}`,
        `titulo: "Livro de teste"`,
        `subtitulo: "Capítulos gerados a partir dos ensinamentos"`,
        `descricao: ${JSON.stringify(sentences(random, texts, 2).join(" "))}`,
        `paginas: ${Math.max(1, n * 12)}`,
        `formato: "PDF"`,
        `status: "${status}"`,
        "rating: 5",
        "arquivo: ./arquivos/livro-de-teste.pdf",
      ],
      composeBody(random, texts, 150, () => 0).body,
    ),
  );
  for (let i = 1; i <= n; i += 1) {
    fs.writeFileSync(path.join(dir, "aulas", `aula-${i}.mdx`), lesson(i, texts));
    fs.writeFileSync(path.join(dir, "capitulos", `capitulo-${i}.mdx`), chapter(i, texts));
  }
  return dir;
}
