// Copies of the site built apart from the project's own public/, with N synthetic teachings: used by
// the header-size test (e2e/headers-at-scale.spec.ts) and the benchmark (scripts/bench.mjs). Copies go
// inside the project (.bench/) so that they resolve its node_modules.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

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

/** N teachings made from the project's three real ones, with new ids, slugs, titles and dates, sharing one image. */
export function generateTeachings(projectRoot: string, dir: string, n: number): string {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, "imagens"), { recursive: true });
  fs.copyFileSync(
    path.join(projectRoot, "content/ensinamentos/imagens/vida-nao-tem-marcha-re.jpg"),
    path.join(dir, "imagens/capa.jpg"),
  );
  const sourcesDir = path.join(projectRoot, "content/ensinamentos");
  const bodies = fs
    .readdirSync(sourcesDir)
    .filter((name) => name.endsWith(".mdx"))
    .sort()
    .map((name) => fs.readFileSync(path.join(sourcesDir, name), "utf8").split(/^---$/m).slice(2).join("---"));
  for (let i = 1; i <= n; i += 1) {
    const day = new Date(Date.UTC(2021, 0, 1) + i * 86400000).toISOString().slice(0, 10);
    fs.writeFileSync(
      path.join(dir, `ensinamento-${i}.mdx`),
      `---\nid: ${i}\ntitulo: "Ensinamento de teste número ${i}"\nresumo: "Resumo ${i}: amor, caridade e evolução ${i % 7 === 0 ? "da alma" : "do espírito"}."\ndata: ${day}\nautor: "Equipe Evolução para Todos"\ntempo_leitura: 8\nimagem: ./imagens/capa.jpg\nslug: ensinamento-${i}\n---\n${bodies[i % bodies.length]}`,
    );
  }
  return dir;
}

/**
 * `gatsby build` in `dir` from a cold cache (the copy resolves packages from the project's
 * node_modules, above it), resolving with its duration in seconds.
 */
export function coldBuild(projectRoot: string, dir: string, extraEnv: Record<string, string> = {}): Promise<number> {
  const gatsbyBin = path.join(projectRoot, "node_modules", ".bin", "gatsby");
  fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true });
  fs.rmSync(path.join(dir, "public"), { recursive: true, force: true });
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const output: Buffer[] = [];
    const child = spawn(gatsbyBin, ["build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", ...extraEnv },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(Number(process.hrtime.bigint() - started) / 1e9);
      else reject(new Error(`gatsby build failed in ${dir}:\n${Buffer.concat(output).toString().slice(-4000)}`));
    });
  });
}
