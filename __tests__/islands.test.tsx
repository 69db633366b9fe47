import React, { useState, type ComponentType } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { defineIsland } from "../src/components/Island";
import { useOpenTime } from "../src/hooks/useOpenTime";
import { useLanguage } from "../src/hooks/useLanguage";
import { chooseLanguage } from "../src/browser/language-state";
import { putBack } from "../src/browser/put-back";

const UNAVAILABLE = "Não foi possível carregar esta parte da página. Verifique a sua conexão e tente novamente.";

/** Lets the promises started by the last event settle, and React commit what they brought. */
async function settle() {
  await act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  });
}

/**
 * A part rendered in the browser rather than hydrated (a client-side navigation, `gatsby develop`):
 * its code is downloaded at once and the part rendered in place.
 */
describe("A part rendered in the browser (Island.tsx)", () => {
  it("is rendered in place, with its props, once its code has come", async () => {
    const Greeting = ({ name }: { name: string }) => <p>Olá, {name}!</p>;
    const Part = defineIsland("saudacao", () => Promise.resolve(Greeting));
    const { container } = render(<Part name="Maria" />);
    await settle();
    expect(screen.getByText("Olá, Maria!")).toBeInTheDocument();
    expect(container.querySelector('[data-island="saudacao"]')).toContainElement(screen.getByText("Olá, Maria!"));
  });

  it("says so in its place, without breaking the page, when its code cannot come", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const Part = defineIsland<{ name: string }>("quebrada", () => Promise.reject(new TypeError("Failed to fetch")));
    render(
      <main>
        <h1>Contato</h1>
        <Part name="Maria" />
      </main>,
    );
    await settle();
    expect(screen.getByRole("alert")).toHaveTextContent(UNAVAILABLE);
    expect(screen.getByRole("heading", { name: "Contato" })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(UNAVAILABLE, expect.any(TypeError));
    warn.mockRestore();
  });
});

/** A download the test finishes by hand, counting how often it was asked for. */
function download<T>(value: T) {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return {
    load,
    calls,
    async arrive() {
      await act(async () => {
        calls[calls.length - 1].resolve(value);
      });
    },
    async fail() {
      await act(async () => {
        calls[calls.length - 1].reject(new TypeError("Failed to fetch"));
      });
    },
  };
}

/** A form with a counter, the kind of part that comes on first use. */
interface CounterProps {
  label: string;
  onSend?: (count: number) => void;
}
function Counter({ label, onSend }: CounterProps) {
  const [count, setCount] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend?.(count);
      }}
    >
      <label>
        {label}
        <input name="texto" />
      </label>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Contar {count}
      </button>
      <button type="submit">Enviar</button>
    </form>
  );
}

/**
 * The page as the build writes it: the part's markup rendered on the server. A definition of the same
 * part whose code has already come renders it; the page then hydrates with a fresh definition, whose
 * code has not, as a visitor's browser does.
 */
