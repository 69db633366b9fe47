import fs from "node:fs";
import path from "node:path";
import type { RedirectMatcher } from "netlify-redirector";

/**
 * What Netlify would answer for a build, read from the rule files the build wrote into it
 * (_redirects, _headers) with Netlify's own parsers: @netlify/headers-parser for the headers and
 * netlify-redirector, the redirect engine netlify-cli runs locally, for the rewrites. The order
 * follows Netlify's: a file that exists is served (rules do not shadow it), then the first matching
 * rule, then the 404 page. Headers: every rule whose path matches adds its headers, and a later
 * rule replaces a header an earlier one set, as netlify-cli does; where that happened with a different
 * value the answer lists it in `overridden`, so a test can tell a deliberate override (the adapter's
 * cache-control for hashed files) from an accident.
 */

interface HeaderRule {
  for: string;
  forRegExp?: RegExp;
  values: Record<string, string>;
}

interface NetlifyAnswer {
  status: number;
  headers: Record<string, string>;
  /** Headers a later rule replaced with another value: name → the values, in order. */
  overridden: Record<string, string[]>;
  /** The file served, relative to the build, when there is one. */
  file?: string;
  location?: string;
}

export interface NetlifyHost {
  request(urlPath: string): NetlifyAnswer;
  headersFor(urlPath: string): Pick<NetlifyAnswer, "headers" | "overridden">;
  redirectRules: string;
}

export async function loadNetlifyHost(publicDir: string): Promise<NetlifyHost> {
  const { parseAllHeaders } = await import("@netlify/headers-parser");
  const redirector = await import("netlify-redirector");
  const parsed = await parseAllHeaders({
    headersFiles: [path.join(publicDir, "_headers")] as never[],
    netlifyConfigPath: undefined,
    minimal: false,
  });
  if (parsed.errors.length > 0) throw new Error(`_headers: ${parsed.errors.map((error) => error.message).join("; ")}`);
  const rules = parsed.headers as HeaderRule[];
  const redirectRules = fs.readFileSync(path.join(publicDir, "_redirects"), "utf8");
  const matcher: RedirectMatcher = await redirector.parsePlain(redirectRules, {});

  const headersFor = (urlPath: string) => {
    const headers: Record<string, string> = {};
    const overridden: Record<string, string[]> = {};
    // The adapter writes paths percent-encoded ("[id]" as "%5Bid%5D"): requests are matched in that form.
    const canonical = encodeURI(decodeURI(urlPath));
    for (const rule of rules.filter((candidate) => candidate.forRegExp?.test(canonical))) {
      for (const [rawName, value] of Object.entries(rule.values)) {
        const name = rawName.toLowerCase();
        if (name in headers && headers[name] !== value)
          overridden[name] = [...(overridden[name] ?? [headers[name]]), value];
        headers[name] = value;
      }
    }
    return { headers, overridden };
  };

  const fileAt = (urlPath: string): string | undefined => {
    const decoded = decodeURIComponent(urlPath);
    const candidate = path.join(publicDir, decoded);
    if (!candidate.startsWith(publicDir)) return undefined;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    return undefined;
  };

  const answer = (urlPath: string, status: number, file?: string, location?: string): NetlifyAnswer => ({
    status,
    ...headersFor(urlPath),
    ...(file ? { file: path.relative(publicDir, file) } : {}),
    ...(location ? { location } : {}),
  });

  const request = (urlPath: string): NetlifyAnswer => {
    const direct = urlPath.endsWith("/") ? fileAt(`${urlPath}index.html`) : fileAt(urlPath);
    if (direct) return answer(urlPath, 200, direct);
    // A folder asked without its slash: Netlify's pretty URLs send the visitor to the folder.
    if (!urlPath.endsWith("/") && fileAt(`${urlPath}/index.html`))
      return answer(urlPath, 301, undefined, `${urlPath}/`);
    const rule = matcher.match({
      scheme: "https",
      host: "site.example",
      path: urlPath,
      query: "",
      getHeader: () => "",
      getCookie: () => "",
    });
    if (rule) {
      if (rule.status >= 300 && rule.status < 400) return answer(urlPath, rule.status, undefined, rule.to);
      const target = rule.to.endsWith("/") ? fileAt(`${rule.to}index.html`) : fileAt(rule.to);
      if (target) return answer(urlPath, rule.status, target);
    }
    return answer(urlPath, 404, fileAt("/404.html"));
  };

  return { request, headersFor, redirectRules };
}
