import type { ManualProcedure } from "./checks";
import { PROCEDURES } from "./checks";
import type { Criterion } from "./criteria";
import { PERCEIVABLE } from "./perceivable";
import { OPERABLE } from "./operable";
import { UNDERSTANDABLE_AND_ROBUST } from "./understandable";

/**
 * Every success criterion of WCAG 2.2 at levels A and AA, criterion by criterion, as the statement's
 * page shows it (/acessibilidade/), with the manual procedures they use: read by the build, which hands
 * them to the page in its context (src/buildtime/hooks/create-pages.ts), and by the tests.
 */
export const CRITERIA: readonly Criterion[] = [...PERCEIVABLE, ...OPERABLE, ...UNDERSTANDABLE_AND_ROBUST].map(
  ({ procedures = [], tests = [], ...criterion }) => ({
    ...criterion,
    tests,
    procedures: procedures.map((name) => ({ id: PROCEDURES[name].id, title: PROCEDURES[name].title })),
  }),
);

/** The procedures the table refers to, each once, in the order of their first use. */
export function proceduresOf(criteria: readonly Criterion[]): ManualProcedure[] {
  const all: readonly ManualProcedure[] = Object.values(PROCEDURES);
  const used = new Set(criteria.flatMap((criterion) => criterion.procedures.map((procedure) => procedure.id)));
  const order = [...used];
  return all.filter((procedure) => used.has(procedure.id)).sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}

/** What the statement's page receives from the build, in its page data rather than in its code. */
export interface AccessibilityPageContext {
  criteria: readonly Criterion[];
  procedures: readonly ManualProcedure[];
}

export function accessibilityPageContext(): AccessibilityPageContext {
  return { criteria: CRITERIA, procedures: proceduresOf(CRITERIA) };
}
