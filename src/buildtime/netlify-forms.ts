import fs from "node:fs";
import path from "node:path";
import {
  FORMS,
  FORMS_PATH,
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  NEWSLETTER_FORM,
  NEWSLETTER_FORM_ACTION,
  postedFields,
  type FormDefinition,
} from "../shared/forms";
import { standalonePage } from "../shared/html-page";

/**
 * The forms as Netlify Forms finds them (docs/service.md): Netlify reads only the HTML it deploys,
 * and accepts only the form names and field names it saw there. The pages' forms are drawn by React
 * and post with `fetch`, so the build writes a static copy of each, with every field the page posts,
 * into the page of FORMS_PATH, the path both forms post to. `data-netlify` rather than the bare
 * `netlify` attribute, which the HTML checker refuses. On nginx and under `npm start` the service
 * answers that path instead, and this page is never served. A newsletter posted to the service's
 * own server (GATSBY_NEWSLETTER_SERVICE_URL: docs/service.md, "On Netlify") has no copy here.
 */

/** The forms Netlify Forms takes: both, or the contact form alone when the newsletter posts elsewhere. */
export const netlifyForms = (newsletterAction = NEWSLETTER_FORM_ACTION) =>
  FORMS.filter((form) => form !== NEWSLETTER_FORM || newsletterAction === FORMS_PATH);

const input = (name: string, form: FormDefinition) =>
  name === FORM_NAME_FIELD
    ? `<input type="hidden" name="${FORM_NAME_FIELD}" value="${form.name}">`
    : form.fields.some((field) => field.name === name && field.kind === "text")
      ? `<textarea name="${name}"></textarea>`
      : `<input name="${name}">`;

function netlifyFormsPage(): string {
  const forms = netlifyForms()
    .map(
      (form) =>
        `<form name="${form.name}" method="post" action="${FORMS_PATH}" data-netlify="true" data-netlify-honeypot="${HONEYPOT_FIELD}" hidden>\n` +
        postedFields(form)
          .map((name) => `  ${input(name, form)}`)
          .join("\n") +
        "\n</form>",
    )
    .join("\n");
  return standalonePage({
    title: "Formulários",
    body: `
<main>
<h1>Formulários do site</h1>
<p>Este endereço recebe as mensagens do formulário de <a href="/contato/">contato</a> e os pedidos de inscrição na newsletter.</p>
${forms}
</main>
`,
  });
}

export function writeNetlifyForms(publicDir: string): void {
  const dir = path.join(publicDir, FORMS_PATH.replace(/^\/|\/$/g, ""));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "index.html"), netlifyFormsPage());
}
