import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { TEACHING_SORT } from "../../shared/teaching-order";
import { ADMIN_PATH, adminSize, writeAdmin } from "../admin";
import { apiTeachingsDirectory, loadApiTeachings, writeApiTeachingDocuments } from "../api-teachings";
import { writeNetlifyForms } from "../netlify-forms";
import { finishPages, removeBuildLeftovers, writeFeeds, writeHeaders, writeManifest } from "../site-files";
import { failOnInvalidContent, projectDirectory, runQuery } from "./gatsby-args";
import { EDITION_FILES_QUERY, FEEDS_QUERY, type EditionFilesData, type FeedsData } from "../queries";
import { writeEditions } from "../edition-files";
import { EDITIONS_MANIFEST_PATH } from "../../shared/editions";

/**
 * After the pages are written, in this order (src/buildtime/site-files.ts): the feeds and the
 * manifest, the forms Netlify detects, the pages finished for the hosts, the editions' e-mails and
 * their manifest (edition-files.ts), the API's documents (checked again as they are written), the
 * editor at /admin/, the headers, and what the build leaves for itself removed. gatsby-adapter-netlify then appends its rules; the search index is written after
 * this build, in a process of its own (`npm run build`; src/buildtime/write-search-index.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { reporter } = args;
  const projectRoot = projectDirectory(args.store);
  const publicDir = path.join(projectRoot, "public");

  const feeds = await runQuery<FeedsData>(args, "Não foi possível gerar sitemap e RSS.", FEEDS_QUERY, {
    sort: TEACHING_SORT,
  });
  if (feeds) writeFeeds(publicDir, feeds);
  writeManifest(publicDir);
  writeNetlifyForms(publicDir);

  const refused = finishPages(publicDir);
  if (refused.length > 0) {
    const lines = refused.slice(0, 20).join("\n");
    reporter.panicOnBuild(`Scripts the Content-Security-Policy does not allow (src/buildtime/headers.ts):\n${lines}`);
  }

  const editions = await runQuery<EditionFilesData>(args, "Não foi possível ler os boletins.", EDITION_FILES_QUERY);
  if (editions) {
    const written = await writeEditions(publicDir, editions.allEdition.nodes);
    for (const warning of written.warnings) reporter.warn(warning);
    if (!failOnInvalidContent(reporter, written.errors))
      reporter.info(`Boletins: ${written.editions} edições com o seu e-mail, listadas em ${EDITIONS_MANIFEST_PATH}`);
  }

  const api = loadApiTeachings(apiTeachingsDirectory(projectRoot), projectRoot);
  if (api.ok) writeApiTeachingDocuments(publicDir, api.teachings);
  else failOnInvalidContent(reporter, api.errors);

  const adminDir = path.join(publicDir, ADMIN_PATH.slice(1));
  await writeAdmin(projectRoot, adminDir);
  const admin = adminSize(adminDir);
  reporter.info(`Editor em ${ADMIN_PATH}: ${admin.files} arquivos, ${(admin.bytes / 1024 / 1024).toFixed(1)} MB`);

  writeHeaders(publicDir);
  removeBuildLeftovers(publicDir);
};
