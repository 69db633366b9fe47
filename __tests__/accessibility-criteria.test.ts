import fs from "node:fs";
import path from "node:path";
import { conformance, type Criterion } from "../src/shared/accessibility/criteria";
import { CRITERIA, accessibilityPageContext, proceduresOf } from "../src/shared/accessibility/table";
import { PROCEDURES } from "../src/shared/accessibility/checks";

/**
 * The accessibility statement's table (src/shared/accessibility/) against WCAG 2.2 itself: every
 * success criterion of levels A and AA once, each test it names present in the project, each manual
 * procedure with its steps, result and date, and a claim no larger than what the table says.
 */

/** WCAG 2.2's success criteria of level A (31) and AA (24), from the Recommendation; 4.1.1 is obsolete. */
const WCAG_22 = {
  A: [
    "1.1.1", "1.2.1", "1.2.2", "1.2.3", "1.3.1", "1.3.2", "1.3.3", "1.4.1", "1.4.2",
    "2.1.1", "2.1.2", "2.1.4", "2.2.1", "2.2.2", "2.3.1", "2.4.1", "2.4.2", "2.4.3", "2.4.4",
    "2.5.1", "2.5.2", "2.5.3", "2.5.4",
    "3.1.1", "3.2.1", "3.2.2", "3.2.6", "3.3.1", "3.3.2", "3.3.7",
    "4.1.2",
  ],
  AA: [
    "1.2.4", "1.2.5", "1.3.4", "1.3.5", "1.4.3", "1.4.4", "1.4.5", "1.4.10", "1.4.11", "1.4.12", "1.4.13",
    "2.4.5", "2.4.6", "2.4.7", "2.4.11", "2.5.7", "2.5.8",
    "3.1.2", "3.2.3", "3.2.4", "3.3.3", "3.3.4", "3.3.8",
    "4.1.3",
  ],
} as const; // prettier-ignore

const ROOT = path.resolve(__dirname, "..");

/** Whether `file` declares a test or a group of tests with exactly this title. */
function declaresTest(file: string, title: string): boolean {
  const source = fs.readFileSync(path.join(ROOT, file), "utf8");
  const quoted = [`"${title}"`, `'${title}'`, `\`${title}\``];
  const callee = /(?:^|[^\w.])(?:test|it|describe)(?:\.describe|\.step)?(?:\.each\([^)]*\))?\(\s*$/;
  return quoted.some((literal) => {
    for (let at = source.indexOf(literal); at !== -1; at = source.indexOf(literal, at + 1)) {
      if (callee.test(source.slice(Math.max(0, at - 80), at))) return true;
    }
    return false;
  });
}

describe("The accessibility statement's criteria (WCAG 2.2, levels A and AA)", () => {
  it("lists each of the 55 criteria of levels A and AA once, at its level, and 4.1.1 as obsolete", () => {
    const ids = CRITERIA.map((criterion) => criterion.id);
    expect(new Set(ids).size).toBe(ids.length);
    const counted = CRITERIA.filter((criterion) => criterion.outcome !== "obsoleto");
    expect(WCAG_22.A).toHaveLength(31);
    expect(WCAG_22.AA).toHaveLength(24);
    expect(counted.map((criterion) => criterion.id).sort()).toEqual([...WCAG_22.A, ...WCAG_22.AA].sort());
    for (const criterion of counted) {
      expect([criterion.id, criterion.level]).toEqual([
        criterion.id,
        (WCAG_22.A as readonly string[]).includes(criterion.id) ? "A" : "AA",
      ]);
    }
    expect(CRITERIA.filter((criterion) => criterion.outcome === "obsoleto").map((criterion) => criterion.id)).toEqual([
      "4.1.1",
    ]);
  });

  it("keeps WCAG's order, so that each principle's table reads as the standard does", () => {
    const key = (id: string) => id.split(".").map(Number);
    const sorted = [...CRITERIA].sort((a, b) => {
      const [x, y] = [key(a.id), key(b.id)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
    expect(CRITERIA.map((criterion) => criterion.id)).toEqual(sorted.map((criterion) => criterion.id));
  });

  it("names, for each criterion checked by an automated test, a test that exists in that file", () => {
    const tests = CRITERIA.flatMap((criterion) => criterion.tests.map((test) => ({ id: criterion.id, ...test })));
    expect(tests.length).toBeGreaterThan(50);
    const missing = tests.filter(
      ({ file, title }) => !fs.existsSync(path.join(ROOT, file)) || !declaresTest(file, title),
    );
    expect(missing).toEqual([]);
  });

  it("finds a test by its exact title only", () => {
    expect(declaresTest("e2e/routes.spec.ts", "Every route, at a desktop's and a phone's size @hosting")).toBe(true);
    expect(declaresTest("e2e/routes.spec.ts", "Every route, at a desktop's")).toBe(false);
    expect(declaresTest("e2e/routes.spec.ts", "nothing refused by the policy")).toBe(false);
  });

  it("gives every criterion that is met a check, and every one a reason in words", () => {
    const checkless = (criterion: Criterion) => criterion.tests.length === 0 && criterion.procedures.length === 0;
    expect(CRITERIA.filter((criterion) => criterion.outcome === "atende" && checkless(criterion))).toEqual([]);
    for (const criterion of CRITERIA) {
      expect(criterion.name.length).toBeGreaterThan(3);
      expect(criterion.how.length).toBeGreaterThan(10);
    }
  });

  it("gives each manual procedure steps anyone can repeat, what a pass looks like, its last result, date and author", () => {
    for (const procedure of Object.values(PROCEDURES)) {
      expect(procedure.steps.length).toBeGreaterThan(0);
      expect(procedure.expected).not.toBe("");
      expect(procedure.result).not.toBe("");
      expect(procedure.by).not.toBe("");
      expect(procedure.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(procedure.date))).toBe(false);
    }
    // Every procedure is used by a criterion, and the page lists each once.
    expect(
      proceduresOf(CRITERIA)
        .map((procedure) => procedure.id)
        .sort(),
    ).toEqual(
      Object.values(PROCEDURES)
        .map((procedure) => procedure.id)
        .sort(),
    );
  });

  it("claims 'conformidade regular' only when every criterion that applies is met, and lists the others", () => {
    expect(conformance(CRITERIA)).toEqual({
      status: CRITERIA.some((criterion) => criterion.outcome === "não atende")
        ? "conformidade parcial"
        : "conformidade regular",
      unmet: CRITERIA.filter((criterion) => criterion.outcome === "não atende").map((criterion) => criterion.id),
    });
    const oneUnmet = CRITERIA.map((criterion) =>
      criterion.id === "1.4.3" ? { ...criterion, outcome: "não atende" as const } : criterion,
    );
    expect(conformance(oneUnmet)).toEqual({ status: "conformidade parcial", unmet: ["1.4.3"] });
  });

  it("hands the page the criteria and the procedures they use, as plain data for its page data", () => {
    const context = accessibilityPageContext();
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
    expect(context.criteria).toHaveLength(56);
  });
});
