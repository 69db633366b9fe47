// The preview pane is styled by the site's own stylesheet: its tokens and base rules, then the article's module.
import "../styles/global.css";
import { startEditor } from "./start";
import type { CmsBackend } from "./cms-config";

/** Chosen when the editor is built (src/buildtime/admin.ts, from CMS_BACKEND, CMS_REPO, CMS_BRANCH...). */
declare const __CMS_BACKEND__: CmsBackend;
/** The stylesheet of the preview: the site's tokens and the article's styles, bundled beside this file. */
declare const __PREVIEW_STYLESHEET__: string;

// This script runs before Decap's bundle (admin/index.html), so Decap waits to be started.
window.CMS_MANUAL_INIT = true;
window.addEventListener("DOMContentLoaded", () => {
  if (window.CMS) startEditor(window.CMS, __CMS_BACKEND__, __PREVIEW_STYLESHEET__, window.location.hostname);
});
