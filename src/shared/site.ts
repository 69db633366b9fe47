import { FRAME } from "./texts/frame";

/**
 * The site's constants that every page carries (its layout reads them): name, timings, contacts,
 * social handles, routes, navigation. The fixed lists of the content (categories, years, levels,
 * the about page's claims) are in catalogue.ts, so that only the pages that show them carry them.
 * Change a value here and every page follows.
 */

export const SITE = {
  name: "Instituto Evolução para Todos",
  slogan: "Evolução para Todos",
  description:
    "Instituto espiritualista dedicado ao estudo e à divulgação da doutrina espírita: ensinamentos, cursos e livros para o seu crescimento espiritual.",
  /** Public address of the deployed site; used for canonical links and absolute URLs. */
  url: (process.env.GATSBY_SITE_URL ?? "https://evolucao-para-todos.example.org").replace(/\/$/, ""),
  /** Language of the source text (html lang and the translation widget's page language). */
  lang: "pt-BR",
  sourceLanguage: "pt",
} as const;

/**
 * The languages the site publishes pages in that a person translated and reviewed, beside Portuguese
 * (docs/translation.md, "Reviewed translations"): each has its catalogue of the site's texts
 * (src/shared/texts/catalogues/) and its files under content/traducoes/<code>/. Adding a language is
 * adding its code here, its catalogue there, and its files.
 */
export const REVIEWED_LANGUAGES = ["en", "es"] as const;
export type ReviewedLanguage = (typeof REVIEWED_LANGUAGES)[number];

/**
 * The institute's own time: every time an editor writes (an event's `inicio`, src/shared/content-kinds/
 * agenda.ts) is a wall-clock time in this zone, and the agenda shows each time in it first (docs/routes.md,
 * "Agenda"). Said once, here.
 */
export const INSTITUTE_TIME = {
  zone: "America/Sao_Paulo",
  /** How a time in that zone is labelled ('20h, horário de Brasília'). */
  label: "horário de Brasília",
} as const;

/** The web app manifest's texts (the build writes it; no page's JavaScript carries them). */
export const MANIFEST = {
  /** Under an app's icon, where the full name does not fit. */
  shortName: "Evolução",
  description: "Ensinamentos, cursos e livros para o seu crescimento espiritual.",
} as const;

/** Timings of docs/behaviour.md: Figures, in milliseconds. */
export const TIMINGS = {
  routeChangeLoadingMs: 300,
  fakeLoadMs: 1000,
  successBannerMs: 5000,
  languageReloadDelayMs: 150,
  bannerPollIntervalMs: 50,
  bannerPollMaxAttempts: 100,
  /** Not in the spec: how long the teaching detail waits for the API before giving up. */
  apiTimeoutMs: 10000,
} as const;

/**
 * Contact details. The defaults are deliberately fictitious; a deployment sets the real ones through
 * GATSBY_CONTACT_WHATSAPP (digits with country code) and GATSBY_CONTACT_EMAIL at build time.
 */
const whatsappDigits = (process.env.GATSBY_CONTACT_WHATSAPP ?? "5500000000000").replace(/\D/g, "");

export const CONTACT = {
  whatsappDigits,
  whatsappDisplay: formatBrazilianPhone(whatsappDigits),
  email: process.env.GATSBY_CONTACT_EMAIL ?? "contato@example.org",
  openingHours: "Segunda a Sexta: 8h às 18h",
  serviceMode: "Atendimento online",
} as const;

