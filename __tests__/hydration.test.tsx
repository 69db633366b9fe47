import React from "react";
import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import type { PageProps } from "gatsby";
import { wrapPageElement } from "../src/wrappers";
import { LANGUAGE_STORAGE_KEY } from "../src/browser/language-state";
import { BookCard, type BookCardData } from "../src/components/BookCard";

const BOOK: BookCardData = {
  id: "livro-1",
  contentId: 1,
  arquivo: null,
  chapters: [],
  titulo: "Amor que Serve",
  subtitulo: "A caridade vivida no cotidiano",
  descricao: "Histórias e meditações sobre a caridade discreta do dia a dia.",
  paginas: 150,
  formato: "PDF",
  status: "Em breve",
  rating: 5,
};

/** A page whose text follows the language, as /livros/ does. */
function BooksPage() {
  return <BookCard book={BOOK} />;
}

/** The tree Gatsby renders for a page: the page wrapper around the page. */
function site(pathname: string) {
  const props = { location: { pathname } } as PageProps<Record<string, unknown>, Record<string, unknown>>;
  return wrapPageElement({ element: <BooksPage />, props }, { plugins: [] });
}

describe("Hydration of the pre-rendered page", () => {
  afterEach(() => {
    window.localStorage.clear();
    document.body.innerHTML = "";
  });

  it.each([
    ["no stored language", null, "Início", "Baixar Livro"],
    ["a stored language", "en", "Home", "Download Book"],
  ])("with %s, hydrates the layout without falling back to client rendering", async (_, stored, home, button) => {
    const container = document.createElement("div");
    // Server markup is always in the source language.
    container.innerHTML = renderToString(site("/livros/"));
    document.body.append(container);
    const serverButton = container.querySelector("main button");
    if (stored) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);

    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, site("/livros/"), { onRecoverableError: (error) => recoverable.push(error) });
    });

    expect(recoverable).toEqual([]);
    // The pre-rendered nodes were adopted, not thrown away and rebuilt.
    expect(container.querySelector("main button")).toBe(serverButton);
    expect(serverButton).toHaveTextContent(button);
    expect(container.querySelector('nav a[href="/"]')).toHaveTextContent(home);
  });
});