async function serverMarkup<P extends object>(
  name: string,
  Component: ComponentType<P>,
  page: (Part: ComponentType<P>) => React.ReactElement,
) {
  const Rendered = defineIsland(name, () => Promise.resolve(Component));
  const warmUp = render(page(Rendered));
  // Until every part in it has come (a part nested in another comes once the outer one has).
  for (let turn = 0; turn < 3; turn += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
  warmUp.unmount();
  return renderToString(page(Rendered));
}

describe("A part that came with the page's HTML, in the page's own React root (Island.tsx)", () => {
  let root: Root | null = null;
  let recoverable: unknown[] = [];
  let container: HTMLDivElement;

  async function hydrate(html: string, element: React.ReactElement) {
    container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    recoverable = [];
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) });
    });
  }

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
    window.localStorage.clear();
  });

  it("keeps the server's markup and asks for nothing until first used, then adopts that markup", async () => {
    const code = download<ComponentType<CounterProps>>(Counter);
    const page = (Part: ComponentType<CounterProps>) => <Part label="Seu texto" />;
    const html = await serverMarkup("contador", Counter, page);
    const Part = defineIsland("contador", code.load);
    await hydrate(html, page(Part));

    const button = screen.getByRole("button", { name: "Contar 0" });
    expect(code.load).not.toHaveBeenCalled();
    await settle();
    expect(code.load).not.toHaveBeenCalled();
    fireEvent.focusIn(screen.getByLabelText("Seu texto"));
    await settle();
    expect(code.load).toHaveBeenCalledTimes(1);
    await code.arrive();
    fireEvent.click(button);
    expect(screen.getByRole("button", { name: "Contar 1" })).toBe(button);
    expect(recoverable).toEqual([]);
  });

  it("holds a press made before its code came, and makes it again once hydrated, once", async () => {
    const code = download<ComponentType<CounterProps>>(Counter);
    const page = (Part: ComponentType<CounterProps>) => <Part label="Seu texto" />;
    const html = await serverMarkup("contador-cedo", Counter, page);
    await hydrate(html, page(defineIsland("contador-cedo", code.load)));

    const button = screen.getByRole("button", { name: "Contar 0" });
    const pressed = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(pressed);
    expect(pressed.defaultPrevented).toBe(true);
    await settle();
    expect(code.load).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent("Contar 0");
    await code.arrive();
    expect(button).toHaveTextContent("Contar 1");
    expect(recoverable).toEqual([]);
  });

  it("sends a form sent before its code came, once hydrated, with what was typed", async () => {
    const code = download<ComponentType<CounterProps>>(Counter);
    const onSend = jest.fn();
    const page = (Part: ComponentType<CounterProps>) => <Part label="Seu texto" onSend={onSend} />;
    const html = await serverMarkup("envio-cedo", Counter, page);
    await hydrate(html, page(defineIsland("envio-cedo", code.load)));

    const field = screen.getByLabelText<HTMLInputElement>("Seu texto");
    field.value = "escrito antes";
    const form = field.form as HTMLFormElement;
    const sent = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    await settle();
    expect(onSend).not.toHaveBeenCalled();
    await code.arrive();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText("Seu texto")).toHaveValue("escrito antes");
    expect(recoverable).toEqual([]);
  });

  it("puts back the text a translator rewrote, keeping what was typed and the focus, and hydrates without errors", async () => {
    const code = download<ComponentType<CounterProps>>(Counter);
    const page = (Part: ComponentType<CounterProps>) => <Part label="Seu texto" />;
    const html = await serverMarkup("traduzida", Counter, page);
    await hydrate(html, page(defineIsland("traduzida", code.load)));

    // What a translator does: every text node becomes <font><font>text</font></font>.
    const island = container.querySelector<HTMLElement>('[data-island="traduzida"]');
    const walker = document.createTreeWalker(island as HTMLElement, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    for (const text of texts) {
      const font = document.createElement("font");
      font.textContent = `${text.nodeValue ?? ""} (traduzido)`;
      text.replaceWith(font);
    }
    const field = screen.getByRole<HTMLInputElement>("textbox");
    act(() => field.focus());
    field.value = "digitado";
    await settle();
    await code.arrive();

    expect(recoverable).toEqual([]);
    expect(island?.querySelector("font")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Contar 0" }));
    expect(screen.getByRole("button", { name: "Contar 1" })).toBeInTheDocument();
    expect(screen.getByRole("textbox")).toHaveValue("digitado");
    expect(screen.getByRole("textbox")).toHaveFocus();
  });

  it("says so when a held press meets code that cannot come, and the next press tries again", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    const code = download<ComponentType<CounterProps>>(Counter);
    const page = (Part: ComponentType<CounterProps>) => <Part label="Seu texto" />;
    const html = await serverMarkup("sem-rede", Counter, page);
    await hydrate(html, page(defineIsland("sem-rede", code.load)));

    const button = screen.getByRole("button", { name: "Contar 0" });
    fireEvent.click(button);
    await settle();
    await code.fail();
    expect(alert).toHaveBeenCalledWith(UNAVAILABLE);
    expect(button).toHaveTextContent("Contar 0");
    fireEvent.click(button);
    await settle();
    expect(code.load).toHaveBeenCalledTimes(2);
    await code.arrive();
    expect(button).toHaveTextContent("Contar 1");
    expect(alert).toHaveBeenCalledTimes(1);
    expect(recoverable).toEqual([]);
    warn.mockRestore();
    alert.mockRestore();
  });

  it("keeps its markup when its props change before it is hydrated, and takes them up after", async () => {
    const code = download<ComponentType<CounterProps>>(Counter);
    function Page({ Part }: { Part: ComponentType<CounterProps> }) {
      const [label, setLabel] = useState("Primeiro rótulo");
      return (
        <>
          <button type="button" onClick={() => setLabel("Segundo rótulo")}>
            Mudar
          </button>
          <Part label={label} />
        </>
      );
    }
    const html = await serverMarkup("rotulo", Counter, (Part) => <Page Part={Part} />);
    await hydrate(html, <Page Part={defineIsland("rotulo", code.load)} />);

    const field = screen.getByLabelText("Primeiro rótulo");
    fireEvent.click(screen.getByRole("button", { name: "Mudar" }));
    expect(recoverable).toEqual([]);
    expect(screen.getByLabelText("Primeiro rótulo")).toBe(field);
    fireEvent.focusIn(field);
    await settle();
    await code.arrive();
    expect(screen.getByLabelText("Segundo rótulo")).toBe(field);
    expect(recoverable).toEqual([]);
  });

  it("keeps its markup when the language changes before it is used: the language is no React context", async () => {
    const code = download<ComponentType<CounterProps>>(Counter);
    function Language() {
      return <output aria-label="idioma">{useLanguage().language}</output>;
    }
    const page = (Part: ComponentType<CounterProps>) => (
      <>
        <Language />
        <Part label="Seu texto" />
      </>
    );
    const html = await serverMarkup("idioma", Counter, page);
    await hydrate(html, page(defineIsland("idioma", code.load)));

    const field = screen.getByLabelText("Seu texto");
    act(() => chooseLanguage("en"));
    await settle();
    expect(screen.getByLabelText("idioma")).toHaveTextContent("en");
    expect(screen.getByLabelText("Seu texto")).toBe(field);
    expect(code.load).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
  });

  it("holds a press inside a part nested in another until both are hydrated", async () => {
    const inner = download<ComponentType<CounterProps>>(Counter);
    const InnerRendered = defineIsland("interna-pronta", () => Promise.resolve(Counter));
    function Outer({ Inner }: { Inner: ComponentType<CounterProps> }) {
      return (
        <section aria-label="externa">
          <Inner label="Seu texto" />
        </section>
      );
    }
    const OuterProps = { Inner: InnerRendered };
    const html = await serverMarkup("externa", Outer, (Part) => <Part {...OuterProps} />);
    // The same tree, hydrated with definitions whose code has not come.
    const outer = download<ComponentType<{ Inner: ComponentType<CounterProps> }>>(Outer);
    const InnerFresh = defineIsland("interna-pronta", inner.load);
    const OuterFresh = defineIsland("externa", outer.load);
    await hydrate(html, <OuterFresh Inner={InnerFresh} />);

    const button = screen.getByRole("button", { name: "Contar 0" });
    fireEvent.click(button);
    await settle();
    expect(outer.load).toHaveBeenCalledTimes(1);
    await outer.arrive();
    await settle();
    expect(inner.load).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent("Contar 0");
    await inner.arrive();
    expect(screen.getByRole("button", { name: "Contar 1" })).toBe(button);
    expect(recoverable).toEqual([]);
  });
});

