import React, { useState } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { installTranslatorGuard } from "../src/browser/translator-guard";
import { hideTranslationBanner, initTranslationWidget, pollTranslationBanner } from "../src/browser/translation-widget";

/** What a page translator does: each text node is swapped for <font><font>translated</font></font>. */
function translateTextNodes(root: Node) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  for (const node of nodes) {
    if (!node.nodeValue?.trim() || !node.parentNode) continue;
    const outer = document.createElement("font");
    const inner = document.createElement("font");
    inner.textContent = `[en] ${node.nodeValue}`;
    outer.appendChild(inner);
    node.parentNode.replaceChild(outer, node);
  }
}

function Toggler() {
  const [on, setOn] = useState(true);
  return (
    <div>
      <button type="button" onClick={() => setOn((value) => !value)}>
        alternar
      </button>
      <p>
        {on ? "Ligado" : null} texto fixo {on ? null : "Desligado"}
      </p>
    </div>
  );
}

describe("Translator guard", () => {
  it("without the guard, React's update after a translation throws and the page is lost (the failure it prevents)", () => {
    // React reports the error to the console and rethrows it; both are the point of this case.
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { container } = render(<Toggler />);
    translateTextNodes(container);
    let thrown: unknown;
    try {
      fireEvent.click(screen.getByText("[en] alternar"));
    } catch (error) {
      thrown = error;
    }
    consoleError.mockRestore();
    expect(String(thrown)).toMatch(/not a child of this node/);
    // With nothing to catch the error, React unmounts the whole tree: the visitor sees an empty page.
    expect(container).toBeEmptyDOMElement();
  });

  it("with the guard, React keeps working after the text nodes were replaced", () => {
    installTranslatorGuard(Node.prototype);
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener("error", onError);
    const { container } = render(<Toggler />);
    translateTextNodes(container);
    fireEvent.click(screen.getByText("[en] alternar"));
    fireEvent.click(screen.getByText("[en] alternar"));
    window.removeEventListener("error", onError);
    expect(errors).toEqual([]);
    expect(container.querySelector("p")).toBeInTheDocument();
  });

  it("still removes and inserts normally when nothing was moved", () => {
    installTranslatorGuard(Node.prototype);
    const parent = document.createElement("div");
    const a = document.createElement("span");
    const b = document.createElement("span");
    parent.appendChild(a);
    parent.insertBefore(b, a);
    expect(Array.from(parent.childNodes)).toEqual([b, a]);
    parent.removeChild(a);
    expect(Array.from(parent.childNodes)).toEqual([b]);
  });
});

describe("Translation widget", () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = "";
    document.body.removeAttribute("style");
    delete window.google;
  });

  it("hides the banner iframe and undoes the body offset", () => {
    document.body.innerHTML = '<div class="skiptranslate"><iframe class="skiptranslate"></iframe></div>';
    document.body.style.top = "40px";
    expect(hideTranslationBanner(document)).toBe(true);
    expect(document.querySelector<HTMLElement>("body > .skiptranslate")?.style.display).toBe("none");
    expect(document.body.style.top).toBe("0px");
  });

  it("polls every 50 ms until the banner appears", () => {
    jest.useFakeTimers();
    pollTranslationBanner(document);
    act(() => jest.advanceTimersByTime(500));
    const banner = document.createElement("iframe");
    banner.className = "skiptranslate";
    document.body.appendChild(banner);
    act(() => jest.advanceTimersByTime(49));
    expect(banner.style.display).toBe("");
    act(() => jest.advanceTimersByTime(1));
    expect(banner.style.display).toBe("none");
  });

  it("gives up after 100 attempts (5 s)", () => {
    jest.useFakeTimers();
    const spy = jest.spyOn(document, "querySelectorAll");
    pollTranslationBanner(document);
    act(() => jest.advanceTimersByTime(10_000));
    expect(spy).toHaveBeenCalledTimes(100);
    spy.mockRestore();
  });

  it("creates the widget with pt as the page language", () => {
    const TranslateElement = jest.fn();
    window.google = { translate: { TranslateElement } };
    expect(initTranslationWidget(window)).toBe(true);
    expect(TranslateElement).toHaveBeenCalledWith(
      expect.objectContaining({ pageLanguage: "pt" }),
      "google_translate_element",
    );
  });

  it("only logs an initialisation failure", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    window.google = {
      translate: {
        TranslateElement: jest.fn(() => {
          throw new Error("quebrado");
        }),
      },
    };
    expect(initTranslationWidget(window)).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
