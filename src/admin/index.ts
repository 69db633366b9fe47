// The preview pane is styled by the site's own stylesheet: its tokens and base rules, then the article's module.
import "../styles/global.css";
import { startEditor } from "./start";
import type { CmsBackend } from "./cms-config";

/** Chosen when the editor is built (src/buildtime/admin.ts, from CMS_BACKEND, CMS_REPO, CMS_BRANCH...). */
declare const __CMS_BACKEND__: CmsBackend;
/** Whether this is the editor of `npm run cms` (written for `gatsby develop`), which saves on this machine. */
declare const __CMS_LOCAL_BACKEND__: boolean;
/** The stylesheet of the preview: the site's tokens and the article's styles, bundled beside this file. */
declare const __PREVIEW_STYLESHEET__: string;

// This script runs before Decap's bundle (admin/index.html starts both, in order), so Decap waits to be
// started. Both are started by the page's loader, not by the parser, so they may run after the page is
// parsed: the window's load event waits for them.
window.CMS_MANUAL_INIT = true;
const start = () => {
  if (window.CMS) startEditor(window.CMS, __CMS_BACKEND__, __PREVIEW_STYLESHEET__, __CMS_LOCAL_BACKEND__);
};
if (document.readyState === "complete") start();
else window.addEventListener("load", start, { once: true });
