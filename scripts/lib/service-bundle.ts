import { build } from "esbuild";

/** The service's entries as a server runs them: the service, and `npm run mensagens`. */
export const SERVICE_ENTRIES = { servico: "src/service/main.ts", mensagens: "src/service/cli.ts" };

/**
 * Bundles `entries` of the service's sources, each into one CommonJS file of `outdir` (`<name>.cjs`),
 * for the Node of the servers it runs on; better-sqlite3, the one native package, stays beside them.
 * Shared by `npm run service:pack` and the suites that start the packed service.
 */
export const bundleService = (projectRoot: string, entries: Record<string, string>, outdir: string) =>
  build({
    entryPoints: entries,
    absWorkingDir: projectRoot,
    outdir,
    outExtension: { ".js": ".cjs" },
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    external: ["better-sqlite3"],
    logLevel: "warning",
  });
