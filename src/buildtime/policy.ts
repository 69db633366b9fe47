import { YOUTUBE_PLAYER_ORIGIN } from "../shared/content-kinds/youtube";
import { API_BASE_URL } from "../shared/api-teaching";
import { FORMS_PATH, NEWSLETTER_FORM_ACTION } from "../shared/forms";
import { THEME_SCRIPT } from "../shared/theme";
import { ADDRESS_SCRIPT } from "../shared/address";
import { AGENDA_LISTING_SCRIPT } from "../shared/agenda/listing-script";
import { OFFER_SCRIPT } from "../shared/offer-script";
import { CONSTANT_SCRIPTS, scriptHash } from "./inline-scripts";
import { cmsBackendFromEnv } from "./admin-settings";

/**
 * The site's Content-Security-Policy and the editor's, which headers.ts sends on every host. The policy
 * is a strict one: scripts run because the page's own inline scripts are allowed by hash and
 * 'strict-dynamic' lets those start the rest (Gatsby's chunks, the widgets' scripts); no host is trusted
 * for scripts. What the widgets fetch, draw or frame is allowed host by host in the directives each needs.
 */

/**
 * gatsby-plugin-image's inline module script, the same on every page for a given version of the
 * plugin. The build stops, naming the page and the hash, if a page carries an inline script the policy
 * does not list: that is how an upgrade that changes this script shows up.
 */
const IMAGE_PLUGIN_SCRIPT_HASH = "sha256-v1oYH69RcooFs6F5XhMTzHiWlftYwnuQHDxIz0suNeo=";

export const INLINE_SCRIPT_HASHES: readonly string[] = [
  ...Object.values(CONSTANT_SCRIPTS).map(scriptHash),
  scriptHash(THEME_SCRIPT),
  scriptHash(ADDRESS_SCRIPT),
  // After each listing of the agenda: what is coming by the visitor's clock, before the first paint.
  scriptHash(AGENDA_LISTING_SCRIPT),
  // After the lines that offer a Portuguese page's reviewed versions: the stored language's, before the first paint.
  scriptHash(OFFER_SCRIPT),
  IMAGE_PLUGIN_SCRIPT_HASH,
];

/**
 * What a browser that does not know 'strict-dynamic' (CSP 1 and 2: Safari before 15.4, Firefox before
 * 52) reads instead; one that knows it ignores these three when the list has a hash (web.dev, "Mitigate
 * cross-site scripting with a strict Content Security Policy"). 'self' keeps the site's own scripts
 * running over plain HTTP (`npm start`), where `https:` does not match.
 */
const OLDER_BROWSERS_FALLBACK = ["'unsafe-inline'", "'self'", "https:"];

/**
 * The scripts of a policy: the page's inline scripts by their hashes, and what they start; Pagefind's
 * search (/busca/) runs WebAssembly, which compiles only under 'wasm-unsafe-eval' (that allows
 * WebAssembly and nothing else; 'unsafe-eval' would allow eval() as well).
 */
const strictScripts = (hashes: readonly string[], extra: readonly string[]) => [
  "'strict-dynamic'",
  ...hashes.map((hash) => `'${hash}'`),
  ...extra,
  ...OLDER_BROWSERS_FALLBACK,
];

/**
 * The translation widget (docs/translation.md), loaded after a visitor's choice: its script comes from
 * translate.google.com and starts the rest itself, which 'strict-dynamic' allows, so none of its hosts
 * is named for scripts (translate.google.com and translate.googleapis.com host JSONP endpoints and
 * www.gstatic.com AngularJS: named there, any of them would run an injected tag's script).
 */
const TRANSLATION_HOSTS = {
  styles: ["https://translate.googleapis.com", "https://www.gstatic.com"],
  images: [
    "https://translate.google.com",
    "https://translate.googleapis.com",
    "https://www.gstatic.com",
    "https://www.google.com",
  ],
  connections: ["https://translate.googleapis.com", "https://translate-pa.googleapis.com"],
  frames: ["https://translate.google.com"],
};

/**
 * VLibras, the federal government's Libras translator, loaded when the visitor turns it on
 * (docs/translation.md, "Libras"), each host in the directives it needs only. Its script comes from
 * vlibras.gov.br and its later chunk from www.vlibras.gov.br (the address its build was made with);
 * its images, fonts and avatar files from the folder it is given (vlibras.gov.br/app); the text a
 * visitor selects goes to traducao2, the signs come from dicionario2, and a count of uses goes to
 * acessos. Its scripts (its own, its later chunk, the avatar's player run from a blob: URL) are
 * started by a script the page started, which 'strict-dynamic' allows; the avatar is a Unity WebGL
 * build, which decompresses in a worker made from a blob: URL and compiles WebAssembly (which
 * 'wasm-unsafe-eval' already allows for the search). Read from VLibras' published source
 * (spbgovbr-vlibras/vlibras-web-browsers); the player itself is not published, so what it needs past
 * these is confirmed only against the live service (docs/deploying.md).
 */
