import * as NEWSLETTER from "./texts/newsletter";
import { ROUTES } from "./site";

/**
 * The site's two forms (the contact form of /contato/ and the newsletter box of /ensinamentos/), as
 * one definition read by the page (its fields and bounds), by the hidden copies Netlify detects in
 * the built HTML (src/buildtime/netlify-forms.ts) and by the service that receives them elsewhere
 * (src/service/): the same names, the same bounds, the same rules (form-validation.ts).
 */

/** Where both forms are posted, url-encoded, with their name in `form-name`: a static path on every host. */
export const FORMS_PATH = "/mensagens/";

/**
 * Where the newsletter box posts: FORMS_PATH, or the forms' path on the site's service at its own
 * address, for a site on Netlify whose newsletter a server of the institute's runs
 * (GATSBY_NEWSLETTER_SERVICE_URL at build time; docs/service.md, "On Netlify").
 */
export function newsletterFormAction(serviceUrl: string | undefined): string {
  if (!serviceUrl) return FORMS_PATH;
  const url = new URL(FORMS_PATH, serviceUrl);
  if (url.protocol !== "https:" && url.hostname !== "localhost" && url.hostname !== "127.0.0.1")
    throw new Error(`GATSBY_NEWSLETTER_SERVICE_URL deve ser um endereço https:// (recebido: ${serviceUrl})`);
  return url.href;
}
export const NEWSLETTER_FORM_ACTION = newsletterFormAction(process.env.GATSBY_NEWSLETTER_SERVICE_URL);
/** The hidden field that names the form, as Netlify Forms reads it. */
export const FORM_NAME_FIELD = "form-name";
/** Hidden from people by CSS, filled by bots: a send that fills it is answered like any other and dropped. */
export const HONEYPOT_FIELD = "site";
/** Milliseconds between the form's appearance and the send, which the service checks against a minimum. */
export const FILL_TIME_FIELD = "tempo";
/** The longest fill time a page could have measured: past a day, the page was not open for that send. */
export const MAX_FILL_TIME_MS = 24 * 3600 * 1000;

export interface FormField {
  name: string;
  /** As the form shows it, and as a refusal names the field. */
  label: string;
  required: boolean;
  /** In characters; none for a box to tick. */
  maxLength?: number;
  /** One line of text, a phone number, an e-mail address, a paragraph, or a box to tick. */
  kind: "line" | "phone" | "email" | "text" | "consent";
  /** The browser's autofill hint (HTML `autocomplete`). */
  autoComplete?: string;
  /** Shown in the empty field. */
  placeholder?: string;
  /** A paragraph's height, in lines. */
  rows?: number;
}

export interface FormDefinition {
  name: string;
  fields: readonly FormField[];
}

/** The values of a form's fields, by name, as they are sent. */
export type FieldValues<F extends FormDefinition> = Record<F["fields"][number]["name"], string>;

/** The longest e-mail address SMTP carries (RFC 5321: a path of 256 octets, brackets included). */
export const EMAIL_MAX_LENGTH = 254;
/** How many links a message may carry: enough for a reference or two, too few for a spammer. */
export const MAX_LINKS_IN_MESSAGE = 3;

export const CONTACT_FORM = {
  name: "contato",
  fields: [
    { name: "nome", label: "Nome", required: true, maxLength: 120, kind: "line", autoComplete: "name" },
    {
      name: "email",
      label: "E-mail",
      required: true,
      maxLength: EMAIL_MAX_LENGTH,
      kind: "email",
      autoComplete: "email",
    },
    { name: "whatsapp", label: "WhatsApp", required: false, maxLength: 30, kind: "phone", autoComplete: "tel" },
    { name: "assunto", label: "Assunto", required: true, maxLength: 200, kind: "line" },
    // docs/behaviour.md: Forms: the contact form's message has 4 rows.
    { name: "mensagem", label: "Mensagem", required: true, maxLength: 5000, kind: "text", rows: 4 },
  ],
} as const satisfies FormDefinition;

export const NEWSLETTER_FORM = {
  name: "newsletter",
  fields: [
    {
      name: "email",
      // The box shows no label but this placeholder, which its hidden label repeats for screen readers.
      label: "Seu e-mail",
      required: true,
      maxLength: EMAIL_MAX_LENGTH,
      kind: "email",
      autoComplete: "email",
      placeholder: "Seu e-mail",
    },
    // The box's text goes on with a link to the privacy page (src/components/NewsletterForm.tsx).
    { name: "consentimento", label: NEWSLETTER.consentLabel, required: true, kind: "consent" },
  ],
} as const satisfies FormDefinition;

export const FORMS: readonly FormDefinition[] = [CONTACT_FORM, NEWSLETTER_FORM];

/**
 * The pages each form is on, where a form sent without JavaScript leads back (src/service/forms.ts):
 * the contact page, and every page of the teachings list (the newsletter box). The first is its own.
 */
export const FORM_PAGES: Record<string, { first: string; has: (path: string) => boolean }> = {
  [CONTACT_FORM.name]: { first: ROUTES.contact, has: (path) => path === ROUTES.contact },
  [NEWSLETTER_FORM.name]: {
    first: ROUTES.teachings,
    has: (path) => {
      const page = /\/(\d{1,6})\/$/.exec(path);
      return path === ROUTES.teachings || (page !== null && ROUTES.teachingsPage(Number(page[1])) === path);
    },
  },
};

/** The value a ticked consent box sends. */
export const CONSENT_VALUE = "sim";

/** Every field a form posts: its own, and the three the page adds to each send. */
export const postedFields = (form: FormDefinition): string[] => [
  FORM_NAME_FIELD,
  ...form.fields.map((field) => field.name),
  HONEYPOT_FIELD,
  FILL_TIME_FIELD,
];

/** The names of a form's fields, in its order. */
export const fieldNames = <F extends FormDefinition>(form: F) =>
  form.fields.map((field) => field.name) as F["fields"][number]["name"][];

/** A text field of a sent form, as typed ("" for one that is absent). */
function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}

/** Every field of `form`, as typed in the form element whose `data` this is. */
export function valuesOf<F extends FormDefinition>(form: F, data: FormData): FieldValues<F> {
  const values: Record<string, string> = {};
  for (const field of form.fields) values[field.name] = textOf(data, field.name);
  // Built from the same field list that FieldValues<F> names.
  return values as FieldValues<F>;
}
