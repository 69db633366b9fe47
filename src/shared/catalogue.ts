/**
 * The fixed lists and figures of the content (docs/behaviour.md: Screens and Figures): the teachings sidebar's categories and
 * years, the course levels, the rating scale and the about page's claims. Kept apart from site.ts,
 * which every page's JavaScript carries, so that only the pages that show them (and the build) do.
 */

/** Teachings sidebar (docs/behaviour.md: Screens and Figures). */
export const TEACHING_CATEGORIES = [
  "Reflexões",
  "Sabedoria",
  "Transformação",
  "Espiritualidade",
  "Autoconhecimento",
] as const;

export const TEACHING_YEARS = [2025, 2024, 2023, 2022, 2021] as const;
export const RECENT_TEACHINGS_COUNT = 3;
/**
 * Cards on one page of the teachings list, and cards added by 'Mostrar mais' to a filtered list: a
 * page's markup then stays the same size (about 600 elements) however large the archive grows.
 */
export const TEACHINGS_PER_PAGE = 24;
export const RATING_SCALE = 5;

export const COURSE_LEVELS = ["Iniciante", "Intermediário", "Avançado"] as const;

/** The `status` of a course or a book: a card and the spec's placeholder, or pages of its own. */
export const STATUS_OPTIONS = ["Em breve", "Disponível"] as const;
export const AVAILABLE = STATUS_OPTIONS[1];
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** Claims of the about page (docs/behaviour.md: The site and Figures): "over" these figures. */
export const STATS = {
  students: 1000,
  countries: 50,
} as const;
