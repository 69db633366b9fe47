import React from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { CourseView, type CourseData } from "../src/components/CourseView";
import { LessonView, type LessonData } from "../src/components/LessonView";
import { CourseCard, type CourseCardData } from "../src/components/CourseCard";
import { BookCard, type BookCardData } from "../src/components/BookCard";
import { SelfAssessment } from "../src/components/SelfAssessment";
import { VideoFacade } from "../src/components/VideoFacade";
import { clearProgress, readProgress, setLessonDone, subscribeToProgress } from "../src/browser/course-progress";
import { LANGUAGE_STORAGE_KEY } from "../src/browser/language-state";
import { lessonToStudy, modulesOf } from "../src/shared/study";
import { bookData, courseData } from "../src/shared/structured-data/study";
import { Head as HomeHead } from "../src/templates/home";
import { SITE } from "../src/shared/site";
import { PageLanguagesProvider } from "../src/hooks/usePageLanguage";
import { CATALOGUES } from "../src/shared/texts/catalogues";
import { structuredDataOf } from "./fixtures/head";

/** A course's lessons as the build gives them to its page: in the order of their `ordem`. */
const LESSONS = [
  { ordem: 1, path: "/cursos/4/aulas/1/", titulo: "O que é", duracao: "20 min", modulo: "Módulo 1" },
  { ordem: 2, path: "/cursos/4/aulas/2/", titulo: "A Codificação", duracao: "25 min", modulo: "Módulo 1" },
  { ordem: 3, path: "/cursos/4/aulas/3/", titulo: "A prece", duracao: "15 min", modulo: "Módulo 2" },
];

const COURSE: CourseData = {
  id: "curso-4",
  status: "Disponível",
  contentId: 4,
  nivel: "Iniciante",
  titulo: "Introdução",
  descricao: "Um curso aberto.",
  duracao: "4 semanas",
  estudantes: "Aberto a todos",
  bodyHtml: "<p>Apresentação do curso.</p>",
  lessons: LESSONS,
};

const KEY = "progresso-curso-4";

afterEach(() => window.localStorage.clear());

describe("the syllabus and the way on, from the lessons in order (src/shared/study.ts)", () => {
  it("groups the syllabus by module, numbering each lesson by its place, and finds the lesson to study", () => {
    const modules = modulesOf(LESSONS).map((module) => [
      module.title,
      module.lessons.map(({ place, lesson }) => [place, lesson.ordem]),
    ]);
    expect(modules).toEqual([
      [
        "Módulo 1",
        [
          [1, 1],
          [2, 2],
        ],
      ],
      ["Módulo 2", [[3, 3]]],
    ]);
    expect(lessonToStudy(LESSONS, [])?.ordem).toBe(1);
    expect(lessonToStudy(LESSONS, [1, 3])?.ordem).toBe(2);
    expect(lessonToStudy(LESSONS, [1, 2, 3])?.ordem).toBe(1);
  });

  it("keeps the order it is given: a module that comes back keeps its place, its lessons their numbers", () => {
    const [first, second, third] = LESSONS;
    const modules = modulesOf([first, { ...third, modulo: null }, { ...second, modulo: "Módulo 1" }]);
    expect(modules.map((module) => [module.title, module.lessons.map(({ place }) => place)])).toEqual([
      ["Módulo 1", [1, 3]],
      [null, [2]],
    ]);
  });
});

describe("the visitor's progress (src/browser/course-progress.ts)", () => {
  it("is kept per course in localStorage, told to listeners, and forgotten by 'Recomeçar'", () => {
    const listener = jest.fn();
    const stop = subscribeToProgress(listener);
    setLessonDone(4, 2, true);
    setLessonDone(4, 1, true);
    setLessonDone(5, 1, true);
    expect(window.localStorage.getItem(KEY)).toBe("[1,2]");
    expect(readProgress(4)).toEqual([1, 2]);
    // The same list until it changes, as useSyncExternalStore needs.
    expect(readProgress(4)).toBe(readProgress(4));
    setLessonDone(4, 2, false);
    expect(readProgress(4)).toEqual([1]);
    clearProgress(4);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(readProgress(5)).toEqual([1]);
    expect(listener).toHaveBeenCalledTimes(5);
    stop();
  });

  it("answers for as long as the page is open when the browser refuses to store it, and stores it once allowed", () => {
    const refuse = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("refused", "SecurityError");
    });
    try {
      setLessonDone(4, 2, true);
      expect(readProgress(4)).toEqual([2]);
      expect(window.localStorage.getItem(KEY)).toBeNull();
    } finally {
      refuse.mockRestore();
    }
    setLessonDone(4, 3, true);
    expect(window.localStorage.getItem(KEY)).toBe("[2,3]");
    clearProgress(4);
    expect(readProgress(4)).toEqual([]);
  });

  it("reads what another tab writes, and takes what is not a list as nothing done", () => {
    const listener = jest.fn();
    const stop = subscribeToProgress(listener);
    window.localStorage.setItem(KEY, "[3]");
    window.dispatchEvent(new StorageEvent("storage", { key: KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readProgress(4)).toEqual([3]);
    window.localStorage.setItem(KEY, "{não é uma lista");
    expect(readProgress(4)).toEqual([]);
    stop();
  });
});

