// Copies of the site built apart from the project's own public/, with N synthetic teachings: used by
// the benchmark (scripts/bench/) and the editor's test (e2e/cms.spec.ts). Copies go inside the project
// (.bench/) so that they resolve its node_modules.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { TEACHING_CATEGORIES, TEACHING_YEARS } from "../../src/shared/catalogue";

/** The sources of the site at `projectRoot` (not node_modules, caches or builds), copied to `target` to build there. */
export function copyProject(projectRoot: string, target: string): string {
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  for (const entry of [
    "content",
    "src",
    "static",
    "gatsby-config.ts",
    "gatsby-node.ts",
    "gatsby-browser.tsx",
    "gatsby-ssr.tsx",
    "tsconfig.json",
    "package.json",
  ]) {
    fs.cpSync(path.join(projectRoot, entry), path.join(target, entry), { recursive: true });
  }
  fs.rmSync(path.join(target, "src", "gatsby-types.d.ts"), { force: true });
  return target;
}

/** A deterministic stream of numbers in [0, 1) from a seed (mulberry32): the same teaching on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The words a reader reads in a Markdown block (its markers left out). */
const wordCount = (markdown: string) =>
  markdown
    .replace(/^(#+|>|-)\s/gm, "")
    .replace(/\*\*/g, "")
    .match(/\S+/g)?.length ?? 0;

/** Day `day` (0 is 1 January) of `year`, as the frontmatter writes dates (YYYY-MM-DD). */
const dayOfYear = (year: number, day: number) =>
  new Date(Date.UTC(year, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);

/** The texts of the project's real teachings, cut where a generated text may take them. */
export interface ProjectTexts {
  /** Paragraphs, quotes and lists, each whole, so that any sequence of them is valid MDX. */
  passages: string[];
  /** The subtitles (`## ...`). */
  subtitles: string[];
  /** The sentences of the summaries (`resumo`). */
  summaries: string[];
}

/** The blocks and summary sentences of content/ensinamentos/*.mdx, in a fixed order. */
export function projectTexts(projectRoot: string): ProjectTexts {
  const sourcesDir = path.join(projectRoot, "content/ensinamentos");
  const sources = fs
    .readdirSync(sourcesDir)
    .filter((name) => name.endsWith(".mdx"))
    .sort()
    .map((name) => fs.readFileSync(path.join(sourcesDir, name), "utf8").split(/^---$/m));
  // Blocks as the texts have them (paragraphs, quotes, lists), kept whole so the MDX stays valid.
  const blocks = sources.flatMap((parts) =>
    parts
      .slice(2)
      .join("---")
      .split(/\n{2,}/)
      .map((block) => block.trim())
      .filter(Boolean),
  );
  return {
    passages: blocks.filter((block) => !block.startsWith("#")),
    subtitles: blocks.filter((block) => block.startsWith("## ")),
    summaries: sources.flatMap((parts) =>
      (/^resumo: "(.*)"$/m.exec(parts[1] ?? "")?.[1] ?? "").split(/(?<=\.) /).filter(Boolean),
    ),
  };
}

/**
 * A body of at least `target` words: consecutive passages from a random one on (the last kept whole),
 * and `headings(passages)` subtitles spread evenly between them. It draws two numbers from `random`.
 */
export function composeBody(
  random: () => number,
  { passages, subtitles }: ProjectTexts,
  target: number,
  headings: (passages: number) => number,
): { body: string[]; words: number } {
  const body: string[] = [];
  let words = 0;
  for (let next = Math.floor(random() * passages.length); words < target; next += 1) {
    const passage = passages[next % passages.length];
    body.push(passage);
    words += wordCount(passage);
  }
  const count = headings(body.length);
  const firstSubtitle = Math.floor(random() * subtitles.length);
  const sections = body.length;
  // From the last to the first, so that each insertion leaves the earlier positions where they were.
  for (let k = count; k >= 1; k -= 1) {
    const subtitle = subtitles[(firstSubtitle + k - 1) % subtitles.length];
    body.splice(Math.round((k * sections) / (count + 1)), 0, subtitle);
    words += wordCount(subtitle);
  }
  return { body, words };
}

/**
 * N teachings (ensinamento-1.mdx ... ensinamento-N.mdx) made from the passages and subtitles of the
 * project's real ones, each one a function of its number only, so that teaching 1 is the same file at
 * every N: bodies of 300 to about 3,000 words with 0 to 6 subtitles (`##`), a category and a year
 * spread over the sidebar's lists (src/shared/catalogue.ts), a date in that year, the reading time
 * the editors' rule gives (200 words a minute) and one of the real pictures, copied once and shared.
 */
export function generateTeachings(projectRoot: string, dir: string, n: number): string {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, "imagens"), { recursive: true });
  const sourcesDir = path.join(projectRoot, "content/ensinamentos");
  const pictures = fs
    .readdirSync(path.join(sourcesDir, "imagens"))
    .filter((name) => /\.(jpe?g|png|webp|avif)$/i.test(name))
    .sort()
    .map((name, index) => {
      const shared = `capa-${index + 1}${path.extname(name).toLowerCase()}`;
      fs.copyFileSync(path.join(sourcesDir, "imagens", name), path.join(dir, "imagens", shared));
      return shared;
    });
  const texts = projectTexts(projectRoot);
  const { summaries } = texts;
  for (let i = 1; i <= n; i += 1) {
    const random = seededRandom(i);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    // The target is 300 to 2,800 words; the last passage, kept whole, may add up to a couple of hundred.
    const target = 300 + Math.floor(random() * 2_500);
    // One teaching in ten has no subtitle (no table of contents); the others one per ~500 words.
    const { body, words } = composeBody(random, texts, target, (blocks) =>
      i % 10 === 0 ? 0 : Math.min(blocks - 1, Math.max(1, Math.round(target / 500))),
    );
    const year = pick(TEACHING_YEARS);
    const firstSentence = Math.floor(random() * summaries.length);
    const summary = Array.from(
      { length: 1 + Math.floor(random() * 3) },
      (_, k) => summaries[(firstSentence + k) % summaries.length],
    ).join(" ");
    const frontmatter = [
      `id: ${i}`,
      `titulo: "Ensinamento de teste número ${i}"`,
      `resumo: ${JSON.stringify(summary)}`,
      `data: ${dayOfYear(year, Math.floor(random() * 365))}`,
      `autor: "Equipe Evolução para Todos"`,
      `tempo_leitura: ${Math.max(1, Math.ceil(words / 200))}`,
      `imagem: ./imagens/${pick(pictures)}`,
      `slug: ensinamento-${i}`,
      `categoria: ${JSON.stringify(pick(TEACHING_CATEGORIES))}`,
      `ano: ${year}`,
    ];
    fs.writeFileSync(
      path.join(dir, `ensinamento-${i}.mdx`),
      `---\n${frontmatter.join("\n")}\n---\n\n${body.join("\n\n")}\n`,
    );
  }
  return dir;
}

/**
 * `count` reviewed translations into `code` of the first teachings `generateTeachings` wrote in
 * `teachingsDir`, in the copy at `siteDir` (content/traducoes/<code>/ensinamentos/, each named as its
 * original, docs/translation.md): their texts from the original's, a reviewer, and the original's body,
 * which is what the build's cost depends on (its words, not their language).
 */
export function generateTranslations(siteDir: string, teachingsDir: string, count: number, code: string): string {
  const dir = path.join(siteDir, "content", "traducoes", code, "ensinamentos");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (let i = 1; i <= count; i += 1) {
    const name = `ensinamento-${i}.mdx`;
    const original = fs.readFileSync(path.join(teachingsDir, name), "utf8");
    const [, frontmatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(original) ?? [];
    const summary = /^resumo: (.*)$/m.exec(frontmatter)?.[1] ?? '""';
    const texts = [
      `titulo: "Test teaching number ${i}"`,
      `resumo: ${summary}`,
      `revisado_por: "Equipe Evolução para Todos"`,
    ];
    fs.writeFileSync(path.join(dir, name), `---\n${texts.join("\n")}\n---\n${body}`);
  }
  return dir;
}

/**
 * How `dir` is built: the project's `npm run build` (Gatsby, then the search index) when the copy has
 * that script, else `gatsby build` (the bare site of the benchmark).
 */
export function buildCommand(gatsbyBin: string, dir: string): [string, string[]] {
  const { scripts = {} } = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  return scripts.build ? ["npm", ["run", "--silent", "build"]] : [gatsbyBin, ["build"]];
}

/**
 * The build of `dir` (buildCommand) from a cold cache (the copy resolves packages from the project's
 * node_modules, above it), resolving with its duration in seconds.
 */
export function coldBuild(projectRoot: string, dir: string, extraEnv: Record<string, string> = {}): Promise<number> {
  const [command, args] = buildCommand(path.join(projectRoot, "node_modules", ".bin", "gatsby"), dir);
  fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true });
  fs.rmSync(path.join(dir, "public"), { recursive: true, force: true });
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const output: Buffer[] = [];
    const child = spawn(command, args, {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", ...extraEnv },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(Number(process.hrtime.bigint() - started) / 1e9);
      else reject(new Error(`the build failed in ${dir}:\n${Buffer.concat(output).toString().slice(-4000)}`));
    });
  });
}
