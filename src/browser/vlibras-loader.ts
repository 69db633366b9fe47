import { VLIBRAS } from "../shared/site";
import * as TEXTS from "../shared/texts/site";
import { appendScript, loadOnce } from "./load-once";

interface VLibrasGlobal {
  Widget: new (rootPath: string) => unknown;
}

declare global {
  interface Window {
    VLibras?: VLibrasGlobal;
  }
}

/** Where VLibras puts itself: the markup its documentation asks for, outside React's tree. */
const CONTAINER_ID = "vlibras";

function widgetMarkup(): HTMLElement {
  const root = document.createElement("div");
  root.id = CONTAINER_ID;
  root.setAttribute("vw", "");
  root.className = "enabled notranslate";
  // The page's translator leaves VLibras' own interface alone.
  root.setAttribute("translate", "no");
  const button = document.createElement("div");
  button.setAttribute("vw-access-button", "");
  button.className = "active";
  // Its button is an image in a plain element: reachable by the keyboard only with a role, a name
  // and the keys of a button.
  button.setAttribute("role", "button");
  button.setAttribute("tabindex", "0");
  button.setAttribute("aria-label", TEXTS.openVLibras);
  button.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    button.click();
  });
  const wrapper = document.createElement("div");
  wrapper.setAttribute("vw-plugin-wrapper", "");
  const top = document.createElement("div");
  top.className = "vw-plugin-top-wrapper";
  wrapper.append(top);
  root.append(button, wrapper);
  return root;
}

/**
 * VLibras' widget starts on the window's load event, which has long passed when a visitor turns it
 * on: its handler is taken back from `window.onload` and run once, now or at that event.
 */
function startWidget(Widget: VLibrasGlobal["Widget"], done: () => void): void {
  const previous = window.onload;
  new Widget(VLIBRAS.rootPath);
  const start = window.onload;
  window.onload = previous;
  const run = () => {
    start?.call(window, new Event("load"));
    done();
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

/**
 * The government's script, then its widget in the page: once, shared by every caller. Rejects when
 * the script cannot be downloaded (blocked, offline) or does not define the widget; the next call
 * tries again, and nothing of it is left in the page.
 */
export const loadVLibras = loadOnce(async () => {
  const script = await appendScript(VLIBRAS.scriptUrl, TEXTS.librasUnavailable);
  const Widget = window.VLibras?.Widget;
  if (typeof Widget !== "function") {
    script.remove();
    throw new Error(TEXTS.librasUnavailable);
  }
  document.body.append(widgetMarkup());
  try {
    await new Promise<void>((resolve) => startWidget(Widget, resolve));
  } catch (error) {
    document.getElementById(CONTAINER_ID)?.remove();
    throw error;
  }
});

/** Shows VLibras, or hides it with whatever it has open, without unloading it. */
export function showVLibras(shown: boolean): void {
  const root = document.getElementById(CONTAINER_ID);
  if (root) root.hidden = !shown;
}
