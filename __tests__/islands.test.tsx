import React from "react";
import { render, screen } from "@testing-library/react";
import { defineIsland } from "../src/components/Island";

/**
 * A part rendered in the browser rather than hydrated (a client-side navigation, `gatsby develop`):
 * its code is downloaded at once and the part rendered in place. The part brought to life on first
 * use, in the pre-rendered page, is tried in the browser tests (e2e/teachings.spec.ts,
 * e2e/messages.spec.ts).
 */
describe("A part whose code comes on its own (Island.tsx)", () => {
  it("is rendered in place, with its props, once its code has come", async () => {
    const Greeting = ({ name }: { name: string }) => <p>Olá, {name}!</p>;
    const Part = defineIsland("saudacao", () => Promise.resolve(Greeting));
    const { container } = render(<Part name="Maria" />);
    expect(await screen.findByText("Olá, Maria!")).toBeInTheDocument();
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
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Não foi possível carregar esta parte da página. Verifique a sua conexão e tente novamente.",
    );
    expect(screen.getByRole("heading", { name: "Contato" })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      "Não foi possível carregar esta parte da página. Verifique a sua conexão e tente novamente.",
      expect.any(TypeError),
    );
    warn.mockRestore();
  });
});
