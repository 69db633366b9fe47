import fs from "node:fs";
import path from "node:path";
import { CONTACT_FORM, NEWSLETTER_FORM } from "../src/shared/forms";

/**
 * What the accessibility statement's table checks here rather than in a browser: the contrast of the
 * controls' boundaries and of the focus indicator, from the palette of src/styles/global.css (WCAG
 * 1.4.11), and the autofill purpose of the fields about the visitor (WCAG 1.3.5).
 */

const css = fs.readFileSync(path.resolve(__dirname, "../src/styles/global.css"), "utf8");

/** The custom properties of a rule block, the light scheme's with the dark one's over them. */
function palette(scheme: "light" | "dark"): Map<string, string> {
  const block = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    const body = css.slice(start, css.indexOf("}", start));
    return [...body.matchAll(/^\s*(--[\w-]+):\s*(#[0-9a-f]{6});/gim)].map((match): [string, string] => [
      match[1],
      match[2].toLowerCase(),
    ]);
  };
  const light = new Map(block(":root"));
  return scheme === "light" ? light : new Map([...light, ...block(':root[data-theme="dark"]')]);
}

/** WCAG's relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The colours of each gradient, every stop of it a background a focused control can sit on. */
function gradientStops(name: string): string[] {
  const value = new RegExp(`${name}:\\s*linear-gradient\\(([^;]+)\\);`).exec(css)?.[1] ?? "";
  return [...value.matchAll(/#[0-9a-f]{6}/gi)].map((match) => match[0].toLowerCase());
}

describe("What the statement checks in the palette and the forms' definitions", () => {
  for (const scheme of ["light", "dark"] as const) {
    const tokens = palette(scheme);
    const token = (name: string) => {
      const value = tokens.get(name);
      if (!value) throw new Error(`${name} is not a colour of ${scheme}`);
      return value;
    };
    const backgrounds = [
      ...["--surface", "--surface-warm", "--gold-100", "--gold-200", "--footer-bg", "--danger-bg"].map(token),
      ...gradientStops("--gradient-gold"),
      ...gradientStops("--gradient-deep"),
    ];

    describe(scheme, () => {
      it("the focus indicator's two colours are 9:1 apart, and one of them 3:1 from every background, in both schemes", () => {
        const [ring, halo] = [token("--focus-ring"), token("--focus-halo")];
        expect(contrast(ring, halo)).toBeGreaterThanOrEqual(9);
        expect(backgrounds.length).toBeGreaterThanOrEqual(12);
        const weak = backgrounds.filter(
          (background) => Math.max(contrast(ring, background), contrast(halo, background)) < 3,
        );
        expect(weak).toEqual([]);
        expect(css).toMatch(/:focus-visible \{\s*outline: 3px solid var\(--focus-ring\);[^}]*var\(--focus-halo\)/);
      });

      it("the form fields' borders keep 3:1 against the surfaces they sit on, in both schemes", () => {
        const surfaces = ["--surface", "--surface-warm", "--gold-100"];
        const weak = surfaces.filter((surface) => contrast(token("--field-border"), token(surface)) < 3);
        expect(weak).toEqual([]);
      });
    });
  }

  it("the fields about the visitor name their purpose for autofill", () => {
    const purpose = (form: { fields: readonly { name: string; autoComplete?: string }[] }, name: string) =>
      form.fields.find((field) => field.name === name)?.autoComplete;
    expect(purpose(CONTACT_FORM, "nome")).toBe("name");
    expect(purpose(CONTACT_FORM, "email")).toBe("email");
    expect(purpose(CONTACT_FORM, "whatsapp")).toBe("tel");
    expect(purpose(NEWSLETTER_FORM, "email")).toBe("email");
  });
});