const VLIBRAS_HOSTS = {
  workers: ["'self'", "blob:"],
  images: ["https://vlibras.gov.br", "https://www.vlibras.gov.br"],
  fonts: ["https://vlibras.gov.br", "https://www.vlibras.gov.br"],
  connections: [
    "https://vlibras.gov.br",
    "https://www.vlibras.gov.br",
    "https://traducao2.vlibras.gov.br",
    "https://dicionario2.vlibras.gov.br",
    "https://acessos.vlibras.gov.br",
  ],
};

type Directive = [name: string, values: readonly string[]];

/** A policy's header value: its directives, then what every policy of the site shuts (but where forms post). */
function policyHeader(directives: Directive[], formTargets: readonly string[] = []): string {
  const shut: Directive[] = [
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", ...formTargets]],
    ["frame-ancestors", ["'none'"]],
  ];
  return [...directives, ...shut].map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/** The API's origin when it is not the site's own (GATSBY_API_URL set to an absolute URL). */
function apiOrigin(apiBaseUrl: string): string[] {
  try {
    return /^https?:\/\//.test(apiBaseUrl) ? [new URL(apiBaseUrl).origin] : [];
  } catch {
    return [];
  }
}

/**
 * The site's service on a server of its own, where the newsletter box of a site on Netlify posts
 * (GATSBY_NEWSLETTER_SERVICE_URL: docs/service.md, "On Netlify"), by fetch or as a form.
 */
const newsletterOrigin = (action: string): string[] => (action === FORMS_PATH ? [] : [new URL(action).origin]);

export function contentSecurityPolicy(
  apiBaseUrl: string = API_BASE_URL,
  newsletterAction: string = NEWSLETTER_FORM_ACTION,
): string {
  const directives: Directive[] = [
    ["default-src", ["'self'"]],
    ["script-src", strictScripts(INLINE_SCRIPT_HASHES, ["'wasm-unsafe-eval'"])],
    ["worker-src", VLIBRAS_HOSTS.workers],
    // Gatsby inlines the CSS and gatsby-plugin-image sets style attributes, which no hash can cover.
    ["style-src", ["'self'", "'unsafe-inline'", ...TRANSLATION_HOSTS.styles]],
    ["img-src", ["'self'", "data:", ...TRANSLATION_HOSTS.images, ...VLIBRAS_HOSTS.images]],
    ["font-src", ["'self'", ...VLIBRAS_HOSTS.fonts]],
    [
      "connect-src",
      [
        "'self'",
        ...apiOrigin(apiBaseUrl),
        ...newsletterOrigin(newsletterAction),
        ...TRANSLATION_HOSTS.connections,
        ...VLIBRAS_HOSTS.connections,
      ],
    ],
    // A lesson's video plays from YouTube's privacy-enhanced host, once the visitor asks for it
    // (src/components/VideoFacade.tsx).
    ["frame-src", [...TRANSLATION_HOSTS.frames, YOUTUBE_PLAYER_ORIGIN]],
    ["manifest-src", ["'self'"]],
  ];
  return policyHeader(directives, newsletterOrigin(newsletterAction));
}

/** The one inline script of the editor's page: the loader that starts its two scripts in order (admin.ts). */
export const ADMIN_INLINE_SCRIPT_HASHES: readonly string[] = [scriptHash(CONSTANT_SCRIPTS.startScripts)];

/**
 * The editor at /admin/ (src/buildtime/admin.ts) in place of the site's policy, strict like the
 * site's: its page's loader by hash, and what that starts (the editor's script, Decap's bundle and
 * Decap's chunks). Decap's bundle styles itself with inline <style> elements, keeps an uploaded
 * picture in a blob: URL until the entry is saved (and reads it back from there), and compiles its
 * configuration's validators at run time (ajv, with `new Function`), hence 'unsafe-eval' there and
 * only there (which also covers the WebAssembly its bundle carries). It talks to its backend: the
 * site itself for Netlify's Git Gateway, GitHub's API for GitHub.
 */
export function adminContentSecurityPolicy(backend: { name: string } = cmsBackendFromEnv()): string {
  const backendHosts = backend.name === "github" ? ["https://api.github.com"] : [];
  // The editor shows who is logged in with the account's picture, served by GitHub.
  const avatarHosts = backend.name === "github" ? ["https://avatars.githubusercontent.com"] : [];
  const directives: Directive[] = [
    ["default-src", ["'self'"]],
    ["script-src", strictScripts(ADMIN_INLINE_SCRIPT_HASHES, ["'unsafe-eval'"])],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...avatarHosts]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", "blob:", ...backendHosts]],
    ["frame-src", ["'self'"]],
  ];
  return policyHeader(directives);
}
