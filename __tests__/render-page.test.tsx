/**
 * @jest-environment node
 */
import React, { Suspense, lazy } from "react";
import { renderPageBody } from "../src/buildtime/render-page";

const Greeting = ({ name }: { name: string }) => <p>Olá, {name}!</p>;

/** Markup larger than React's progressive chunk (about 12 KB). */
function Long() {
  return (
    <ol>
      {Array.from({ length: 600 }, (_, index) => (
        <li key={index}>Parágrafo {index} de um ensinamento longo.</li>
      ))}
    </ol>
  );
}

/**
 * Gatsby writes each page with React's streaming renderer. React sends a Suspense boundary apart from
 * the page, in a hidden element with an inline script that moves it into place, when its content is
 * large (React 18 and 19) or, in React 19, came after the shell: a script the site's
 * Content-Security-Policy refuses, and which a visitor without JavaScript never runs. The site writes
 * its pages with a renderer of its own (gatsby-ssr.tsx) that keeps every boundary in place by setting
 * React's documented `progressiveChunkSize` option to no limit. That React then writes a boundary in
 * place whatever its size is what React's documentation does not promise: these tests are where the
 * site relies on it, and they fail if React stops honouring it.
 */
describe("The page's body as the build writes it (src/buildtime/render-page.ts)", () => {
  it("keeps in place a component whose code came while the page was written", async () => {
    const Later = lazy(
      () =>
        new Promise<{ default: typeof Greeting }>((resolve) => setTimeout(() => resolve({ default: Greeting }), 10)),
    );
    const html = await renderPageBody(
      <div>
        <Suspense fallback={null}>
          <Later name="Maria" />
        </Suspense>
      </div>,
    );
    expect(html).toMatch(/^<div><!--\$--><p>.*Maria.*<\/p><!--\/\$--><\/div>$/);
  });

  it("keeps in place a boundary larger than React's progressive chunk, in both cases", async () => {
    const LongLater = lazy(
      () => new Promise<{ default: typeof Long }>((resolve) => setTimeout(() => resolve({ default: Long }), 10)),
    );
    const html = await renderPageBody(
      <main>
        <Suspense fallback={null}>
          <Long />
        </Suspense>
        <Suspense fallback={null}>
          <LongLater />
        </Suspense>
      </main>,
    );
    expect(html.length).toBeGreaterThan(2 * 12_800);
    expect(html).not.toMatch(/<template|<script|hidden/);
    expect(html.match(/Parágrafo (<!-- -->)?599/g)).toHaveLength(2);
  });

  it("fails on an error rather than write a page without the component", async () => {
    const Broken = lazy(() => Promise.reject(new Error("sem o código")));
    await expect(
      renderPageBody(
        <Suspense fallback={null}>
          <Broken />
        </Suspense>,
      ),
    ).rejects.toThrow("sem o código");
  });
});
