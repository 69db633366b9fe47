import type { AutomatedCheck, ManualProcedure, ProcedureName } from "./checks";

/**
 * What a criterion of the accessibility statement's table is (whether it applies to the site, how the
 * site meets it, what checks it), the principles the table is grouped by, and the status the statement
 * declares, which follows from the table. The table itself is in table.ts, which only the build and the
 * tests read: the page gets it in its data, and this module, which the page's code imports, holds none
 * of it.
 */

type Level = "A" | "AA";

/** Met; does not apply to the site's pages (said why); not met (said what is missing); 4.1.1 alone is obsolete. */
export type Outcome = "atende" | "não se aplica" | "não atende" | "obsoleto";

export interface CriterionSource {
  id: string;
  /** Its name in Portuguese. */
  name: string;
  level: Level;
  outcome: Outcome;
  /** How the site meets it, why it does not apply, or what is missing. */
  how: string;
  tests?: readonly AutomatedCheck[];
  procedures?: readonly ProcedureName[];
}

/** A criterion as the statement's page shows it: its procedures by anchor and title, written out once below the table. */
export interface Criterion extends Omit<CriterionSource, "procedures"> {
  tests: readonly AutomatedCheck[];
  procedures: readonly Pick<ManualProcedure, "id" | "title">[];
}

export const PRINCIPLES: readonly { number: string; name: string }[] = [
  { number: "1", name: "Perceptível" },
  { number: "2", name: "Operável" },
  { number: "3", name: "Compreensível" },
  { number: "4", name: "Robusto" },
];

/**
 * What the statement may claim: "conformidade regular" (ABNT NBR 17225) when every criterion that
 * applies is met, else "conformidade parcial", with the criteria not met.
 */
export function conformance(criteria: readonly Pick<Criterion, "id" | "outcome">[]): {
  status: "conformidade regular" | "conformidade parcial";
  unmet: string[];
} {
  const unmet = criteria.filter((criterion) => criterion.outcome === "não atende").map((criterion) => criterion.id);
  return { status: unmet.length === 0 ? "conformidade regular" : "conformidade parcial", unmet };
}
