import { API_BASE_URL } from "../shared/api-teaching";
import { THEME_SCRIPT } from "../shared/theme";
import { ADDRESS_SCRIPT } from "../shared/address";
import { CONSTANT_SCRIPTS, scriptHash } from "./inline-scripts";
import { ADMIN_PATH, cmsBackendFromEnv } from "./admin-settings";

/**
 * Response headers of the deployed site, the same on every host: public/_headers for Netlify (and
 * any host that reads that format), deploy/nginx/security-headers.conf for nginx (written from here by
 * `npm run deploy:nginx`). The policy allows the site itself, its constant inline scripts by hash
 * and the page-translation widget's hosts; nothing else.
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
  IMAGE_PLUGIN_SCRIPT_HASH,
];

const TRANSLATION_HOSTS = {
  scripts: [
    "https://translate.google.com",
    "https://translate.googleapis.com",
    "https://translate-pa.googleapis.com",
    "https://www.gstatic.com",
  ],
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

/** A header line must stay well under what proxies and CDNs accept (8 KB is a common limit). */
export const MAX_HEADER_BYTES = 4096;

/** Gatsby's caching guide: documents and data revalidate on every visit; hashed files never change. */
export const CACHE_CONTROL = {
  revalidate: "public, max-age=0, must-revalidate",
  immutable: "public, max-age=31536000, immutable",
} as const;

