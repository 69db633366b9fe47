/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Version } from "csp_evaluator/dist/csp";
import { CspEvaluator, DEFAULT_CHECKS, STRICTCSP_CHECKS } from "csp_evaluator/dist/evaluator";
import { Severity } from "csp_evaluator/dist/finding";
import { evaluateForFailure, evaluateForWarnings } from "csp_evaluator/dist/lighthouse/lighthouse_checks";
import { CspParser } from "csp_evaluator/dist/parser";
import { netlifyHeadersBlock, proxiedPageHeaders, withSearchIndexHeaders } from "../src/buildtime/host-headers";
import { loadNetlifyHost } from "../scripts/lib/netlify-host";

/**
 * The policy each host sends, read by Google's CSP Evaluator (`csp_evaluator`, the checks of
 * csp-evaluator.withgoogle.com and of Lighthouse's "CSP is effective against XSS"), as a browser of
 * today reads it (CSP3): Netlify's rules as the build writes them (read with Netlify's parser,
 * scripts/lib/netlify-host.ts), nginx's generated includes (deploy/nginx/), and what `npm start`'s
 * service adds to the pages it passes on (__tests__/service-upstream.test.ts checks it sends them).
 */
interface Reading {
  severity: string;
  directive: string;
  value?: string;
}

function evaluate(policy: string): Reading[] {
  const csp = new CspParser(policy).csp;
  const findings = [
    ...new CspEvaluator(csp, Version.CSP3).evaluate(STRICTCSP_CHECKS, DEFAULT_CHECKS),
    ...evaluateForFailure([csp]),
    ...evaluateForWarnings([csp]),
  ];
  return findings
    .filter((finding) => finding.severity !== Severity.NONE)
    .map(({ severity, directive, value }) => ({
      severity: Severity[severity],
      directive,
      ...(value ? { value } : {}),
    }));
}

/** Everything the evaluator reports but its suggestions (INFO): for the site, nothing may be left. */
const warnings = (readings: Reading[]) => readings.filter((reading) => reading.severity !== "INFO");

const nginxPolicy = (file: string) => {
  const conf = fs.readFileSync(path.resolve(__dirname, "../deploy/nginx", file), "utf8");
  return /^add_header content-security-policy "([^"]+)" always;$/m.exec(conf)?.[1] ?? "";
};

let hosts: Record<string, { site: string; admin: string }>;

beforeAll(async () => {
  const built = fs.mkdtempSync(path.join(os.tmpdir(), "politica-"));
  try {
    fs.writeFileSync(path.join(built, "_headers"), withSearchIndexHeaders(netlifyHeadersBlock()));
    fs.writeFileSync(path.join(built, "_redirects"), "");
    const netlify = await loadNetlifyHost(built);
    const policyOn = (urlPath: string) => netlify.headersFor(urlPath).headers["content-security-policy"] ?? "";
    hosts = {
      netlify: { site: policyOn("/ensinamentos/"), admin: policyOn("/admin/") },
      nginx: { site: nginxPolicy("security-headers.conf"), admin: nginxPolicy("admin-headers.conf") },
      "npm start": {
        site: proxiedPageHeaders("/ensinamentos/")["content-security-policy"],
        admin: proxiedPageHeaders("/admin/")["content-security-policy"],
      },
    };
  } finally {
    fs.rmSync(built, { recursive: true, force: true });
  }
});

describe.each(["netlify", "nginx", "npm start"])("the policy %s sends, by Google's CSP Evaluator", (host) => {
  it("for the site: no finding at all, of any severity above a suggestion", () => {
    const { site } = hosts[host];
    expect(site).toMatch(/script-src 'strict-dynamic' /);
    expect(warnings(evaluate(site))).toEqual([]);
  });

  it("for the editor at /admin/: only 'unsafe-eval', which Decap's validators need (ajv compiles them with new Function)", () => {
    const { admin, site } = hosts[host];
    expect(admin).not.toBe(site);
    expect(warnings(evaluate(admin))).toEqual([
      { severity: "MEDIUM_MAYBE", directive: "script-src", value: "'unsafe-eval'" },
    ]);
  });
});

describe("the evaluator itself", () => {
  it("finds the bypasses of the policy the site sent before: hosts of JSONP and AngularJS in script-src", () => {
    const before =
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-v1oYH69RcooFs6F5XhMTzHiWlftYwnuQHDxIz0suNeo=' " +
      "https://translate.google.com https://translate.googleapis.com https://www.gstatic.com blob:; object-src 'none'; base-uri 'self'";
    expect(warnings(evaluate(before)).filter((reading) => reading.severity === "HIGH")).toEqual([
      { severity: "HIGH", directive: "script-src", value: "https://translate.google.com" },
      { severity: "HIGH", directive: "script-src", value: "https://translate.googleapis.com" },
      { severity: "HIGH", directive: "script-src", value: "https://www.gstatic.com" },
    ]);
  });
});
