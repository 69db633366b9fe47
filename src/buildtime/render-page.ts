import type { ReactNode } from "react";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";

/**
 * Writes a page's body as Gatsby does (React's streaming renderer, waiting until everything is
 * ready; docs/reliances.md), with one difference: no Suspense boundary is ever sent apart from the page. React sends a
 * boundary whose content is larger than its `progressiveChunkSize` (about 12 KB) in a hidden element,
 * with an inline script that moves it into place; React 19 does so even once everything is ready.
 * That script is one the Content-Security-Policy refuses (src/buildtime/policy.ts), and a visitor
 * without JavaScript would never see the content. Called by gatsby-ssr.tsx's `replaceRenderer`. Gatsby's
 * own also ignores a redirect that @reach/router's `<Redirect>` throws while rendering: no page of the site
 * renders one (its redirects are the hosts', `createRedirect`), so here such an error fails the build.
 */
export function renderPageBody(body: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    let failed = false;
    const { pipe } = renderToPipeableStream(body, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (!failed) pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