/** Site routes; written with the trailing slash that `trailingSlash: "always"` serves. */
export const ROUTES = {
  home: "/",
  about: "/quem-somos/",
  teachings: "/ensinamentos/",
  /** The teachings list's pages past the first: real addresses, for visitors without JavaScript and crawlers. */
  teachingsPage: (page: number) => (page <= 1 ? "/ensinamentos/" : `/ensinamentos/pagina/${page}/`),
  courses: "/cursos/",
  /** An available course's page and its lessons' (a course 'Em breve' has the spec's placeholder there). */
  course: (id: number) => `/cursos/${id}/`,
  lesson: (courseId: number, ordem: number) => `/cursos/${courseId}/aulas/${ordem}/`,
  books: "/livros/",
  /** An available book's page and its chapters' (a book 'Em breve' has the spec's placeholder there). */
  book: (id: number) => `/livros/${id}/`,
  chapter: (bookId: number, ordem: number) => `/livros/${bookId}/capitulos/${ordem}/`,
  /** The newsletter's editions, the most recent first, and one edition's page (src/shared/editions.ts). */
  editions: "/boletins/",
  edition: (numero: number) => `/boletins/${numero}/`,
  contact: "/contato/",
  /** The institute's lectures and meetings (src/shared/agenda/), one page per event, and their calendars. */
  agenda: "/agenda/",
  event: (slug: string) => `/agenda/${slug}/`,
  /** Every event, as a calendar to subscribe to (src/buildtime/agenda/calendar.ts). */
  agendaCalendar: "/agenda.ics",
  /** One event's own calendar file, beside its page. */
  eventCalendar: (slug: string) => `/agenda/${slug}.ics`,
  /**
   * The page to support the institute: gifts by Pix and the accounts (src/buildtime/donations/), made
   * only from content/apoie.mdx with a key.
   */
  donations: "/apoie/",
  /** What the forms collect and why (not a page of the spec; linked from the footer and both forms). */
  privacy: "/privacidade/",
  /** The accessibility statement and its criteria, linked from every page's footer (docs/accessibility.md). */
  accessibility: "/acessibilidade/",
  /** The contact form with its subject filled in (the visitor can still change it). */
  contactAbout: (subject: string) => `/contato/?assunto=${encodeURIComponent(subject)}`,
  /** Full-text search of the teachings (Pagefind, built by src/buildtime/search-index.ts). */
  search: "/busca/",
  teaching: (slug: string) => `/ensinamento/${slug}/`,
  /** docs/behaviour.md: Screens: 'Comece Agora' points here; the page redirects to the teachings list. */
  startNow: "/ensinos/",
  login: "/login",
  /** Files the build writes next to the pages. */
  feed: "/rss.xml",
  sitemap: "/sitemap.xml",
  manifest: "/manifest.webmanifest",
} as const;

export interface NavItem {
  label: string;
  /** docs/behaviour.md: Screens: the label when the page is not in Portuguese, where it differs (in English). */
  otherLanguageLabel?: string;
  href: string;
  /** Other path prefixes that belong to the same section, for the active highlight. */
  alsoActiveOn?: readonly string[];
}

/** The labels are the frame's texts (texts/frame.ts), written once for the navigation and the footer. */
const LABELS = FRAME.links;

export const NAV_ITEMS: readonly NavItem[] = [
  { label: LABELS[ROUTES.home], otherLanguageLabel: "Home", href: ROUTES.home },
  { label: LABELS[ROUTES.about], href: ROUTES.about },
  { label: LABELS[ROUTES.teachings], href: ROUTES.teachings, alsoActiveOn: ["/ensinamento/", "/ensinos/"] },
  { label: LABELS[ROUTES.courses], href: ROUTES.courses },
  { label: LABELS[ROUTES.books], href: ROUTES.books },
  { label: LABELS[ROUTES.contact], href: ROUTES.contact },
];

/** The footer's line of links about the site itself, after the copyright. */
export const FOOTER_LINKS: readonly NavItem[] = [
  { label: LABELS[ROUTES.privacy], href: ROUTES.privacy },
  { label: LABELS[ROUTES.accessibility], href: ROUTES.accessibility },
];

/** The subject of a message that reports an accessibility barrier (the statement's and the footer's link). */
export const BARRIER_SUBJECT = "Acessibilidade";

/** An entry's label in the current language: the header's and the footer's links read the same. */
export function navLabel(item: NavItem, sourceLanguage: boolean): string {
  return sourceLanguage ? item.label : (item.otherLanguageLabel ?? item.label);
}

/** The language of that label where it is not the page's: the other label is English ('Home'). */
export function navLabelLang(item: NavItem, sourceLanguage: boolean): "en" | undefined {
  return !sourceLanguage && item.otherLanguageLabel !== undefined ? "en" : undefined;
}

function formatBrazilianPhone(digits: string): string {
  const match = /^(\d{2})(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return match ? `+${match[1]} (${match[2]}) ${match[3]}-${match[4]}` : `+${digits}`;
}

/** Third-party page-translation widget (docs/behaviour.md: Calls): loaded with its callback name and hl=pt. */
export const TRANSLATION_WIDGET = {
  callbackName: "googleTranslateElementInit",
  containerId: "google_translate_element",
  scriptUrl: "https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit&hl=pt",
} as const;

/**
 * VLibras, the federal government's Libras translator (docs/translation.md, "Libras"): its script and
 * the folder of its files, asked for only once the visitor turns it on.
 */
export const VLIBRAS = {
  scriptUrl: "https://vlibras.gov.br/app/vlibras-plugin.js",
  rootPath: "https://vlibras.gov.br/app",
} as const;
