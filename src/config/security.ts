import { API_BASE_URL } from "./site";

/**
 * Response headers for the static host (written to public/_headers after the build, and shown as an
 * nginx snippet in the README). The policy allows the site itself, the inline scripts Gatsby writes
 * (by hash, computed from the built pages) and the page-translation widget's hosts; nothing else.
 */
const TRANSLATION_HOSTS = {
  scripts: ["https://translate.google.com", "https://translate.googleapis.com", "https://translate-pa.googleapis.com", "https://www.gstatic.com"],
  styles: ["https://translate.googleapis.com", "https://www.gstatic.com"],
  images: ["https://translate.google.com", "https://translate.googleapis.com", "https://www.gstatic.com", "https://www.google.com"],
  connections: ["https://translate.googleapis.com", "https://translate-pa.googleapis.com"],
  frames: ["https://translate.google.com"],
};

/** The API's origin when it is not the site's own (GATSBY_API_URL set to an absolute URL). */
function apiOrigin(): string[] {
  try {
    return /^https?:\/\//.test(API_BASE_URL) ? [new URL(API_BASE_URL).origin] : [];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`), ...TRANSLATION_HOSTS.scripts]],
    // Gatsby inlines the CSS and gatsby-plugin-image sets style attributes, which no hash can cover.
    ["style-src", ["'self'", "'unsafe-inline'", ...TRANSLATION_HOSTS.styles]],
    ["img-src", ["'self'", "data:", ...TRANSLATION_HOSTS.images]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...apiOrigin(), ...TRANSLATION_HOSTS.connections]],
    ["frame-src", TRANSLATION_HOSTS.frames],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

export function securityHeaders(inlineScriptHashes: readonly string[]): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(inlineScriptHashes),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  };
}

/** `_headers` file (Netlify / Cloudflare Pages format): the same headers on every path. */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join("\n")}\n`;
}

/** sha256 sources of the executable inline scripts of an HTML page (JSON-LD is data, not script). */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue;
    sources.push(match[2]);
  }
  return sources;
}
