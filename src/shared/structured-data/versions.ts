import type { PageLanguages, Version } from "../page-language";
import { absolute } from "./institute";

/**
 * A page's description in its own language, with its other versions (docs/translation.md, "Reviewed
 * translations"): a translation names its original (`translationOfWork`) and its translator, an original
 * its translations (`workTranslation`), each by its address and language.
 */
export function inLanguages(
  data: Record<string, unknown>,
  languages: PageLanguages,
  translator: string | null = null,
): Record<string, unknown> {
  const type = typeof data["@type"] === "string" ? data["@type"] : "CreativeWork";
  const version = ({ path, hreflang }: Version) => ({ "@type": type, url: absolute(path), inLanguage: hreflang });
  const [original, ...translations] = languages.versions ?? [];
  if (languages.translated)
    return {
      ...data,
      inLanguage: languages.translated.texts.language.htmlLang,
      ...(original ? { translationOfWork: version(original) } : {}),
      ...(translator ? { translator: { "@type": "Person", name: translator } } : {}),
    };
  return translations.length > 0 ? { ...data, workTranslation: translations.map(version) } : data;
}
