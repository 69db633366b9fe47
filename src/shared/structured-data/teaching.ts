import { SITE } from "../site";
import { INSTITUTE, absolute, type Named } from "./institute";

/** A teaching: its picture, when it has one, is the path of its widest rendition. */
export function teachingData(
  teaching: Named & { description: string; published: string; author: string; image: string | null },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: teaching.name,
    description: teaching.description,
    datePublished: teaching.published,
    inLanguage: SITE.lang,
    author: { "@type": "Organization", name: teaching.author },
    publisher: INSTITUTE,
    mainEntityOfPage: absolute(teaching.path),
    ...(teaching.image ? { image: absolute(teaching.image) } : {}),
  };
}
