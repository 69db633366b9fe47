// A course with its lessons, a book with its chapter and an edition of the newsletter, as an editor
// writes them in the editor's forms (e2e/cms.spec.ts; CONTENT.md, "Publicar um curso", "Publicar um
// livro" and "Publicar um boletim", shows the same steps).
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { BOOK_KIND, CHAPTER_KIND, COURSE_KIND, EDITION_KIND, LESSON_KIND } from "../../src/shared/content-kinds";
import { choose, docsScreenshot, fillFields, pick, typeBody, upload } from "./editor";

const examples = path.resolve(__dirname, "..", "..", "docs", "exemplos");

export const COURSE = {
  file: "content/cursos/introducao-ao-estudo-espirita.mdx",
  id: "4",
  nivel: "Iniciante",
  titulo: "Introdução ao Estudo Espírita",
  descricao: "Um curso aberto, em duas aulas, para quem chega ao Espiritismo.",
  duracao: "2 semanas",
  estudantes: "Aberto a todos",
  apresentacao: "Este curso é para quem está chegando: não é preciso ter lido nada antes.",
};

export interface Lesson {
  file: string;
  ordem: string;
  titulo: string;
  resumo: string;
  duracao: string;
  modulo: string;
  video?: string;
  pergunta?: { pergunta: string; opcoes: string[]; resposta: string; explicacao: string };
  texto: string;
}

export const LESSONS: readonly Lesson[] = [
  {
    file: "content/aulas/o-que-e-o-espiritismo.mdx",
    ordem: "1",
    titulo: "O que é o Espiritismo",
    resumo: "A doutrina em três aspectos: ciência, filosofia e consequências morais.",
    duracao: "20 min",
    modulo: "Módulo 1: Fundamentos",
    video: "https://www.youtube.com/watch?v=M7lc1UVf-VE",
    pergunta: {
      pergunta: "Quais são os três aspectos do Espiritismo?",
      opcoes: ["Ciência, filosofia e religião", "Ciência, política e economia", "Arte, filosofia e ritual"],
      resposta: "Ciência, filosofia e religião",
      explicacao: "Allan Kardec o apresenta como ciência, filosofia e, por suas consequências morais, religião.",
    },
    texto: "O Espiritismo nasceu na França, em meados do século XIX.",
  },
  {
    file: "content/aulas/a-prece-no-dia-a-dia.mdx",
    ordem: "2",
    titulo: "A prece no dia a dia",
    resumo: "Como a prece sustenta quem estuda e quem serve.",
    duracao: "15 min",
    modulo: "Módulo 1: Fundamentos",
    texto: "A prece é uma conversa simples, que cabe em qualquer hora do dia.",
  },
];

export const BOOK = {
  file: "content/livros/o-caminho-da-caridade.mdx",
  id: "4",
  titulo: "O Caminho da Caridade",
  subtitulo: "Pequenas lições para o bem de cada dia",
  descricao: "Capítulos curtos sobre a caridade vivida em casa, para ler online ou baixar em PDF.",
  paginas: "3",
  formato: "PDF",
  rating: "5",
  pdf: path.join(examples, "livros", "arquivos", "o-caminho-da-caridade.pdf"),
  capa: path.join(examples, "livros", "arquivos", "o-caminho-da-caridade.jpg"),
  apresentacao: "Reflexões nascidas nos grupos de estudo do instituto.",
};

export const CHAPTER = {
  file: "content/capitulos/em-casa.mdx",
  ordem: "1",
  titulo: "Em casa",
  texto: "A caridade começa onde somos mais conhecidos: em casa.",
};

/** A new course's form, filled with `status` ('Em breve' until its lessons are published). */
export async function fillCourse(page: Page, status: string) {
  await fillFields(page, COURSE_KIND, COURSE, ["id"]);
  await choose(page, "Nível", COURSE.nivel);
  await fillFields(page, COURSE_KIND, COURSE, ["titulo", "descricao", "duracao", "estudantes"]);
  await choose(page, "Situação", status);
  await typeBody(page, COURSE.apresentacao);
}

