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

/** Records, from the next page load on, what the Content-Security-Policy refused in the page. */
export async function recordPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

export const policyViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
