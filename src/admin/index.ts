// The preview pane is styled by the site's own stylesheet: its tokens and base rules, then the article's module.
import "../styles/global.css";
import { ALL_KINDS, TEACHING_KIND } from "../shared/content-kinds";
import * as MESSAGES from "../shared/messages/editor";
import { checkBeforeSaving, shownPath } from "./check";
import { cmsConfig, type CmsBackend } from "./cms-config";
import { TeachingPreview } from "./TeachingPreview";
import { PORTUGUESE_PHRASES, mergePhrases, type Phrases } from "./locale";
import { pictureErrors } from "./pictures";
import type { DecapCms, SaveEvent } from "./decap";

/** Chosen when the editor is built (src/build/admin.ts, from CMS_BACKEND, CMS_REPO, CMS_BRANCH...). */
declare const __CMS_BACKEND__: CmsBackend;
/** The stylesheet of the preview: the site's tokens and the article's styles, bundled beside this file. */
declare const __PREVIEW_STYLESHEET__: string;

const onThisMachine = (hostname: string) => hostname === "localhost" || hostname === "127.0.0.1";

/** A site built without a repository: the editor only works on the machine of `npm run cms`. */
function showLocalOnly() {
  const main = document.createElement("main");
  main.style.cssText = "max-width:40rem;margin:0 auto;padding:3rem 1.25rem;font-family:system-ui,sans-serif";
  const title = document.createElement("h1");
  title.textContent = MESSAGES.localOnlyTitle;
  const text = document.createElement("p");
  text.textContent = MESSAGES.localOnly;
  main.append(title, text);
  document.body.append(main);
}

/** The build's checks and the pictures', before Decap writes anything (src/admin/check.ts). */
async function refuseWhatTheBuildWould({ entry }: SaveEvent): Promise<undefined> {
  const collection = String(entry.get("collection"));
  const data = (entry.get("data") as { toJS(): Record<string, unknown> }).toJS();
  const errors = checkBeforeSaving(collection, data);
  const kind = ALL_KINDS.find((candidate) => candidate.name === collection);
  if (kind) errors.push(...(await pictureErrors(kind, entry, shownPath(kind, data))));
  if (errors.length > 0) throw new Error(`${MESSAGES.invalidContent}\n${errors.join("\n")}`);
  return undefined;
}

function start(cms: DecapCms) {
  if (__CMS_BACKEND__.name === "local" && !onThisMachine(window.location.hostname)) {
    showLocalOnly();
    return;
  }
  const portuguese = cms.getLocale("pt") as Phrases | undefined;
  if (portuguese) cms.registerLocale("pt", mergePhrases(portuguese, PORTUGUESE_PHRASES));
  cms.registerPreviewStyle(__PREVIEW_STYLESHEET__);
  cms.registerPreviewTemplate(TEACHING_KIND.name, TeachingPreview);
  cms.registerEventListener({ name: "preSave", handler: refuseWhatTheBuildWould });
  cms.init({ config: cmsConfig(__CMS_BACKEND__) });
}

// This script runs before Decap's bundle (admin/index.html), so Decap waits to be started.
window.CMS_MANUAL_INIT = true;
window.addEventListener("DOMContentLoaded", () => {
  if (window.CMS) start(window.CMS);
});
