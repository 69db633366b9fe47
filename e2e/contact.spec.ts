import { test, expect, openWithOneSecondLoad } from "./fixtures";

test.describe("Contact", () => {
  test("loads for 1 s, then shows contact info, social links, hours and the WhatsApp chat @timed", async ({ page }) => {
    // docs/behaviour.md: States: the page loads, then its content, the banner and its heading included.
    await openWithOneSecondLoad(page, "/contato/");
    await expect(page.getByRole("heading", { level: 1, name: "Contato" })).toBeVisible();

    await expect(page.getByRole("main").getByText("+55 (00) 00000-0000")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "contato@example.org" })).toHaveAttribute(
      "href",
      "mailto:contato@example.org",
    );
    for (const network of ["Instagram", "TikTok", "YouTube"]) {
      const follow = page.getByRole("link", { name: `Seguir no ${network} (abre em nova aba)` });
      await expect(follow).toHaveText("Seguir");
      await expect(follow).toHaveAttribute("target", "_blank");
    }
    await expect(page.getByText("@evolucaoparatodos")).toHaveCount(3);
    await expect(page.getByText("Segunda a Sexta: 8h às 18h")).toBeVisible();
    await expect(page.getByText("Atendimento online")).toBeVisible();
    const chat = page.getByRole("link", { name: /Chat no WhatsApp/ });
    await expect(chat).toHaveAttribute("href", "https://wa.me/5500000000000");
    await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    // Stands in for the chat site, which tests never reach.
    await page
      .context()
      .route("https://wa.me/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
      );
    const [popup] = await Promise.all([page.waitForEvent("popup"), chat.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe("https://wa.me/5500000000000");
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
    await popup.close();
  });

  test("the form refuses to send without the required fields", async ({ page }) => {
    await page.goto("/contato/");
    const send = page.getByRole("button", { name: "Enviar Mensagem" });
    await send.click();
    await expect(send).toHaveText("Enviar Mensagem");
    await expect(send).toBeEnabled();
    expect(await page.locator("form").evaluate((form: HTMLFormElement) => form.checkValidity())).toBe(false);
    const invalid = await page.locator("form :invalid").evaluateAll((els) => els.map((el) => el.getAttribute("name")));
    expect(invalid).toEqual(["nome", "email", "assunto", "mensagem"]);
    await page.getByLabel(/^E-mail/).fill("nao-e-um-email");
    expect(await page.getByLabel(/^E-mail/).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  });

  test("stays 'Enviando...' as long as the send lasts, then shows the success banner for 5 s with the form cleared", async ({
    page,
  }) => {
    // The banner's 5 s on the page's own clock, which the test moves on: no busy runner outlasts it,
    // and no test waits for it.
    await page.clock.install();
    await page.goto("/contato/");
    await page.getByLabel(/^Nome/).fill("Maria da Silva");
    await page.getByLabel(/^E-mail/).fill("maria@example.org");
    await page.getByLabel(/^Assunto/).fill("Cursos");
    await page.getByLabel(/^Mensagem/).fill("Gostaria de saber quando começam os cursos.");
    await expect(page.getByLabel(/^Mensagem/)).toHaveAttribute("rows", "4");

    // A slow host: the answer comes after 1.5 s, and the form waits for it, however long it takes.
    let released = false;
    await page.route("**/mensagens/", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      released = true;
      await route.continue();
    });
    await page.getByRole("button", { name: "Enviar Mensagem" }).click();
    const sending = page.getByRole("button", { name: "Enviando..." });
    await expect(sending).toBeDisabled();
    const success = page.getByText("Mensagem enviada com sucesso! Entraremos em contato em breve.");
    await expect(success).toBeVisible({ timeout: 30_000 });
    expect(released, "the banner waited for the host's answer").toBe(true);
    await expect(page.getByLabel(/^Nome/)).toHaveValue("");
    await expect(page.getByLabel(/^Mensagem/)).toHaveValue("");
    await expect(page.getByRole("button", { name: "Enviar Mensagem" })).toBeEnabled();

    // From the banner on, the clock paused: 3 s on it is still there, 5 s on it has gone.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3_000);
    await expect(success).toBeVisible();
    await page.clock.runFor(2_100);
    await expect(success).toBeHidden();
  });
});
