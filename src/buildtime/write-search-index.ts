/**
 * The site search's index (search-index.ts), written after `gatsby build` by `npm run build`, in a
 * process of its own. Pagefind holds the whole index in memory while it writes it: about 5 GB for
 * 10,000 teachings. In Gatsby's onPostBuild, beside Gatsby's own process and the memory it keeps
 * until it exits, the build would pass 6 GB; one after the other, neither does.
 *
 * Usage (from the project's folder, after `gatsby build`): tsx src/buildtime/write-search-index.ts
 */
import fs from "node:fs";
import path from "node:path";
import { apiTeachingsDirectory, loadApiTeachings } from "./api-teachings";
import { writeSearchIndex } from "./search-index";
import { withSearchIndexHeaders } from "./host-headers";

async function main(): Promise<number> {
  const projectRoot = process.cwd();
  const publicDir = path.join(projectRoot, "public");
  const api = loadApiTeachings(apiTeachingsDirectory(projectRoot), projectRoot);
  if (!api.ok) {
    console.error(`Conteúdo inválido:\n${api.errors.join("\n")}`);
    return 1;
  }
  const started = Date.now();
  try {
    const search = await writeSearchIndex(projectRoot, publicDir, api.teachings);
    const headersFile = path.join(publicDir, "_headers");
    fs.writeFileSync(headersFile, withSearchIndexHeaders(fs.readFileSync(headersFile, "utf8")));
    console.log(
      `Índice de busca: ${search.pages} páginas e ${search.apiTeachings} ensinos da API em ${Date.now() - started} ms`,
    );
    return 0;
  } catch (error) {
    console.error(
      `Não foi possível gerar o índice de busca: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
}

void main().then((code) => {
  process.exitCode = code;
});
