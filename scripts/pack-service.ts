// `npm run service:pack`: the site's service (src/service/) as a folder a server runs on its own
// (docs/service.md): dist/servico/ with the service and `npm run mensagens` bundled by esbuild into
// two files (nodemailer inside), and the one native package, better-sqlite3, with the driver compiled
// on this machine. Copy the folder to a server with the same Node major version and CPU; elsewhere,
// run `npm install --omit=dev` in it there, which compiles the driver for that server.
import fs from "node:fs";
import path from "node:path";
import { SERVICE_ENTRIES, bundleService } from "./lib/service-bundle";

const projectRoot = path.resolve(__dirname, "..");
const outDir = path.resolve(projectRoot, process.argv[2] ?? "dist/servico");
const modules = path.join(projectRoot, "node_modules");

async function main() {
  fs.rmSync(outDir, { recursive: true, force: true });
  await bundleService(projectRoot, SERVICE_ENTRIES, outDir);
  const driver = JSON.parse(fs.readFileSync(path.join(modules, "better-sqlite3/package.json"), "utf8")) as {
    version: string;
  };
  fs.writeFileSync(
    path.join(outDir, "package.json"),
    `${JSON.stringify({ name: "evolucao-servico", private: true, dependencies: { "better-sqlite3": driver.version } }, null, 2)}\n`,
  );
  // The driver as it was compiled here, and what it loads at run time.
  const copy = (from: string) =>
    fs.cpSync(path.join(modules, from), path.join(outDir, "node_modules", from), { recursive: true });
  for (const part of ["package.json", "lib", "build/Release/better_sqlite3.node"]) copy(`better-sqlite3/${part}`);
  copy("bindings");
  copy("file-uri-to-path");
  console.log(
    `Serviço empacotado em ${path.relative(projectRoot, outDir)}/ (node servico.cjs; node mensagens.cjs listar)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
