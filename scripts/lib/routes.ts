// The route table of the spec, one sample address per route (ids and slugs that exist), and the screen
// sizes pages are checked at, shared by the browser tests and the benchmark (scripts/bench/index.mjs,
// scripts/bench/lighthouse.mjs), so both always cover the same pages.
export const SAMPLE_ROUTES: readonly string[] = [
  "/",
  "/quem-somos/",
  "/ensinamentos/",
  "/ensinamento/vida-nao-tem-marcha-re/",
  "/ensinamento/angulo-jardim-lixo/",
  "/ensinamento/lobo-bom-lobo-mau/",
  "/ensinos/1/",
  "/cursos/",
  "/cursos/1/",
  "/livros/",
  "/livros/1/",
  "/contato/",
  "/busca/",
  "/privacidade/",
  "/acessibilidade/",
  "/boletins/",
  "/agenda/",
];

/**
 * The pages of what the institute offers once a course or a book is available: the course, a lesson, the
 * book and a chapter of docs/exemplos/ (course 4, book 4), which exist only in a build with the examples
 * (CONTENT_EXTRA_DIR, `npm run build:exemplos`); the published content has none.
 */
const EXAMPLE_STUDY_ROUTES: readonly string[] = [
  "/cursos/4/",
  "/cursos/4/aulas/1/",
  "/livros/4/",
  "/livros/4/capitulos/1/",
];

/**
 * An edition of the newsletter of docs/exemplos/ (edition 1: a text with a picture, and a teaching, a
 * course and a book), which exists only in a build with the examples; the published content has none.
 */
const EXAMPLE_EDITION_ROUTES: readonly string[] = ["/boletins/1/"];

/** Every route of the spec with the error states of /ensinos/{id} and of an unknown address. */
export const ALL_ROUTES_OF_THE_SPEC: readonly string[] = [...SAMPLE_ROUTES, "/ensinos/999/", "/pagina-que-nao-existe/"];

/**
 * The agenda with the events of docs/exemplos/agenda/ (the published content has none: its /agenda/ says
 * so), a moved hybrid lecture and a weekly series, as the build with the examples writes them, as of
 * EXAMPLES_NOW.
 */
const EXAMPLE_AGENDA_ROUTES: readonly string[] = [
  "/agenda/",
  "/agenda/caridade-e-esperanca/",
  "/agenda/estudo-do-evangelho/",
];

/**
 * The reviewed translations of docs/exemplos/traducoes/ (docs/translation.md, "Reviewed translations"):
 * a language's home, a translated teaching, and a language's search. The published content has none.
 */
const EXAMPLE_TRANSLATION_ROUTES: readonly string[] = ["/en/", "/en/ensinamento/lobo-bom-lobo-mau/", "/es/busca/"];

/**
 * The page to support the institute, made from docs/exemplos/apoie.mdx (its Pix key, three suggested
 * amounts, a year's accounts); the published content has no content/apoie.mdx, so no such page.
 */
const EXAMPLE_DONATIONS_ROUTES: readonly string[] = ["/apoie/"];

/** Every page of the build with the examples that the published build has not, or has empty (/agenda/). */
export const EXAMPLE_ROUTES: readonly string[] = [
  ...EXAMPLE_STUDY_ROUTES,
  ...EXAMPLE_EDITION_ROUTES,
  ...EXAMPLE_AGENDA_ROUTES,
  ...EXAMPLE_TRANSLATION_ROUTES,
  ...EXAMPLE_DONATIONS_ROUTES,
];

/** Routes with the spec's simulated 1 s load (docs/behaviour.md: States). */
export const DELAYED_ROUTES: readonly string[] = ["/ensinamentos/", "/cursos/", "/livros/", "/contato/"];

/** The two screen sizes pages are checked at: the browser tests' default desktop, and a phone. */
export interface Viewport {
  width: number;
  height: number;
}

export const DESKTOP: Viewport = { width: 1280, height: 900 };
export const PHONE: Viewport = { width: 390, height: 844 };
export const VIEWPORTS: readonly { name: string; size: Viewport }[] = [
  { name: "desktop", size: DESKTOP },
  { name: "phone", size: PHONE },
];

/**
 * The moment the build with the examples is made as of (SOURCE_DATE_EPOCH): the agenda's examples
 * (docs/exemplos/agenda/) are dated around it, so that what that build writes as coming never changes
 * as real time passes, and the browser tests set the page's clock from it (page.clock). Tuesday
 * 1 December 2026, noon in Brasília.
 */
export const EXAMPLES_NOW = Date.UTC(2026, 11, 1, 15, 0);

/** The setting every build with the examples is made with (`npm run build:exemplos`, the benchmark's). */
export const EXAMPLES_BUILD_ENV = { SOURCE_DATE_EPOCH: String(EXAMPLES_NOW / 1000) } as const;