/** A question with its options, the right one copied as its answer, and the explanation. */
async function addQuestion(page: Page, question: NonNullable<Lesson["pergunta"]>) {
  await page.getByRole("button", { name: "Adicionar pergunta" }).click();
  await page.getByLabel("Pergunta", { exact: true }).fill(question.pergunta);
  for (const [index, option] of question.opcoes.entries()) {
    await page.getByRole("button", { name: "Adicionar opção" }).click();
    await page.getByLabel("Opção", { exact: true }).nth(index).fill(option);
  }
  await page.getByLabel("Resposta certa", { exact: true }).fill(question.resposta);
  await page.getByLabel("Explicação", { exact: false }).fill(question.explicacao);
}

/** A new lesson's form: its course chosen from the list of courses, then the rest. `shots` names the screenshots. */
export async function fillLesson(page: Page, lesson: Lesson, shots?: { course: string; questions: string }) {
  await page.getByLabel("Curso", { exact: true }).click();
  await expect(page.getByRole("option", { name: COURSE.titulo })).toBeVisible();
  if (shots) await docsScreenshot(page, shots.course, { afterNotices: true });
  await page.keyboard.press("Escape");
  await pick(page, "Curso", "Introdução", COURSE.titulo);
  await fillFields(page, LESSON_KIND, { ...lesson }, ["ordem", "titulo", "resumo", "duracao", "modulo"]);
  if (lesson.video) await fillFields(page, LESSON_KIND, { video: lesson.video }, ["video"]);
  if (lesson.pergunta) await addQuestion(page, lesson.pergunta);
  await typeBody(page, lesson.texto);
  if (shots) {
    // The whole question, from the field above it.
    await page.getByLabel("Vídeo", { exact: false }).evaluate((input) => input.scrollIntoView({ block: "start" }));
    await docsScreenshot(page, shots.questions, { height: 1200 });
  }
}

/** A new book's form, its file and cover uploaded from the editor's computer. */
export async function fillBook(page: Page, file: { name: string; buffer: Buffer }, cover: Buffer) {
  await fillFields(page, BOOK_KIND, BOOK, ["id", "titulo", "subtitulo", "descricao", "paginas", "formato"]);
  await choose(page, "Situação", "Disponível");
  await fillFields(page, BOOK_KIND, BOOK, ["rating"]);
  await upload(page, /Escolha um arquivo/, { ...file, mimeType: "application/pdf" });
  await expect(page.getByText(`arquivos/${file.name}`, { exact: true })).toBeVisible();
  await upload(page, /Escolha uma imagem/, { name: path.basename(BOOK.capa), mimeType: "image/jpeg", buffer: cover });
  await typeBody(page, BOOK.apresentacao);
}

/** A new chapter's form: its book chosen from the list of books. */
export async function fillChapter(page: Page) {
  await pick(page, "Livro", "Caminho", BOOK.titulo);
  await fillFields(page, CHAPTER_KIND, CHAPTER, ["ordem", "titulo"]);
  await typeBody(page, CHAPTER.texto);
}

export const EDITION = {
  file: "content/boletins/a-caridade-comeca-em-casa.mdx",
  numero: "1",
  titulo: "A caridade começa em casa",
  data: "2025-02-03",
  teaching: { slug: "lobo-bom-lobo-mau", titulo: "O Lobo Bom e o Lobo Mau" },
  texto: "Neste mês, o tema é a caridade vivida em casa, onde somos mais conhecidos.",
};

/** One entry of an optional relation list (its label carries Decap's mark), found by typing part of its title. */
async function pickFromList(page: Page, label: string, typed: string, option: string) {
  await page.getByLabel(label, { exact: false }).click();
  await page.keyboard.type(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByText(option, { exact: true })).toBeVisible();
}

/**
 * A new edition's form: a teaching, the available course and the available book picked from their
 * lists (whose courses 'Em breve' are not offered: `notOffered`), and its text.
 */
export async function fillEdition(page: Page, notOffered: string) {
  await fillFields(page, EDITION_KIND, EDITION, ["numero", "titulo", "data"]);
  await pickFromList(page, "Ensinamentos", "Lobo", EDITION.teaching.titulo);
  await page.getByLabel("Cursos", { exact: false }).click();
  await expect(page.getByRole("option", { name: COURSE.titulo })).toBeVisible();
  await expect(page.getByRole("option", { name: notOffered })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await pickFromList(page, "Cursos", "Introdução", COURSE.titulo);
  await pickFromList(page, "Livros", "Caminho", BOOK.titulo);
  await typeBody(page, EDITION.texto);
}
