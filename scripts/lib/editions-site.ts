import fs from "node:fs";
import path from "node:path";
import {
  EDITION_LEAVE_PLACEHOLDER,
  editionPaths,
  editionSubject,
  type EditionsManifest,
} from "../../src/shared/editions";

/**
 * A built site's editions as the build publishes them (src/shared/editions.ts): the manifest and each
 * edition's e-mail, HTML and text, with the one placeholder for the way out; written under `dir` for
 * the service to read (NEWSLETTER_SITE_DIR, or served at SITE_URL).
 */
export function writeEditions(dir: string, numbers: number[]): void {
  const manifest: EditionsManifest = { edicoes: [] };
  for (const numero of [...numbers].sort((a, b) => b - a)) {
    const paths = editionPaths(numero);
    const titulo = `Edição de teste ${numero}`;
    manifest.edicoes.push({ numero, titulo, data: "2026-11-20", assunto: editionSubject(numero, titulo), ...paths });
    const folder = path.join(dir, ...paths.pagina.split("/").filter(Boolean));
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(
      path.join(dir, ...paths.html.split("/").filter(Boolean)),
      `<!doctype html><html lang="pt-BR"><body><h1>${titulo}</h1><p>Paz e luz.</p>` +
        `<p><a href="https://evolucao.example.org${paths.pagina}">Ver no navegador</a></p>` +
        `<p><a href="${EDITION_LEAVE_PLACEHOLDER}">Sair da newsletter</a></p></body></html>`,
    );
    fs.writeFileSync(
      path.join(dir, ...paths.texto.split("/").filter(Boolean)),
      `${titulo}\n\nPaz e luz.\n\nVer no navegador: https://evolucao.example.org${paths.pagina}\n\nPara não receber mais: ${EDITION_LEAVE_PLACEHOLDER}\n`,
    );
  }
  fs.mkdirSync(path.join(dir, "boletins"), { recursive: true });
  fs.writeFileSync(path.join(dir, "boletins", "edicoes.json"), JSON.stringify(manifest));
}
