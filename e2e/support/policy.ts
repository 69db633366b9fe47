import { expect, type APIResponse, type Page, type Response } from "@playwright/test";
import { securityHeaders } from "../../src/buildtime/headers";

/**
 * The deployment's security headers as nginx sends them to the tests (deploy/nginx/): over plain
 * HTTP, so without HSTS, which browsers ignore there.
 */
const { "strict-transport-security": _hsts, ...OVER_HTTP } = securityHeaders();

/** The answer carries every security header of the deployment, and no HSTS over plain HTTP. */
export function expectSecurityHeaders(response: Response | APIResponse | null, where: string) {
  const headers = response?.headers() ?? {};
  for (const [name, value] of Object.entries(OVER_HTTP)) expect(headers[name], `${where} ${name}`).toBe(value);
  expect(headers["strict-transport-security"], where).toBeUndefined();
}

/** What the policy refused in each page, in the order the page reported it. */
const refusals = new WeakMap<Page, string[]>();

/**
 * Records, from the next page load on, what the Content-Security-Policy refused in the page: reported to
 * the test as it happens (a binding, which every document the page loads keeps), so that a reload, the
 * widget's or the test's own, loses nothing and a test never reads a document that is going away.
 */
export async function recordPolicyViolations(page: Page) {
  const lines: string[] = [];
  refusals.set(page, lines);
  await page.exposeBinding("__reportPolicyViolation", (_source, line: string) => {
    lines.push(line);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const { __reportPolicyViolation: report } = window as unknown as {
        __reportPolicyViolation: (line: string) => Promise<void>;
      };
      void report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

/** Everything the policy refused since recording began, in every document the page has loaded. */
export async function policyViolations(page: Page): Promise<string[]> {
  // A round trip to the page first: a refusal reported just before arrives ahead of its answer. A page
  // that is navigating has nothing more to report from the document it left.
  await page.evaluate(() => undefined).catch(() => undefined);
  return [...(refusals.get(page) ?? [])];
}
