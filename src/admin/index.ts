// The preview pane is styled by the site's own stylesheet: its tokens and base rules, then the article's module.
import "../styles/global.css";
import { TEACHING_KIND } from "../shared/content-kinds";
import { checkBeforeSaving } from "./check";
import { cmsConfig, type CmsBackend } from "./cms-config";
import { TeachingPreview } from "./TeachingPreview";
import type { SaveEvent } from "./decap";

/** Chosen when the editor is built (src/build/admin.ts, from CMS_BACKEND, CMS_REPO and CMS_BRANCH). */
declare const __CMS_BACKEND__: CmsBackend;
/** The stylesheet of the preview: the site's tokens and the article's styles, bundled beside this file. */
declare const __PREVIEW_STYLESHEET__: string;

function start() {
  const cms = window.CMS;
  if (!cms) return;
  cms.registerPreviewStyle(__PREVIEW_STYLESHEET__);
  cms.registerPreviewTemplate(TEACHING_KIND.name, TeachingPreview);
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }: SaveEvent) => {
      const data = (entry.get("data") as { toJS(): Record<string, unknown> }).toJS();
      const errors = checkBeforeSaving(String(entry.get("collection")), data);
      if (errors.length > 0) throw new Error(`Conteúdo inválido:\n${errors.join("\n")}`);
      return undefined;
    },
  });
  cms.init({ config: cmsConfig(__CMS_BACKEND__) });
}

// This script runs before Decap's bundle (admin/index.html), so Decap waits to be started.
window.CMS_MANUAL_INIT = true;
window.addEventListener("DOMContentLoaded", start);
