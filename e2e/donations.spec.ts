import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Locator } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import * as TEXTS from "../src/shared/texts/donations";

/**
 * The page to support the institute (docs/routes.md, "Apoie o instituto") on the build with the examples
 * of docs/exemplos/apoie.mdx, where only a browser sees it: each QR as drawn on screen, read back by a
 * decoder (jsQR, from a screenshot of the SVG) to exactly the code the page shows as text, for any amount
 * and for a suggested one; the copy button's clipboard and its announcement; the page without
 * JavaScript. The page checked whole (axe in both schemes, layout shift, keyboard, reflow, its
 * screenshots) is e2e/example-pages.spec.ts's; the codes' bytes are __tests__/pix.test.ts's.
 */

const ADDRESS = "/apoie/";

/** What a bank's app reads in the QR, from the pixels the browser drew. */
async function decoded(qr: Locator): Promise<string | null> {
  const png = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** A code of the page: its QR and its text, in the box headed by its amount. */
function code(scope: Locator, amount: string) {
  const box = scope
    .locator("div")
    .filter({ has: scope.page().getByRole("heading", { level: 3, name: amount }) })
    .last();
  return { qr: box.getByRole("img", { name: /^QR Code Pix para doar / }), text: box.locator("code") };
}

test.describe("The Pix codes of /apoie/, read back from the screen", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("each QR decodes to exactly the code shown, any amount and R$ 50,00; 'Copiar código Pix' copies that code and says so", async ({
    page,
  }) => {
    await visit(page, ADDRESS);
    const pix = page.getByRole("region", { name: "Doe por Pix" });
    const any = code(pix, TEXTS.anyAmount);
    await expect(any.qr).toHaveAccessibleName(TEXTS.qrLabel(null));
    const anyText = await any.text.textContent();
    expect(anyText).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(await decoded(any.qr)).toBe(anyText);

    await pix.getByRole("radio", { name: "R$ 50,00" }).check();
    const fifty = code(pix, "R$ 50,00");
    await expect(fifty.qr).toHaveAccessibleName(TEXTS.qrLabel("R$\u00a050,00"));
    await expect(pix.getByRole("img")).toHaveCount(1);
    const fiftyText = await fifty.text.textContent();
    expect(fiftyText).toContain("540550.00");
    expect(await decoded(fifty.qr)).toBe(fiftyText);

    const status = pix.getByRole("status");
    await expect(status).toHaveText("");
    await pix.getByRole("button", { name: TEXTS.copyCode }).click();
    await expect(status).toHaveText(TEXTS.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fiftyText);
  });
});

test.describe("/apoie/ without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists every amount's QR and code, as text to select, with no control that would do nothing", async ({
    page,
  }) => {
    await page.goto(ADDRESS);
    const pix = page.getByRole("region", { name: "Doe por Pix" });
    await expect(pix.getByRole("img")).toHaveCount(4);
    for (const amount of [TEXTS.anyAmount, "R$ 20,00", "R$ 50,00", "R$ 100,00"])
      await expect(code(pix, amount).qr).toBeVisible();
    // One listed in <noscript>, read back as a bank's app would.
    const hundred = code(pix, "R$ 100,00");
    expect(await decoded(hundred.qr)).toBe(await hundred.text.textContent());
    await expect(pix.getByRole("radio")).toHaveCount(0);
    await expect(pix.getByRole("button", { name: TEXTS.copyCode })).toBeHidden();
  });
});