/** The API's origin when it is not the site's own (GATSBY_API_URL set to an absolute URL). */
function apiOrigin(apiBaseUrl: string): string[] {
  try {
    return /^https?:\/\//.test(apiBaseUrl) ? [new URL(apiBaseUrl).origin] : [];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(apiBaseUrl: string = API_BASE_URL): string {
  const directives: [string, readonly string[]][] = [
    ["default-src", ["'self'"]],
    // Pagefind's search (/busca/) runs WebAssembly, which compiles only under 'wasm-unsafe-eval';
    // that allows WebAssembly and nothing else ('unsafe-eval' would allow eval() as well).
    [
      "script-src",
      [
        "'self'",
        "'wasm-unsafe-eval'",
        ...INLINE_SCRIPT_HASHES.map((hash) => `'${hash}'`),
        ...TRANSLATION_HOSTS.scripts,
      ],
    ],
    // Gatsby inlines the CSS and gatsby-plugin-image sets style attributes, which no hash can cover.
    ["style-src", ["'self'", "'unsafe-inline'", ...TRANSLATION_HOSTS.styles]],
    ["img-src", ["'self'", "data:", ...TRANSLATION_HOSTS.images]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...apiOrigin(apiBaseUrl), ...TRANSLATION_HOSTS.connections]],
    ["frame-src", TRANSLATION_HOSTS.frames],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/**
 * The editor at /admin/ (src/build/admin.ts) in place of the site's policy: Decap's bundle styles
 * itself with inline <style> elements, keeps an uploaded picture in a blob: URL until the entry is
 * saved (and reads it back from there), and compiles its configuration's validators at run time
 * (ajv), hence 'unsafe-eval' there and only there. It talks to its backend: the site itself for
 * Netlify's Git Gateway, GitHub's API for GitHub.
 */
export function adminContentSecurityPolicy(backend: { name: string } = cmsBackendFromEnv()): string {
  const backendHosts = backend.name === "github" ? ["https://api.github.com"] : [];
  // The editor shows who is logged in with the account's picture, served by GitHub.
  const avatarHosts = backend.name === "github" ? ["https://avatars.githubusercontent.com"] : [];
  const directives: [string, readonly string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...avatarHosts]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", "blob:", ...backendHosts]],
    ["frame-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/** Every response of the site carries these. Names in lower case, as HTTP/2 sends them. */
export function securityHeaders(apiBaseUrl: string = API_BASE_URL): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(apiBaseUrl),
    "x-content-type-options": "nosniff",
    // Gatsby's Netlify adapter sends same-origin on every response; the other hosts send the same.
    "referrer-policy": "same-origin",
    "x-frame-options": "DENY",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "strict-transport-security": "max-age=31536000; includeSubDomains",
  };
}

/**
 * What /admin/ sends over the site's headers: the editor's own policy, and no indexing (its page
 * also says so, and it is left out of the sitemap).
 */
export function adminHeaders(): Record<string, string> {
  return { "content-security-policy": adminContentSecurityPolicy(), "x-robots-tag": "noindex, nofollow" };
}

/** Headers gatsby-adapter-netlify writes for every path itself, with the values above. */
const SET_BY_NETLIFY_ADAPTER = new Set(["x-content-type-options", "referrer-policy", "x-frame-options"]);

/**
 * The site's part of public/_headers. The adapter appends its own block after the build (cache-control
 * per file, its base security headers); a header both wrote would reach the visitor twice, so the ones
 * the adapter sets are left to it, and the Netlify test checks the headers in force on every route.
 */
export function netlifyHeadersBlock(apiBaseUrl: string = API_BASE_URL): string {
  const own = Object.entries(securityHeaders(apiBaseUrl)).filter(([name]) => !SET_BY_NETLIFY_ADAPTER.has(name));
  return [
    "# Security headers of the site (src/build/headers.ts)",
    "/*",
    ...own.map(([name, value]) => `  ${name}: ${value}`),
    "# The embedded API's documents have no extension",
    "/api/*",
    "  content-type: application/json",
    // A later rule overrides a header an earlier one set for the same path: the rule the adapter's
    // own immutable cache-control of hashed files relies on over its revalidating default.
    "# The editor: its own policy in place of the site's",
    `${ADMIN_PATH}*`,
    ...Object.entries(adminHeaders()).map(([name, value]) => `  ${name}: ${value}`),
    "",
  ].join("\n");
}

/**
 * One add_header line per header, on every status code. HSTS takes its value from a map of
 * deploy/nginx/http.conf that is empty unless the answer goes over HTTPS: nginx sends no header
 * with an empty value, and a browser ignores HSTS over plain HTTP anyway.
 */
function nginxHeaderLines(headers: Record<string, string>): string[] {
  return Object.entries(headers).map(([name, value]) =>
    name === "strict-transport-security"
      ? `add_header ${name} $evolucao_hsts always;`
      : `add_header ${name} "${value}" always;`,
  );
}

const GENERATED = "# Generated from src/build/headers.ts by `npm run deploy:nginx`: edit that file, not this one.";

/** Pagefind's files (public/pagefind/): the ones named by their content's hash, and the types of them all. */
const PAGEFIND_HASHED = ["/pagefind/*.pf_meta", "/pagefind/fragment/*", "/pagefind/index/*", "/pagefind/filter/*"];
const PAGEFIND_UNKNOWN_TYPE = [...PAGEFIND_HASHED, "/pagefind/*.pagefind"];
const SEARCH_INDEX_MARK = "# The search index (src/build/write-search-index.ts)";

/**
 * The search index's part of public/_headers, written by `npm run build` after Gatsby's build, so after
 * the adapter's block: a later rule wins, and this one gives Pagefind's hashed files a year's caching
 * over the adapter's revalidating default, and its files of no known extension their type (they are
 * compressed already; a type that looks like text would be compressed again).
 */
export function searchIndexHeadersBlock(): string {
  return [
    SEARCH_INDEX_MARK,
    ...PAGEFIND_UNKNOWN_TYPE.flatMap((rule) => [
      rule,
      "  content-type: application/octet-stream",
      ...(PAGEFIND_HASHED.includes(rule) ? [`  cache-control: ${CACHE_CONTROL.immutable}`] : []),
    ]),
    "",
  ].join("\n");
}

/** public/_headers with the search index's block at its end, replacing one a previous run wrote. */
export function withSearchIndexHeaders(headersFile: string): string {
  const kept = headersFile.includes(SEARCH_INDEX_MARK)
    ? headersFile.slice(0, headersFile.indexOf(SEARCH_INDEX_MARK))
    : headersFile;
  return `${kept.replace(/\n*$/, "\n")}${searchIndexHeadersBlock()}`;
}

/** deploy/nginx/admin-headers.conf: the site's headers with the editor's in place of the site's policy. */
export function nginxAdminHeaders(): string {
  return [
    GENERATED,
    "# Included by the /admin/ location of locations.conf.",
    ...nginxHeaderLines({ ...securityHeaders(), ...adminHeaders() }),
    "",
  ].join("\n");
}

/** deploy/nginx/security-headers.conf: the headers of every location but the editor's and the login's. */
export function nginxSecurityHeaders(apiBaseUrl: string = API_BASE_URL): string {
  return [
    GENERATED,
    "# Included by every location of locations.conf (nginx drops inherited add_header lines in a location",
    "# that adds its own).",
    ...nginxHeaderLines(securityHeaders(apiBaseUrl)),
    "",
  ].join("\n");
}

/**
 * deploy/nginx/service-headers.conf: for the editor's login window (/oauth/), whose page the service
 * writes with a policy and a referrer rule of its own (src/service/oauth.ts); two policies would both
 * apply, and the site's would block the window's script.
 */
export function nginxServiceHeaders(): string {
  const { "content-security-policy": _policy, "referrer-policy": _referrer, ...rest } = securityHeaders();
  return [GENERATED, "# Included by the /oauth/ location of locations.conf.", ...nginxHeaderLines(rest), ""].join("\n");
}
