import fs from "node:fs";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * A reporter beside the list one (playwright.config.ts): how long each project took, from its first
 * test's start to its last test's end, and how many tests it ran, written to PROJECT_TIMES_FILE for
 * `npm test`'s closing table (scripts/test.mjs) and printed at the end of a run; and the files whose
 * tests took longest, summed over projects, to say where the browser's time goes.
 */
export const PROJECT_TIMES_FILE = path.resolve(__dirname, "../../test-results/project-times.json");

export interface ProjectTime {
  project: string;
  seconds: number;
  tests: number;
}

const LONGEST_FILES = 8;

const tenths = (ms: number) => Math.round(ms / 100) / 10;

export default class ProjectTimes implements Reporter {
  private readonly spans = new Map<string, { start: number; end: number; tests: number }>();
  private readonly files = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? "";
    const start = result.startTime.getTime();
    const end = start + result.duration;
    const span = this.spans.get(project);
    if (span)
      Object.assign(span, { start: Math.min(span.start, start), end: Math.max(span.end, end), tests: span.tests + 1 });
    else this.spans.set(project, { start, end, tests: 1 });
    const file = path.basename(test.location.file);
    const sum = this.files.get(file) ?? { ms: 0, tests: 0 };
    this.files.set(file, { ms: sum.ms + result.duration, tests: sum.tests + 1 });
  }

  onEnd(_result: FullResult): void {
    const times: ProjectTime[] = [...this.spans].map(([project, { start, end, tests }]) => ({
      project,
      seconds: tenths(end - start),
      tests,
    }));
    fs.mkdirSync(path.dirname(PROJECT_TIMES_FILE), { recursive: true });
    fs.writeFileSync(PROJECT_TIMES_FILE, `${JSON.stringify(times, null, 2)}\n`);
    console.log(`\nProjects: ${times.map((t) => `${t.project} ${t.seconds} s (${t.tests} tests)`).join(", ")}`);
    const longest = [...this.files].sort(([, a], [, b]) => b.ms - a.ms).slice(0, LONGEST_FILES);
    console.log(
      `Longest files (test time summed, s): ${longest.map(([file, { ms, tests }]) => `${file} ${tenths(ms)} (${tests})`).join(", ")}`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