describe("An available course's page", () => {
  it("without progress: 0 of 3, 'Iniciar Curso' to the first lesson, 'Recomeçar' disabled, the syllabus by module", () => {
    render(<CourseView course={COURSE} />);
    const progress = screen.getByRole("region", { name: "Seu progresso" });
    expect(progress).toHaveTextContent("0 de 3 aulas concluídas");
    expect(within(progress).getByRole("link", { name: "Iniciar Curso" })).toHaveAttribute("href", "/cursos/4/aulas/1/");
    expect(within(progress).getByRole("button", { name: "Recomeçar" })).toBeDisabled();
    const syllabus = screen.getByRole("region", { name: "Programa do curso" });
    expect(
      within(syllabus)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Módulo 1", "Módulo 2"]);
    expect(
      within(syllabus)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Aula 1: O que é", "Aula 2: A Codificação", "Aula 3: A prece"]);
    expect(screen.getByText("Apresentação do curso.")).toBeInTheDocument();
  });

  it("numbers the lessons by their place, whatever gaps their files' numbers leave, and links them to their pages", () => {
    const numbered = LESSONS.map((item, index) => {
      const ordem = [2, 5, 7][index];
      return { ...item, ordem, path: `/cursos/4/aulas/${ordem}/` };
    });
    render(<CourseView course={{ ...COURSE, lessons: numbered }} />);
    const links = within(screen.getByRole("region", { name: "Programa do curso" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Aula 1: O que é", "/cursos/4/aulas/2/"],
      ["Aula 2: A Codificação", "/cursos/4/aulas/5/"],
      ["Aula 3: A prece", "/cursos/4/aulas/7/"],
    ]);
  });

  it("with progress: marks the lessons done, 'Continuar' to the next, and 'Curso concluído' once all are", () => {
    window.localStorage.setItem(KEY, "[1]");
    render(<CourseView course={COURSE} />);
    expect(screen.getByRole("region", { name: "Seu progresso" })).toHaveTextContent("1 de 3 aulas concluídas");
    expect(screen.getByRole("link", { name: "Continuar" })).toHaveAttribute("href", "/cursos/4/aulas/2/");
    expect(screen.getAllByText("(concluída)")).toHaveLength(1);
    act(() => {
      setLessonDone(4, 2, true);
      setLessonDone(4, 3, true);
    });
    const done = screen.getByRole("region", { name: "Curso concluído" });
    expect(done).toHaveTextContent("3 de 3 aulas concluídas");
    expect(screen.getAllByText("(concluída)")).toHaveLength(3);
    fireEvent.click(within(done).getByRole("button", { name: "Recomeçar" }));
    expect(screen.getByRole("region", { name: "Seu progresso" })).toHaveTextContent("0 de 3 aulas concluídas");
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});

const lesson = (ordem: number): LessonData => ({
  curso: 4,
  ordem,
  path: `/cursos/4/aulas/${ordem}/`,
  titulo: LESSONS.find((item) => item.ordem === ordem)?.titulo ?? "",
  resumo: "r",
  duracao: "20 min",
  modulo: "Módulo 1",
  videoId: null,
  bodyHtml: "<p>Texto da aula.</p>",
  perguntas: null,
  course: { titulo: "Introdução" },
});

/** A lesson's page with its neighbours, as the build gives it (src/buildtime/study-pages.ts). */
function LessonPage({ ordem }: { ordem: number }) {
  const index = LESSONS.findIndex((item) => item.ordem === ordem);
  return (
    <LessonView
      lesson={lesson(ordem)}
      previous={LESSONS[index - 1] ?? null}
      next={LESSONS[index + 1] ?? null}
      position={index + 1}
      count={LESSONS.length}
    />
  );
}

describe("A lesson's page", () => {
  it("toggles 'Marcar como concluída', and leads to the lessons around it", () => {
    render(<LessonPage ordem={2} />);
    const toggle = screen.getByRole("button", { name: "Marcar como concluída" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(readProgress(4)).toEqual([2]);
    fireEvent.click(toggle);
    expect(readProgress(4)).toEqual([]);
    expect(screen.getByRole("link", { name: /Aula anterior/ })).toHaveAttribute("href", "/cursos/4/aulas/1/");
    expect(screen.getByRole("link", { name: /Próxima aula/ })).toHaveAttribute("href", "/cursos/4/aulas/3/");
    expect(screen.getByText("Aula 2 de 3 · 20 min")).toBeInTheDocument();
  });

  it("on the last lesson, 'Concluir curso' takes the place of 'Próxima aula', marks it done and leads to the course", () => {
    render(<LessonPage ordem={3} />);
    expect(screen.queryByRole("link", { name: /Próxima aula/ })).not.toBeInTheDocument();
    const finish = screen.getByRole("link", { name: /Concluir curso/ });
    expect(finish).toHaveAttribute("href", "/cursos/4/");
    fireEvent.click(finish);
    expect(readProgress(4)).toEqual([3]);
  });
});

describe("A course and a lesson published in another language", () => {
  const ENGLISH = { translated: { code: "en" as const, texts: CATALOGUES.en, feed: true } };
  const inEnglish = (page: React.ReactNode) =>
    render(<PageLanguagesProvider value={ENGLISH}>{page}</PageLanguagesProvider>);
  /** Each link's words, with the part of them marked as in another language than the page's. */
  const marked = (links: HTMLElement[]) =>
    links.map((link) => [
      link.textContent,
      ...Array.from(link.querySelectorAll("[lang]"), (part) => `${part.getAttribute("lang")}: ${part.textContent}`),
    ]);

  it("marks as Portuguese the titles of the Portuguese pages they lead to, and none of their own words (WCAG 3.1.2)", () => {
    const lessons = [
      { ...LESSONS[0], titulo: "What it is", modulo: "Module 1", path: "/en/cursos/4/aulas/1/" },
      { ...LESSONS[1], modulo: "Module 1", inSource: true },
      { ...LESSONS[2], inSource: true },
    ];
    inEnglish(<CourseView course={{ ...COURSE, lessons }} />);
    const syllabus = within(screen.getByRole("region", { name: "Syllabus" }));
    expect(marked(syllabus.getAllByRole("link"))).toEqual([
      ["Lesson 1: What it is"],
      ["Lesson 2: A Codificação", `${SITE.lang}: A Codificação`],
      ["Lesson 3: A prece", `${SITE.lang}: A prece`],
    ]);
    // A module's title is Portuguese where none of its lessons is translated.
    expect(marked(syllabus.getAllByRole("heading", { level: 3 }))).toEqual([
      ["Module 1"],
      ["Módulo 2", `${SITE.lang}: Módulo 2`],
    ]);
  });

  it("marks the Portuguese course it leads back to, and the Portuguese lessons around it", () => {
    inEnglish(
      <LessonView
        lesson={lesson(2)}
        previous={{ ...LESSONS[0], inSource: true }}
        next={{ ...LESSONS[2], titulo: "Prayer", path: "/en/cursos/4/aulas/3/" }}
        position={2}
        count={3}
        coursePage={{ to: "/cursos/4/", inSource: true }}
      />,
    );
    expect(marked(screen.getAllByRole("link"))).toEqual([
      ["← Back to the course Introdução", `${SITE.lang}: Introdução`],
      ["← Previous lessonO que é", `${SITE.lang}: O que é`],
      ["Next lesson →Prayer"],
    ]);
  });
});

describe("The self-assessment", () => {
  it("says right or wrong at once and shows the explanation, in a live region", () => {
    render(
      <SelfAssessment
        questions={[{ pergunta: "Qual?", opcoes: ["Esta", "Aquela"], resposta: "Esta", explicacao: "Porque sim." }]}
      />,
    );
    const question = screen.getByRole("group", { name: "1. Qual?" });
    fireEvent.click(within(question).getByRole("radio", { name: "Aquela" }));
    expect(within(question).getByText("Resposta incorreta.")).toBeInTheDocument();
    expect(within(question).getByText("Porque sim.")).toBeInTheDocument();
    fireEvent.click(within(question).getByRole("radio", { name: "Esta" }));
    expect(within(question).getByText("Resposta correta.").closest("[aria-live]")).toHaveAttribute(
      "aria-live",
      "polite",
    );
  });
});

describe("The video", () => {
  it("is a button over the site's own picture until pressed, then YouTube's privacy-enhanced player, focused", () => {
    const { container } = render(<VideoFacade videoId="M7lc1UVf-VE" title="O que é" />);
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("src", "/imagens/video-aula.svg");
    fireEvent.click(screen.getByRole("button", { name: "Assistir ao vídeo" }));
    const player = screen.getByTitle("Vídeo da aula: O que é");
    expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1");
    expect(player).toHaveFocus();
  });
});

describe("The cards of the lists", () => {
  const base = {
    id: "n",
    nivel: "Iniciante",
    descricao: "d",
    duracao: "1",
    estudantes: "1",
    lessons: [{ ordem: 1, path: "/cursos/4/aulas/1/" }],
  };
  it("an available course links to its page and first lesson; one 'Em breve' keeps the spec's inert button", () => {
    const available: CourseCardData = { ...base, contentId: 4, titulo: "Aberto", status: "Disponível" };
    const soon: CourseCardData = { ...base, contentId: 1, titulo: "Em breve", status: "Em breve" };
    render(
      <>
        <CourseCard course={available} />
        <CourseCard course={soon} />
      </>,
    );
    expect(screen.getByRole("link", { name: "Aberto" })).toHaveAttribute("href", "/cursos/4/");
    expect(screen.getByRole("link", { name: "Iniciar Curso" })).toHaveAttribute("href", "/cursos/4/aulas/1/");
    expect(screen.getByRole("button", { name: "Iniciar Curso" })).toBeInTheDocument();
    // The 'Em breve' card's title is not a link, and its one link-like control is the inert button.
    expect(screen.queryByRole("link", { name: "Em breve" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });

  it("an available book downloads its file and opens its first chapter, in the visitor's language", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    const book: BookCardData = {
      id: "n",
      contentId: 4,
      titulo: "Livro",
      subtitulo: "s",
      descricao: "d",
      paginas: 3,
      formato: "PDF",
      status: "Disponível",
      rating: 5,
      arquivo: { publicURL: "/static/abc/livro.pdf", base: "livro.pdf" },
      chapters: [{ path: "/livros/4/capitulos/1/" }, { path: "/livros/4/capitulos/2/" }],
    };
    render(<BookCard book={book} />);
    const download = screen.getByRole("link", { name: "Download Book" });
    expect(download).toHaveAttribute("href", "/static/abc/livro.pdf");
    expect(download).toHaveAttribute("download", "livro.pdf");
    expect(screen.getByRole("link", { name: "Ler online" })).toHaveAttribute("href", "/livros/4/capitulos/1/");
  });
});

describe("What search engines read (src/shared/structured-data/)", () => {
  it("a Course offered online, with its lessons in order; a Book with its file as an EBook", () => {
    const course = courseData({
      name: "Introdução",
      description: "d",
      path: "/cursos/4/",
      lessons: [{ name: "O que é", path: "/cursos/4/aulas/1/" }],
    });
    expect(course).toMatchObject({
      "@type": "Course",
      hasCourseInstance: { "@type": "CourseInstance", courseMode: "online" },
      hasPart: [{ "@type": "LearningResource", name: "O que é", position: 1 }],
    });
    const book = bookData({
      name: "Livro",
      alternativeHeadline: "s",
      description: "d",
      path: "/livros/5/",
      pages: 12,
      file: { path: "/static/x/guia.epub", extension: "epub" },
    });
    expect(book.workExample).toMatchObject({
      bookFormat: "https://schema.org/EBook",
      encodingFormat: "application/epub+zip",
    });
  });

  it("names the institute as the home page does: the provider of a course, the publisher of a book", () => {
    const home = structuredDataOf(
      <HomeHead location={{ pathname: "/" }} params={{}} data={{}} pageContext={{}} serverData={{}} />,
    );
    const institute = {
      "@type": "Organization",
      name: "Instituto Evolução para Todos",
      url: `${SITE.url}/`,
      logo: `${SITE.url}/icon-512.png`,
    };
    expect(home).toMatchObject(institute);
    const course = courseData({ name: "c", description: "d", path: "/cursos/4/", lessons: [] });
    expect(course.provider).toEqual(institute);
    const book = bookData({
      name: "l",
      alternativeHeadline: "s",
      description: "d",
      path: "/livros/5/",
      pages: 1,
      file: null,
    });
    expect(book.publisher).toEqual(institute);
  });
});
