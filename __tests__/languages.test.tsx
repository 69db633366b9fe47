import React from "react";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { LANGUAGES, languagesIn, orderLanguages } from "../src/shared/languages";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  chooseLanguage,
  readStoredLanguage,
  startTranslationIfChosen,
  translationCookieLanguage,
} from "../src/browser/language-state";
import { applyChoice, driveTranslationWidget, writeTranslationCookie } from "../src/browser/language-switch";
import { RAW_LANGUAGES } from "../src/shared/language-list";
import { useLanguage } from "../src/hooks/useLanguage";
import { LanguageSelector } from "../src/components/LanguageSelector";
import { redirectTo, reloadPage } from "../src/browser/navigation";
import type { PageLanguages, Version } from "../src/shared/page-language";
import { CATALOGUES } from "../src/shared/texts/catalogues";
import { PageLanguagesProvider } from "../src/hooks/usePageLanguage";
import { loadTranslationWidget } from "../src/browser/translation-loader";
import { translationWidgetUnavailable } from "../src/shared/texts/site";

jest.mock("../src/browser/navigation", () => ({ reloadPage: jest.fn(), redirectTo: jest.fn() }));
// The third-party script: a test says when it has come or failed (jsdom downloads no script).
jest.mock("../src/browser/translation-loader", () => ({ loadTranslationWidget: jest.fn() }));
const loadScript = jest.mocked(loadTranslationWidget);

/** A script download the test ends by hand: `settle()` makes it fail, as a blocked script does. */
function pendingScript() {
  let settle: () => void = () => undefined;
  loadScript.mockReturnValue(
    new Promise<void>((_resolve, reject) => {
      settle = () => reject(new Error("bloqueado"));
    }),
  );
  return () => settle();
}

const clearCookies = () => {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0].trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
};

describe("the list on a page published in another language", () => {
  it("names each language as that language does, Portuguese first and the others sorted by those names", () => {
    expect(languagesIn("pt-BR")).toBe(LANGUAGES);
    const english = languagesIn("en");
    expect(english.map((option) => option.code)).toEqual(
      expect.arrayContaining(LANGUAGES.map((option) => option.code)),
    );
    expect(english[0]).toMatchObject({ code: "pt", name: "Portuguese" });
    expect(english.find((option) => option.code === "es")?.name).toBe("Spanish");
    const names = english.slice(1).map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en", { sensitivity: "base" }).compare));
    expect(languagesIn("es").find((option) => option.code === "en")?.name).toBe("inglés");
  });
});

describe("Language list (docs/behaviour.md: Screens and Figures)", () => {
  it("has about 110 languages, unique by code", () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(100);
    expect(LANGUAGES.length).toBeLessThanOrEqual(120);
    expect(new Set(LANGUAGES.map((option) => option.code)).size).toBe(LANGUAGES.length);
  });

  it("puts Portuguese (Brasil) first and sorts the others by name in pt-BR collation", () => {
    expect(LANGUAGES[0]).toMatchObject({ code: "pt", name: "Português (Brasil)" });
    const names = LANGUAGES.slice(1).map((option) => option.name);
    const sorted = [...names].sort(new Intl.Collator("pt-BR", { sensitivity: "base" }).compare);
    expect(names).toEqual(sorted);
    // Accented names sort with their base letter, not after "Z".
    expect(names.indexOf("Árabe")).toBeLessThan(names.indexOf("Bengali"));
  });

  it("keeps the first entry of a duplicated code", () => {
    const ordered = orderLanguages([
      { code: "en", name: "Inglês" },
      { code: "pt", name: "Português (Brasil)" },
      { code: "en", name: "English (duplicate)" },
      { code: "de", name: "Alemão" },
    ]);
    expect(ordered.map((option) => option.name)).toEqual(["Português (Brasil)", "Alemão", "Inglês"]);
  });

  it("every raw entry has a code and a name", () => {
    for (const option of RAW_LANGUAGES) {
      expect(option.code).toMatch(/^[a-z]{2,3}(-[A-Z]{2})?$/);
      expect(option.name.trim()).not.toBe("");
    }
  });
});

