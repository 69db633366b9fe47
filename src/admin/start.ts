import { EDITOR_KINDS, TEACHING_KIND } from "../shared/content-kinds";
import * as TEXTS from "../shared/texts/editor";
import { checkBeforeSaving, shownPath } from "./check";
import { cmsConfig, type CmsBackend } from "./cms-config";
import { TeachingPreview } from "./TeachingPreview";
import { translationPreview } from "./TranslationPreview";
import { ORIGINAL_FIELD, TRANSLATABLE_KINDS, translationKind } from "../shared/content-kinds/translation";
import { REVIEWED_LANGUAGES } from "../shared/site";
import { PORTUGUESE_PHRASES, mergePhrases, type Phrases } from "./locale";
import { translateLibraryPhrases } from "./library-phrases";
import { uploadErrors } from "./uploads";
import type { DecapCms, SaveEvent } from "./decap";

/** A site built without a repository: the editor only works on the machine of `npm run cms`. */
function showLocalOnly() {
  const main = document.createElement("main");
  main.style.cssText = "max-width:40rem;margin:0 auto;padding:3rem 1.25rem;font-family:system-ui,sans-serif";
  const title = document.createElement("h1");
  title.textContent = TEXTS.localOnlyTitle;
  const text = document.createElement("p");
  text.textContent = TEXTS.localOnly;
  main.append(title, text);
  document.body.append(main);
}

/** The build's checks and the uploads', before Decap writes anything (src/admin/check.ts, uploads.ts). */
async function refuseWhatTheBuildWould({ entry }: SaveEvent): Promise<undefined> {
  const collection = String(entry.get("collection"));
  const data = (entry.get("data") as { toJS(): Record<string, unknown> }).toJS();
  // A new entry has no path yet: Decap names its file when it first saves it.
  const saved = typeof entry.get("path") === "string" ? String(entry.get("path")) : "";
  const errors = checkBeforeSaving(collection, data, saved);
  const kind = EDITOR_KINDS.find((candidate) => candidate.name === collection);
  if (kind) errors.push(...(await uploadErrors(kind, entry, shownPath(kind, data, saved))));
  if (errors.length > 0) throw new Error(`${TEXTS.invalidContent}\n${errors.join("\n")}`);
  return undefined;
}

/**
 * Starts the editor with the backend chosen at build time. The editor of `npm run cms` (`localBackend`,
 * served by `gatsby develop`) saves through Decap's local backend on this machine; a deployed editor
 * never asks for it, which its policy would refuse, and one built without a repository only says why
 * the editor is not there.
 */
export function startEditor(cms: DecapCms, backend: CmsBackend, previewStylesheet: string, localBackend: boolean) {
  if (backend.name === "local" && !localBackend) {
    showLocalOnly();
    return;
  }
  const portuguese = cms.getLocale("pt") as Phrases | undefined;
  if (portuguese) cms.registerLocale("pt", mergePhrases(portuguese, PORTUGUESE_PHRASES));
  cms.registerPreviewStyle(previewStylesheet);
  cms.registerPreviewTemplate(TEACHING_KIND.name, TeachingPreview);
  for (const code of REVIEWED_LANGUAGES)
    for (const kind of TRANSLATABLE_KINDS)
      cms.registerPreviewTemplate(
        translationKind(kind, code).name,
        translationPreview(window.location.pathname, kind.name, ORIGINAL_FIELD),
      );
  cms.registerEventListener({ name: "preSave", handler: refuseWhatTheBuildWould });
  cms.init({ config: cmsConfig(backend, localBackend) });
  translateLibraryPhrases(document.body);
}
