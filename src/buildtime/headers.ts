import { CALENDAR_HTTP } from "../shared/agenda/calendar-http";
import { adminContentSecurityPolicy, contentSecurityPolicy } from "./policy";
import { API_BASE_URL } from "../shared/api-teaching";

/**
 * Response headers of the deployed site, the same on every host: public/_headers for Netlify (and
 * any host that reads that format), deploy/nginx/security-headers.conf for nginx (written from here by
 * `npm run deploy:nginx`), and the answers `npm start`'s service passes on from `gatsby serve`
 * (scripts/serve.ts): the policies of policy.ts, the other security headers, and how long each kind of
 * file may be cached.
 */

/** A header line must stay well under what proxies and CDNs accept (8 KB is a common limit). */
export const MAX_HEADER_BYTES = 4096;

/** Gatsby's caching guide: documents and data revalidate on every visit; hashed files never change. */
export const CACHE_CONTROL = {
  revalidate: "public, max-age=0, must-revalidate",
  immutable: "public, max-age=31536000, immutable",
  /** The agenda's calendars (src/shared/agenda/calendar-http.ts). */
  calendar: CALENDAR_HTTP.cacheControl,
} as const;

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
