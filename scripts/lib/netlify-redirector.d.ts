// Netlify's redirect engine (WebAssembly) ships without types; this is the part the tests use.
declare module "netlify-redirector" {
  export interface RedirectRequest {
    scheme: string;
    host: string;
    path: string;
    query: string;
    getHeader: (name: string) => string;
    getCookie: (name: string) => string;
  }
  export interface RedirectMatch {
    from: string;
    to: string;
    status: number;
    force: boolean;
  }
  export interface RedirectMatcher {
    match(request: RedirectRequest): RedirectMatch | null;
  }
  export function parsePlain(rules: string, options: Record<string, never>): Promise<RedirectMatcher>;
}
