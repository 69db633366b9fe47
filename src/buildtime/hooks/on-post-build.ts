import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { TEACHING_SORT } from "../../shared/teaching-order";
import { ADMIN_PATH, adminSize, writeAdmin } from "../admin";
import { apiTeachingsDirectory, loadApiTeachings, writeApiTeachingDocuments } from "../api-teachings";
import { writeNetlifyForms } from "../netlify-forms";
import { finishPages, removeBuildLeftovers, writeFeeds, writeHeaders, writeManifest } from "../site-files";
import { failOnInvalidContent, projectDirectory, runQuery } from "../gatsby-args";
import { FEEDS_QUERY, type FeedsData } from "../queries";
import { FEATURES } from "../features";

/**
 * The files written after the pages, in this order, which the rest of the project points to rather
 * than repeats:
 *
 *   1. the feeds: sitemap.xml, robots.txt, rss.xml (site-files.ts, feeds.ts)
 *   2. the web app manifest (site-files.ts)
 *   3. the forms as Netlify detects them (netlify-forms.ts)
 *   4. every page finished for the hosts, and the build stopped on an inline script the policy does
 *      not allow (site-files.ts, inline-scripts.ts)
 *   5. each feature's files (src/buildtime/features.ts), in that list's order: the editions' e-mails
 *      and their manifest (editions/files.ts), the agenda's calendars (agenda/files.ts), each language's
 *      feed (translations/feeds.ts); /apoie/ writes none
 *   6. the API's documents, checked again as they are written (api-teachings.ts)
 *   7. the editor at /admin/ (admin.ts)
 *   8. the site's headers, public/_headers (site-files.ts, host-headers.ts)
 *   9. what Gatsby leaves for its own build, removed (site-files.ts)
 *
 * A feature's files come after the pages are finished, so that step 4 never reads them as pages; the
 * headers come before gatsby-adapter-netlify, which appends its own rules to _headers once this hook
 * is done. Last, `npm run build` writes the search index from the finished pages, in a process of its
 * own, and appends its headers (write-search-index.ts).
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
    reporter.panicOnBuild(`Scripts the Content-Security-Policy does not allow (src/buildtime/policy.ts):\n${lines}`);
  }

  for (const feature of FEATURES) await feature.onPostBuild?.(args, publicDir);

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
