import fs from "node:fs";
import path from "node:path";
import { pathIn } from "../../shared/page-language";
import { REVIEWED_LANGUAGES, ROUTES } from "../../shared/site";
import { CATALOGUES } from "../../shared/texts/catalogues";
import type { PostBuildStep } from "../feature";
import { buildRss } from "../feeds";
import { translations } from "./queries";
import { inFeedOf, publishedOf, translatedOf } from "./translated";

/**
 * What the translations write beside the pages: each language with translated teachings its own feed
 * (`/en/rss.xml`), the most recent first, which its pages link to (src/components/Seo.tsx) by the same
 * rule (`inFeedOf`, translated.ts).
 */
export const writeTranslationFeeds: PostBuildStep = async (args, publicDir) => {
  const data = await translations(args);
  if (!data) return;
  const published = publishedOf(translatedOf(data));
  for (const code of REVIEWED_LANGUAGES) {
    const catalogue = CATALOGUES[code];
    const items = inFeedOf(published, code)
      .map((teaching) => ({
        titulo: teaching.titulo,
        resumo: teaching.summary ?? "",
        publishedOn: teaching.original?.publishedOn ?? "",
        autor: teaching.original?.autor ?? "",
        path: teaching.path,
      }))
      .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
    if (items.length === 0) continue;
    const feed = path.join(publicDir, pathIn(code, ROUTES.feed));
    fs.mkdirSync(path.dirname(feed), { recursive: true });
    fs.writeFileSync(
      feed,
      buildRss(items, undefined, {
        title: catalogue.translation.feedTitle,
        description: catalogue.translation.feedDescription,
        home: pathIn(code, ROUTES.home),
        feed: pathIn(code, ROUTES.feed),
        language: catalogue.language.htmlLang,
      }),
    );
  }
};
