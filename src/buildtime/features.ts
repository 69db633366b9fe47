import type { BuildFeature } from "./feature";
import { AGENDA } from "./agenda";
import { DONATIONS } from "./donations";
import { EDITIONS } from "./editions";
import { TRANSLATIONS } from "./translations";

/**
 * Every feature of the build (README.md, "A feature's folder"), in the order the hooks call them: the one
 * list the hooks read, so that adding a feature is adding its folder and its line here.
 */
export const FEATURES: readonly BuildFeature[] = [EDITIONS, AGENDA, DONATIONS, TRANSLATIONS];
