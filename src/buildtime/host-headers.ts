import { API_BASE_URL } from "../shared/api-teaching";
import { ADMIN_PATH } from "./admin-settings";
import { CALENDAR_HTTP, isCalendarPath } from "../shared/agenda/calendar-http";
import { CACHE_CONTROL, adminHeaders, securityHeaders } from "./headers";

/**
 * The headers of headers.ts written in each host's own form: Netlify's _headers (with the search
 * index's block), the nginx includes of deploy/nginx/ (`npm run deploy:nginx`), and what `npm start`'s
 * service adds to the pages it passes on (proxiedPageHeaders).
 */

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
    "# Security headers of the site (src/buildtime/headers.ts)",
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

const GENERATED = "# Generated from src/buildtime/headers.ts by `npm run deploy:nginx`: edit that file, not this one.";

/** Pagefind's files (public/pagefind/): the ones named by their content's hash, and the types of them all. */
const PAGEFIND_HASHED = ["/pagefind/*.pf_meta", "/pagefind/fragment/*", "/pagefind/index/*", "/pagefind/filter/*"];
const PAGEFIND_UNKNOWN_TYPE = [...PAGEFIND_HASHED, "/pagefind/*.pagefind"];
const SEARCH_INDEX_MARK = "# The search index (src/buildtime/write-search-index.ts)";

/** The agenda's calendars: their type, and an hour's caching over the adapter's revalidating default. */
const CALENDAR_RULES = ["/agenda.ics", "/agenda/*.ics"];

/**
 * The search index's part of public/_headers, written by `npm run build` after Gatsby's build, so after
 * the adapter's block: a later rule wins, and this one gives Pagefind's hashed files a year's caching
 * over the adapter's revalidating default, and its files of no known extension their type (they are
 * compressed already; a type that looks like text would be compressed again). The agenda's calendars'
 * rules are here for the same reason: their hour of caching must come after the adapter's default.
 */
function searchIndexHeadersBlock(): string {
  return [
    SEARCH_INDEX_MARK,
    ...CALENDAR_RULES.flatMap((rule) => [
      rule,
      `  content-type: ${CALENDAR_HTTP.contentType}`,
      `  cache-control: ${CALENDAR_HTTP.cacheControl}`,
    ]),
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

/**
 * The headers `npm start`'s service adds to each answer it passes on from `gatsby serve`
 * (scripts/serve.ts, src/service/upstream.ts): the site's, with the editor's under /admin/ and the
 * calendars' type and caching on the agenda's `.ics`, as Netlify's rules and nginx's locations give
 * them; no HSTS, since it answers over plain HTTP only (where nginx sends none either, and a browser
 * would ignore it).
 */
export function proxiedPageHeaders(pathname: string): Record<string, string> {
  const { "strict-transport-security": _hsts, ...site } = securityHeaders();
  if (isCalendarPath(pathname))
    return { ...site, "content-type": CALENDAR_HTTP.contentType, "cache-control": CALENDAR_HTTP.cacheControl };
  return pathname.startsWith(ADMIN_PATH) ? { ...site, ...adminHeaders() } : site;
}