describe("How long a form has been shown (useOpenTime)", () => {
  let now = 0;
  beforeEach(() => {
    now = 0;
    jest.spyOn(performance, "now").mockImplementation(() => now);
    // jsdom paints nothing: the browser's entry of the page's first paint, at 200 ms.
    Object.defineProperty(performance, "getEntriesByName", {
      configurable: true,
      value: (name: string) => (name === "first-contentful-paint" ? [{ startTime: 200 }] : []),
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(performance, "getEntriesByName");
  });

  function OpenFor() {
    const openFor = useOpenTime();
    const [read, setRead] = useState<number | null>(null);
    return (
      <button type="button" onClick={() => setRead(openFor())}>
        {read === null ? "Ler" : `Aberto há ${read} ms`}
      </button>
    );
  }

  it("counts from the page's first paint for a form that came with the HTML, however late its code came", async () => {
    const code = download<ComponentType<Record<string, never>>>(OpenFor);
    const html = await serverMarkup("tempo", OpenFor, (Part) => <Part />);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    let root: Root | null = null;
    now = 500;
    await act(async () => {
      root = hydrateRoot(container, React.createElement(defineIsland("tempo", code.load)));
    });
    now = 8_000;
    fireEvent.click(screen.getByRole("button", { name: "Ler" }));
    await settle();
    await code.arrive();
    now = 9_000;
    fireEvent.click(screen.getByRole("button"));
    expect(screen.getByRole("button")).toHaveTextContent("Aberto há 8800 ms");
    act(() => root?.unmount());
    container.remove();
  });

  it("counts from when it was mounted for a form rendered in the browser", async () => {
    const Part = defineIsland("tempo-navegacao", () => Promise.resolve(OpenFor));
    now = 5_000;
    render(<Part />);
    await settle();
    now = 6_500;
    fireEvent.click(screen.getByRole("button", { name: "Ler" }));
    expect(screen.getByRole("button")).toHaveTextContent("Aberto há 1500 ms");
  });
});

describe("Putting back a part's markup (put-back.ts)", () => {
  it("rewrites the text inside the part's elements, leaves the nodes beside them, and carries what the visitor did", () => {
    const element = document.createElement("div");
    const pristine = '<!--$--><form class="f"><p>Olá</p><input name="a"><button>Enviar</button></form><!--/$-->';
    element.innerHTML = pristine;
    document.body.append(element);
    const [start, form, end] = [...element.childNodes];
    const paragraph = element.querySelector("p") as HTMLParagraphElement;
    paragraph.replaceChildren(Object.assign(document.createElement("font"), { textContent: "Hello" }));
    (form as HTMLFormElement).setAttribute("class", "f translated");
    const input = element.querySelector("input") as HTMLInputElement;
    input.value = "digitado";
    input.focus();
    input.setSelectionRange(3, 3);
    const held = element.querySelector("button");

    const newHeld = putBack(element, pristine, held);

    expect(element.innerHTML.replace(/<input[^>]*>/, "")).toBe(pristine.replace(/<input[^>]*>/, ""));
    expect([...element.childNodes]).toEqual([start, form, end]);
    const fresh = element.querySelector("input") as HTMLInputElement;
    expect(fresh.value).toBe("digitado");
    expect(fresh).toHaveFocus();
    expect(fresh.selectionStart).toBe(3);
    expect(newHeld).toBe(element.querySelector("button"));
    expect(newHeld).not.toBe(held);
    element.remove();
  });

  it("leaves markup of another shape to React", () => {
    const element = document.createElement("div");
    element.innerHTML = "<p>um</p><p>dois</p>";
    const before = element.innerHTML;
    expect(putBack(element, "<p>um</p>", null)).toBeNull();
    expect(element.innerHTML).toBe(before);
  });
});
