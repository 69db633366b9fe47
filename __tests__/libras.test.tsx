import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { LibrasControl } from "../src/components/LibrasControl";
import { LIBRAS_STORAGE_KEY, librasStatus, startLibrasIfChosen } from "../src/browser/libras-state";
import * as TEXTS from "../src/shared/texts/site";

/**
 * Libras on request (docs/translation.md, "Libras"): the footer's control and the loader of VLibras.
 * The state is the page's, kept outside React: the cases run in order, as one visit does.
 */

const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script[src*='vlibras']"));
const button = () => screen.getByRole("button", { name: /^Libras/ });
const status = () => screen.getByRole("status");

/** What the real widget does that the site relies on: its start goes into window.onload. */
const started = jest.fn();
const made = jest.fn();
class Widget {
  constructor(rootPath: string) {
    made(rootPath);
    window.onload = () => {
      started();
    };
  }
}

async function settle() {
  await act(async () => {
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  });
}

describe("Libras: the footer's control and VLibras' loader", () => {
  it("is off, named for what it does, described by its notice, and asks nothing before it is pressed", async () => {
    render(<LibrasControl />);
    expect(button()).toHaveAccessibleName("Libras: tradução para a Língua Brasileira de Sinais, pelo VLibras");
    expect(button()).toHaveAttribute("aria-pressed", "false");
    expect(button()).toHaveAccessibleDescription(/só é carregado quando você o ativa/);
    expect(button()).toHaveAccessibleDescription(/enviado ao serviço de tradução do governo/);
    expect(screen.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute("href", "/privacidade/");
    expect(status()).toBeEmptyDOMElement();
    startLibrasIfChosen();
    await settle();
    expect(scripts()).toHaveLength(0);
    expect(librasStatus()).toBe("off");
  });

  it("says politely that VLibras could not come, and leaves the page and the choice as they were", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    render(<LibrasControl />);
    fireEvent.click(button());
    expect(status()).toHaveTextContent(TEXTS.librasLoading);
    await settle();
    expect(scripts().map((script) => script.src)).toEqual(["https://vlibras.gov.br/app/vlibras-plugin.js"]);
    scripts()[0].dispatchEvent(new Event("error"));
    await settle();
    expect(status()).toHaveTextContent(TEXTS.librasUnavailable);
    expect(button()).toHaveAttribute("aria-pressed", "false");
    expect(scripts()).toHaveLength(0);
    expect(document.getElementById("vlibras")).toBeNull();
    expect(window.localStorage.getItem(LIBRAS_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(TEXTS.librasUnavailable, expect.any(Error));
    warn.mockRestore();
  });

  it("pressed again, loads the script, writes VLibras' markup, starts its widget once and remembers the choice", async () => {
    render(<LibrasControl />);
    fireEvent.click(button());
    await settle();
    expect(scripts()).toHaveLength(1);
    window.VLibras = { Widget };
    scripts()[0].dispatchEvent(new Event("load"));
    await settle();
    expect(made).toHaveBeenCalledWith("https://vlibras.gov.br/app");
    expect(started).toHaveBeenCalledTimes(1);
    // The page's own load handler is left as it was.
    expect(window.onload).toBeNull();
    const root = document.getElementById("vlibras");
    expect(root).toHaveAttribute("vw");
    expect(root).toHaveAttribute("translate", "no");
    expect(root?.querySelector("[vw-plugin-wrapper] > .vw-plugin-top-wrapper")).not.toBeNull();
    expect(button()).toHaveAttribute("aria-pressed", "true");
    expect(status()).toHaveTextContent(TEXTS.librasOn);
    expect(window.localStorage.getItem(LIBRAS_STORAGE_KEY)).toBe("ativado");
  });

  it("makes VLibras' own button a button: named, reached by Tab, pressed by Enter and Space", () => {
    const access = screen.getByRole("button", { name: TEXTS.openVLibras });
    expect(access).toHaveAttribute("tabindex", "0");
    const clicks = jest.fn();
    access.addEventListener("click", clicks);
    fireEvent.keyDown(access, { key: "Enter" });
    fireEvent.keyDown(access, { key: " " });
    fireEvent.keyDown(access, { key: "a" });
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it("turned off, hides VLibras and forgets the choice; on again, shows it without a second download", async () => {
    render(<LibrasControl />);
    fireEvent.click(button());
    await settle();
    expect(button()).toHaveAttribute("aria-pressed", "false");
    expect(status()).toHaveTextContent(TEXTS.librasOff);
    expect(document.getElementById("vlibras")).not.toBeVisible();
    expect(window.localStorage.getItem(LIBRAS_STORAGE_KEY)).toBeNull();
    fireEvent.click(button());
    await settle();
    expect(button()).toHaveAttribute("aria-pressed", "true");
    expect(document.getElementById("vlibras")).toBeVisible();
    expect(scripts()).toHaveLength(1);
    expect(made).toHaveBeenCalledTimes(1);
  });

  it("comes back at the start of the next page in Portuguese for a visitor who turned it on, and not on a page in another language", async () => {
    render(<LibrasControl />);
    fireEvent.click(button());
    await settle();
    expect(librasStatus()).toBe("off");
    window.localStorage.setItem(LIBRAS_STORAGE_KEY, "ativado");
    // VLibras signs Portuguese, and a page published in another language has no control to turn it off.
    document.documentElement.lang = "en";
    act(() => startLibrasIfChosen());
    await settle();
    expect(librasStatus()).toBe("off");
    document.documentElement.lang = "pt-BR";
    act(() => startLibrasIfChosen());
    await settle();
    expect(librasStatus()).toBe("on");
    expect(document.getElementById("vlibras")).toBeVisible();
  });
});
