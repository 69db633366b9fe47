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
  vm.runInNewContext(THEME_SCRIPT, {
    localStorage: window.localStorage,
    document,
    matchMedia: (query: string) => window.matchMedia(query),
  });
};

beforeEach(() => {
  delete document.documentElement.dataset.theme;
  localStorage.clear();
  scheme.prefersDark = false;
});

describe("The script that applies the visitor's scheme before the first paint", () => {
  it("writes the system's scheme on <html> when nothing is chosen, and a stored choice over it", () => {
    runThemeScript();
    expect(document.documentElement.dataset.theme).toBe("light");
    scheme.prefersDark = true;
    runThemeScript();
    expect(document.documentElement.dataset.theme).toBe("dark");
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    runThemeScript();
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("follows the system past a value it does not know and a storage that throws", () => {
    scheme.prefersDark = true;
    localStorage.setItem(THEME_STORAGE_KEY, "roxo");
    runThemeScript();
    expect(document.documentElement.dataset.theme).toBe("dark");
    delete document.documentElement.dataset.theme;
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(runThemeScript).not.toThrow();
    expect(document.documentElement.dataset.theme).toBe("dark");
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

describe("A change of the system's scheme during the visit", () => {
  /** The module as a page that has not chosen yet has it. */
  const freshThemeModule = () => {
    let loaded: typeof import("../src/browser/theme") | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import("../src/browser/theme")>("../src/browser/theme");
    });
    if (!loaded) throw new Error("src/browser/theme did not load");
    return loaded;
  };

  it("is followed while nothing is chosen, and no longer once the visitor chooses", () => {
    const theme = freshThemeModule();
    runThemeScript();
    const input = document.createElement("input");
    document.body.append(input);
    theme.syncThemeSwitch(input);
    scheme.prefersDark = true;
    scheme.emitSchemeChange();
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(input.checked).toBe(true);
    theme.chooseTheme("light");
    scheme.prefersDark = false;
    scheme.emitSchemeChange();
    scheme.prefersDark = true;
    scheme.emitSchemeChange();
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(input.checked).toBe(false);
    input.remove();
  });
});

describe("The palette", () => {
  const css = fs.readFileSync(path.resolve(__dirname, "../src/styles/global.css"), "utf8");
  /** The custom properties a rule block declares, by name. */
  const tokens = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    expect(start).toBeGreaterThan(-1);
    const body = css.slice(start, css.indexOf("}", start));
    return new Map([...body.matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)].map((match) => [match[1], match[2]]));
  };

  it("writes the dark values once, each for a token the light scheme defines", () => {
    expect(css.split(':root[data-theme="dark"] {')).toHaveLength(2);
    expect(css).not.toMatch(/prefers-color-scheme/);
    const light = tokens(":root");
    const dark = tokens(':root[data-theme="dark"]');
    expect(dark.size).toBeGreaterThan(10);
    for (const [name, value] of dark) {
      expect(light.has(name)).toBe(true);
      expect(value).not.toBe(light.get(name));
    }
  });

  it("is the only place of colours: the components' stylesheets use its tokens", () => {
    const sheets = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sheets(full);
        return entry.name.endsWith(".css") && full !== path.resolve(__dirname, "../src/styles/global.css")
          ? [full]
          : [];
      });
    const found = sheets(path.resolve(__dirname, "../src"));
    expect(found.length).toBeGreaterThan(20);
    for (const sheet of found) {
      const colours = fs.readFileSync(sheet, "utf8").match(/#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi);
      expect([path.relative(process.cwd(), sheet), colours]).toEqual([path.relative(process.cwd(), sheet), null]);
    }
  });
});
