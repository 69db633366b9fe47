import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { GatsbyBrowser } from "gatsby";
import { onPreRouteUpdate } from "../gatsby-browser";
import { ContactForm, type SendContactMessage } from "../src/components/ContactForm";
import { useFakeLoad } from "../src/hooks/useLoading";
import type { SendOutcome } from "../src/shared/contact";

/**
 * When the page on screen began (src/browser/page-start.ts): the page the browser opened at its first
 * paint, a page reached by a link at its route change. Here the clock is set by hand, and the browser's
 * entry of the first paint, which jsdom does not make, says 200 ms.
 */
let now = 0;
const FIRST_PAINT = 200;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ["performance"] });
  now = 0;
  jest.spyOn(performance, "now").mockImplementation(() => now);
  Object.defineProperty(performance, "getEntriesByName", {
    configurable: true,
    value: (name: string) => (name === "first-contentful-paint" ? [{ startTime: FIRST_PAINT }] : []),
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(performance, "getEntriesByName");
});

/** An address other than window.location's, as Gatsby gives the one a visitor left. */
const address = (path: string): Location =>
  Object.assign(new URL(path, window.location.href), {
    ancestorOrigins: window.location.ancestorOrigins,
    assign: () => undefined,
    reload: () => undefined,
    replace: () => undefined,
  });

/** Gatsby's call as it shows window.location, coming from `prevLocation` (null for the page the browser opened). */
const routeUpdate = (prevLocation: Location | null) =>
  (onPreRouteUpdate as NonNullable<GatsbyBrowser["onPreRouteUpdate"]>)(
    { location: window.location, prevLocation, getResourceURLsForPathname: () => [] },
    { plugins: [] },
  );

async function sendAt(ms: number): Promise<number> {
  let openFor = -1;
  const send = jest.fn<Promise<SendOutcome>, Parameters<SendContactMessage>>((_message, context) => {
    openFor = context.openForMs;
    return Promise.resolve({ ok: true });
  });
  render(<ContactForm send={send} />);
  for (const [label, value] of [
    [/^Nome/, "Maria"],
    [/^E-mail/, "maria@example.org"],
    [/^Assunto/, "Cursos"],
    [/^Mensagem/, "Quando começam?"],
  ] as const)
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  now = ms;
  fireEvent.click(screen.getByRole("button", { name: "Enviar Mensagem" }));
  await act(async () => undefined);
  return openFor;
}

function SimulatedLoad() {
  return <p>{useFakeLoad() ? "Carregando..." : "Pronto"}</p>;
}

// In this order: the page the browser opened comes first, before any route change of this file.
describe("On the page the browser opened", () => {
  it("a form counts its time open from the page's first paint, the time before hydration included", async () => {
    // Gatsby's first call, for the page the browser opened as it is hydrated, has no previous location.
    now = 1_200;
    routeUpdate(null);
    expect(await sendAt(9_000)).toBe(8_800);
  });

  it("the spec's simulated load ends 1 s after the page's first paint, however late the page was hydrated", () => {
    now = 600;
    render(<SimulatedLoad />);
    expect(screen.getByText("Carregando...")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(599));
    expect(screen.getByText("Carregando...")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText("Pronto")).toBeInTheDocument();
  });
});

describe("On a page reached by a link", () => {
  it("a form counts its time open from the route change", async () => {
    now = 5_000;
    routeUpdate(address("/ensinamentos/"));
    expect(await sendAt(6_500)).toBe(1_500);
  });

  it("the spec's simulated load lasts 1 s from the route change", () => {
    now = 30_000;
    routeUpdate(address("/ensinamentos/"));
    now = 30_050;
    render(<SimulatedLoad />);
    act(() => jest.advanceTimersByTime(949));
    expect(screen.getByText("Carregando...")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText("Pronto")).toBeInTheDocument();
  });
});

describe("A link within the page (the skip link, a heading's anchor)", () => {
  it("does not begin a new page: a form keeps counting from the page's start", async () => {
    now = 40_000;
    routeUpdate(address("/ensinamentos/"));
    now = 42_000;
    routeUpdate(address(`${window.location.pathname}#conteudo`));
    expect(await sendAt(43_000)).toBe(3_000);
  });
});
