import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeToggle } from "../src/components/ThemeToggle";
import { THEME_SCRIPT, THEME_STORAGE_KEY } from "../src/shared/theme";

const scheme = globalThis as typeof globalThis & { prefersDark: boolean; emitSchemeChange: () => void };

/** Runs the inline script of every page's <head>, as the browser does before the first paint. */
const runThemeScript = () => {
  vm.runInNewContext(THEME_SCRIPT, { localStorage: window.localStorage, document });
};

beforeEach(() => {
  delete document.documentElement.dataset.theme;
  localStorage.clear();
  scheme.prefersDark = false;
});

describe("The script that applies the visitor's scheme before the first paint", () => {
  it("writes a stored choice on <html> and leaves the system's scheme alone otherwise", () => {
    runThemeScript();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    runThemeScript();
    expect(document.documentElement.dataset.theme).toBe("dark");
  });

  it("ignores a value it does not know and a storage that throws", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "roxo");
    runThemeScript();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(runThemeScript).not.toThrow();
    getItem.mockRestore();
  });
});

describe("The scheme's switch", () => {
  it("is off in a light system, turns the page dark and remembers it", async () => {
    render(<ThemeToggle />);
    const toggle = screen.getByRole("switch", { name: "Tema escuro" });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
  });

  it("is on in a dark system; turned off, a light choice wins over the system", async () => {
    scheme.prefersDark = true;
    render(<ThemeToggle showLabel />);
    const toggle = screen.getByRole("switch", { name: "Tema escuro" });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
  });

  it("keeps every switch of the page in step, and follows the system while nothing is chosen", async () => {
    render(
      <>
        <ThemeToggle />
        <ThemeToggle showLabel />
      </>,
    );
    const [header, menu] = screen.getAllByRole("switch", { name: "Tema escuro" });
    await userEvent.click(menu);
    expect(header).toBeChecked();
    delete document.documentElement.dataset.theme;
    scheme.prefersDark = false;
    scheme.emitSchemeChange();
    expect(header).not.toBeChecked();
    expect(menu).not.toBeChecked();
  });
});

describe("The dark palette", () => {
  it("holds the same values for a chosen dark scheme and for a dark system", () => {
    const css = fs.readFileSync(path.resolve(__dirname, "../src/styles/global.css"), "utf8");
    const block = (selector: string) => {
      const start = css.indexOf(`${selector} {`);
      expect(start).toBeGreaterThan(-1);
      return css
        .slice(start, css.indexOf("}", start))
        .split("\n")
        .slice(1)
        .map((line) => line.trim())
        .filter((line) => line.startsWith("--") || line.startsWith("color-scheme"));
    };
    const chosen = block(':root[data-theme="dark"]');
    expect(chosen.length).toBeGreaterThan(10);
    expect(block(':root:not([data-theme="light"])')).toEqual(chosen);
  });
});