describe("Language storage and cookie (docs/behaviour.md: States)", () => {
  afterEach(() => {
    window.localStorage.clear();
    clearCookies();
  });

  it("restores a stored language code, else the default 'pt'", () => {
    expect(readStoredLanguage(window.localStorage)).toBe(DEFAULT_LANGUAGE);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "es");
    expect(readStoredLanguage(window.localStorage)).toBe("es");
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "zh-CN");
    expect(readStoredLanguage(window.localStorage)).toBe("zh-CN");
    for (const junk of ["klingon", "<script>", "EN", ""]) {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, junk);
      expect(readStoredLanguage(window.localStorage)).toBe("pt");
    }
    const throwing = {
      getItem: () => {
        throw new Error("blocked");
      },
    };
    expect(readStoredLanguage(throwing)).toBe("pt");
  });

  it("reads the language the widget's cookie asks for, and the default without one", () => {
    expect(translationCookieLanguage("")).toBe("pt");
    expect(translationCookieLanguage("tema=dark; googtrans=/pt/en")).toBe("en");
    expect(translationCookieLanguage("googtrans=/pt/zh-CN; outro=1")).toBe("zh-CN");
    expect(translationCookieLanguage("googtrans=/pt/pt")).toBe("pt");
    expect(translationCookieLanguage("googtrans=/pt/<b>")).toBe("pt");
  });

  it("writes googtrans=/pt/<code> literally and clears it for pt", () => {
    writeTranslationCookie(document, "zh-CN", "localhost");
    expect(document.cookie).toContain("googtrans=/pt/zh-CN");
    writeTranslationCookie(document, "pt", "localhost");
    expect(document.cookie).not.toContain("googtrans");
  });
});

describe("Driving the widget's select", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("returns false when the widget is missing or not filled in yet", () => {
    expect(driveTranslationWidget(document, "en")).toBe(false);
    document.body.innerHTML = '<select class="goog-te-combo"><option value="">Selecione</option></select>';
    expect(driveTranslationWidget(document, "en")).toBe(false);
  });

  it("sets the value and dispatches change", () => {
    document.body.innerHTML =
      '<select class="goog-te-combo"><option value="">Selecione</option><option value="en">inglês</option></select>';
    const combo = document.querySelector("select") as HTMLSelectElement;
    const onChange = jest.fn();
    combo.addEventListener("change", onChange);
    expect(driveTranslationWidget(document, "en")).toBe(true);
    expect(combo.value).toBe("en");
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe("A choice on a page with other languages (docs/translation.md, the language selector)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    clearCookies();
    jest.mocked(reloadPage).mockClear();
    jest.mocked(redirectTo).mockClear();
    loadScript.mockReset();
  });

  const version = (code: string, path: string): Version => ({ code, hreflang: code, path });
  const TEACHING = [
    version("pt", "/ensinamento/x/"),
    version("en", "/en/ensinamento/x/"),
    version("es", "/es/ensinamento/x/"),
  ];
  const HOME = [version("pt", "/"), version("en", "/en/"), version("es", "/es/")];
  const inEnglish = (languages: Omit<PageLanguages, "translated">): PageLanguages => ({
    ...languages,
    translated: { code: "en", texts: CATALOGUES.en, feed: true },
  });

  /** The choice, then what it did: the address opened, the widget's cookie, a reload, the script asked for. */
  async function choose(code: string, languages: PageLanguages) {
    loadScript.mockRejectedValue(new Error("bloqueado"));
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const asked = loadScript.mock.calls.length;
    applyChoice(code, languages);
    await act(async () => {
      await Promise.resolve();
    });
    act(() => jest.advanceTimersByTime(1000));
    // A script that failed is told in the console, once.
    const failures = loadScript.mock.calls.length - asked;
    expect(warn.mock.calls.map(([message]: unknown[]) => message)).toEqual(
      Array(failures).fill(translationWidgetUnavailable),
    );
    warn.mockRestore();
    return {
      opened: jest.mocked(redirectTo).mock.calls.map(([path]) => path),
      cookie: /googtrans=([^;]*)/.exec(document.cookie)?.[1] ?? null,
      reloaded: jest.mocked(reloadPage).mock.calls.length,
      script: loadScript.mock.calls.length,
    };
  }

  it("opens the reviewed version of the chosen language from the original, asking for no script", async () => {
    expect(await choose("es", { versions: TEACHING })).toEqual({
      opened: ["/es/ensinamento/x/"],
      cookie: "/pt/es",
      reloaded: 0,
      script: 0,
    });
  });

  it("keeps the spec's way on the original for Portuguese and for a language without a version: the widget, then the reload", async () => {
    document.cookie = "googtrans=/pt/en; path=/";
    expect(await choose("pt", { versions: TEACHING })).toEqual({ opened: [], cookie: null, reloaded: 1, script: 0 });
    jest.mocked(reloadPage).mockClear();
    expect(await choose("fr", { versions: TEACHING })).toEqual({
      opened: [],
      cookie: "/pt/fr",
      reloaded: 1,
      script: 1,
    });
  });

  it.each([
    ["a translation", TEACHING, { versions: TEACHING }],
    ["a language's home", HOME, { counterparts: HOME }],
  ])(
    "opens from %s the other reviewed language's page, and the Portuguese one for Portuguese and the rest",
    async (_name, pages, languages) => {
      expect(await choose("es", inEnglish(languages))).toMatchObject({
        opened: [pages[2].path],
        cookie: "/pt/es",
        script: 0,
      });
      jest.mocked(redirectTo).mockClear();
      expect(await choose("pt", inEnglish(languages))).toMatchObject({
        opened: [pages[0].path],
        cookie: null,
        script: 0,
      });
      jest.mocked(redirectTo).mockClear();
      expect(await choose("fr", inEnglish(languages))).toEqual({
        opened: [pages[0].path],
        cookie: "/pt/fr",
        reloaded: 0,
        script: 0,
      });
      // Its own language: kept for the pages no person has translated, the page left as it is.
      clearCookies();
      jest.mocked(redirectTo).mockClear();
      expect(await choose("en", inEnglish(languages))).toEqual({
        opened: [],
        cookie: "/pt/en",
        reloaded: 0,
        script: 0,
      });
    },
  );
});

