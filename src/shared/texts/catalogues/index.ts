import type { ReviewedLanguage } from "../../site";
import type { Catalogue } from "../catalogue";
import { EN } from "./en";
import { ES } from "./es";

/**
 * Each language of the site's setting (REVIEWED_LANGUAGES) with its catalogue: a language without one is
 * a type error. Read by the build, which hands a page its language's catalogue; the browser's code never
 * imports it (lint refuses it), so that no page carries the catalogues.
 */
export const CATALOGUES: Readonly<Record<ReviewedLanguage, Catalogue>> = { en: EN, es: ES };