function CurrentLanguage() {
  return <output aria-label="idioma atual">{useLanguage().language}</output>;
}

const renderSelector = () =>
  render(
    <>
      <LanguageSelector />
      <CurrentLanguage />
      <button type="button">fora</button>
    </>,
  );

describe("Language selector", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
    clearCookies();
    document.body.innerHTML = "";
    jest.mocked(reloadPage).mockClear();
    loadScript.mockReset();
  });

  const button = () => screen.getByRole("button", { name: /^Idioma:/ });

  it("reads 'Idioma: PT' by default and 'Idioma: ES' when Spanish was stored", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "es");
    renderSelector();
    expect(button()).toHaveTextContent("Idioma: ES");
  });

  it("opens a listbox with every language, Portuguese first, the current one selected", async () => {
    renderSelector();
    fireEvent.click(button());
    expect(button()).toHaveAttribute("aria-expanded", "true");
    const options = within(await screen.findByRole("listbox", { name: "Idiomas" })).getAllByRole("option");
    expect(options).toHaveLength(LANGUAGES.length);
    expect(options[0]).toHaveTextContent("Português (Brasil)");
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("listbox")).toHaveFocus();
  });

  // startTranslationIfChosen runs once the page has rendered (gatsby-browser.tsx, onInitialClientRender).
  it("asks for nothing of the translator at start while the visitor keeps Portuguese", async () => {
    renderSelector();
    startTranslationIfChosen();
    // As many turns as the stored choice needs to reach the loader in the test below.
    await act(async () => {
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    });
    expect(loadScript).not.toHaveBeenCalled();
  });

  it("loads the translator at start for a visitor whose stored choice or cookie names another language", async () => {
    loadScript.mockResolvedValue(undefined);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "es");
    startTranslationIfChosen();
    await waitFor(() => expect(loadScript).toHaveBeenCalledTimes(1));
    window.localStorage.clear();
    document.cookie = "googtrans=/pt/en; path=/";
    startTranslationIfChosen();
    await waitFor(() => expect(loadScript).toHaveBeenCalledTimes(2));
  });

  it("tells every component that shows the language of a choice, and of nothing else", () => {
    render(
      <>
        <LanguageSelector />
        <CurrentLanguage />
        <CurrentLanguage />
      </>,
    );
    expect(screen.getAllByLabelText("idioma atual").map((output) => output.textContent)).toEqual(["pt", "pt"]);
    act(() => chooseLanguage("fr"));
    expect(screen.getAllByLabelText("idioma atual").map((output) => output.textContent)).toEqual(["fr", "fr"]);
    expect(button()).toHaveTextContent("Idioma: FR");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("fr");
  });

  it("chooses with the keyboard, stores the choice, sets the cookie, loads the translator, and reloads 150 ms after it failed", async () => {
    const failScript = pendingScript();
    renderSelector();
    fireEvent.keyDown(button(), { key: "ArrowDown" });
    const list = await screen.findByRole("listbox");
    fireEvent.keyDown(list, { key: "ArrowDown" });
    fireEvent.keyDown(list, { key: "Enter" });
    const chosen = LANGUAGES[1];
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
    expect(button()).toHaveTextContent(`Idioma: ${chosen.code.toUpperCase()}`);
    expect(screen.getByLabelText("idioma atual")).toHaveTextContent(chosen.code);
    // The switch's code comes in the list's chunk, already downloaded: it runs in the next microtask.
    await act(async () => {
      await Promise.resolve();
    });
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(chosen.code);
    expect(document.cookie).toContain(`googtrans=/pt/${chosen.code}`);
    expect(loadScript).toHaveBeenCalledTimes(1);
    // The wait before the reload starts when the script has come or failed, not at the click.
    act(() => jest.advanceTimersByTime(1000));
    expect(reloadPage).not.toHaveBeenCalled();
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    await act(async () => {
      failScript();
      await Promise.resolve();
    });
    expect(warn).toHaveBeenCalledWith(translationWidgetUnavailable, expect.any(Error));
    warn.mockRestore();
    act(() => jest.advanceTimersByTime(149));
    expect(reloadPage).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("drives the widget instead of reloading when it is there", async () => {
    loadScript.mockResolvedValue(undefined);
    const combo = document.createElement("select");
    combo.className = "goog-te-combo";
    combo.innerHTML = '<option value="">Selecione</option><option value="en">inglês</option>';
    document.body.appendChild(combo);
    renderSelector();
    fireEvent.click(button());
    fireEvent.click(await screen.findByRole("option", { name: /Inglês/ }));
    await waitFor(() => expect(combo.value).toBe("en"));
    act(() => jest.advanceTimersByTime(1000));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("drives the widget when its select comes within the 150 ms after the script", async () => {
    loadScript.mockResolvedValue(undefined);
    renderSelector();
    fireEvent.click(button());
    fireEvent.click(await screen.findByRole("option", { name: /Inglês/ }));
    await act(async () => {
      await Promise.resolve();
    });
    act(() => jest.advanceTimersByTime(100));
    const combo = document.createElement("select");
    combo.className = "goog-te-combo";
    combo.innerHTML = '<option value="">Selecione</option><option value="en">inglês</option>';
    document.body.appendChild(combo);
    act(() => jest.advanceTimersByTime(50));
    expect(combo.value).toBe("en");
    act(() => jest.advanceTimersByTime(1000));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("jumps by first letter, supports Home/End, and closes on Escape with focus back on the button", async () => {
    renderSelector();
    fireEvent.click(button());
    const list = await screen.findByRole("listbox");
    fireEvent.keyDown(list, { key: "j" });
    expect(list.getAttribute("aria-activedescendant")).toBe(screen.getByRole("option", { name: /^Japonês/ }).id);
    fireEvent.keyDown(list, { key: "End" });
    const options = screen.getAllByRole("option");
    expect(list.getAttribute("aria-activedescendant")).toBe(options[options.length - 1].id);
    fireEvent.keyDown(list, { key: "Home" });
    expect(list.getAttribute("aria-activedescendant")).toBe(options[0].id);
    fireEvent.keyDown(list, { key: "Escape" });
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it("closes on an outside click without changing the language", async () => {
    renderSelector();
    fireEvent.click(button());
    await screen.findByRole("listbox");
    fireEvent.mouseDown(screen.getByRole("button", { name: "fora" }));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(button()).toHaveTextContent("Idioma: PT");
  });

  it("keeps a choice of the page's own language on a page published in it, for the pages no person has translated", async () => {
    const translated = { code: "en" as const, texts: CATALOGUES.en, feed: false };
    render(
      <PageLanguagesProvider value={{ translated }}>
        <LanguageSelector />
      </PageLanguagesProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Language: EN" }));
    fireEvent.click(await screen.findByRole("option", { name: /^English/ }));
    await waitFor(() => expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en"));
    expect(document.cookie).toContain("googtrans=/pt/en");
    expect([jest.mocked(redirectTo).mock.calls, jest.mocked(reloadPage).mock.calls, loadScript.mock.calls]).toEqual([
      [],
      [],
      [],
    ]);
  });

  it("going back to Portuguese clears the cookie", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    document.cookie = "googtrans=/pt/en; path=/";
    renderSelector();
    fireEvent.click(button());
    fireEvent.click(await screen.findByRole("option", { name: /Português/ }));
    await waitFor(() => expect(document.cookie).not.toContain("googtrans"));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("pt");
  });
});
