import { PIX_FIELDS, pixSettingsProblems } from "../pix/settings";
import { checkDigitsHold } from "../pix/tax-id";
import { MAX_BOOK_FILE_BYTES } from "./book";
import { PDF_RULE, type ContentKindDefinition, type FieldProblem } from "./define";

/** What a year's accounts are, by their bytes: a PDF, which every device opens. */
export const REPORT_FILE_FORMATS = ["PDF"] as const;

const absent = (value: unknown) => value === undefined || value === null || value === "";

/** A year of accounts written twice would give the page two lists under one year. */
function repeatedYears(data: Record<string, unknown>): FieldProblem[] {
  const reports = Array.isArray(data.relatorios) ? (data.relatorios as Record<string, unknown>[]) : [];
  return reports.flatMap((report, index) => {
    const earlier = reports.findIndex((other) => other.ano === report.ano);
    return earlier < index
      ? [
          {
            field: `relatorios[${index + 1}].ano`,
            message: `repete ${String(report.ano)}, já em "relatorios[${earlier + 1}]"`,
          },
        ]
      : [];
  });
}

/** The CNPJ of the bank details, printed for visitors to check: its check digits must hold, as a key's. */
function cnpjProblems(data: Record<string, unknown>): FieldProblem[] {
  if (typeof data.cnpj !== "string" || data.cnpj.trim() === "") return [];
  const digits = data.cnpj.replace(/\D/g, "");
  return /^[\d./\s-]+$/.test(data.cnpj) && checkDigitsHold(digits, "cnpj") && !/^(\d)\1+$/.test(digits)
    ? []
    : [{ field: "cnpj", message: "não é um CNPJ válido: confira os 14 dígitos" }];
}

/**
 * The Pix settings checked field by field (src/shared/pix/settings.ts) once a key is written: without
 * one, the page is not built, and nothing else of the settings is read.
 */
function donationProblems(data: Record<string, unknown>): FieldProblem[] {
  const settings = absent(data[PIX_FIELDS.key]) ? [] : pixSettingsProblems(data);
  return [...settings, ...cnpjProblems(data), ...repeatedYears(data)];
}

/**
 * The page to support the institute (content/apoie.mdx; page /apoie/, docs/routes.md, "Apoie o
 * instituto"): the Pix key the build makes its codes from, to the Banco Central's standard (the name
 * and city as the code carries them, the suggested amounts, the transaction's id), the bank details
 * for a transfer, the accounts of each year as a PDF, and the body: why give, and what the gifts pay
 * for. One file: without it, or without a key, there is no page and no link to it.
 */
export const DONATIONS_KIND = {
  name: "apoie",
  file: "content/apoie.mdx",
  label: "Apoie o instituto",
  labelSingular: "Apoie o instituto",
  description:
    "A página Apoie o instituto (/apoie/): a chave Pix, de que o site faz o QR Code e o código Pix Copia e Cola, os dados para transferência e a prestação de contas de cada ano.",
  extension: "mdx",
  fields: [
    {
      name: PIX_FIELDS.key,
      label: "Chave Pix",
      hint: "A chave do instituto como está cadastrada no banco: o CNPJ ou o CPF (com ou sem pontos, barra e traço), o e-mail, o celular com +55 e o DDD (+5561912345678) ou a chave aleatória. Sem chave, a página não é publicada e nenhum link leva a ela.",
      type: "text",
      required: false,
    },
    {
      name: PIX_FIELDS.name,
      label: "Favorecido",
      hint: "Obrigatório com a chave: o nome de quem recebe como o banco o mostra, em até 25 letras (o código Pix o escreve sem acentos e em maiúsculas). O aplicativo de quem doa mostra o nome do titular da chave antes de confirmar.",
      type: "text",
      required: false,
    },
    {
      name: PIX_FIELDS.city,
      label: "Cidade",
      hint: "Obrigatória com a chave: a cidade de quem recebe, em até 15 letras sem acento (abrevie se preciso).",
      type: "text",
      required: false,
    },
    {
      name: PIX_FIELDS.amounts,
      label: "Valores sugeridos",
      hint: "Opcional: valores em reais, cada um com o seu QR Code, como 20, 50 e 100; centavos depois do ponto (19.90). Há sempre também o código em que quem doa escolhe o valor.",
      type: "numbers",
      itemLabel: "Valor",
      required: false,
    },
    {
      name: PIX_FIELDS.txid,
      label: "Identificador",
      hint: "Opcional: de 1 a 25 letras sem acento e números, sem espaços (como APOIE2025). O extrato do instituto mostra-o em cada doação feita pelos códigos desta página.",
      type: "text",
      required: false,
    },
    {
      name: "banco",
      label: "Banco",
      hint: "Opcional, para transferências: como 001 - Banco do Brasil.",
      type: "text",
      required: false,
    },
    { name: "agencia", label: "Agência", hint: "Opcional, para transferências.", type: "text", required: false },
    {
      name: "conta",
      label: "Conta",
      hint: "Opcional, para transferências: o número com o dígito.",
      type: "text",
      required: false,
    },
    {
      name: "razao_social",
      label: "Razão social",
      hint: "Opcional: o nome completo do titular da conta, como o banco o registra.",
      type: "text",
      required: false,
    },
    {
      name: "cnpj",
      label: "CNPJ",
      hint: "Opcional: o CNPJ do titular da conta, com pontos, barra e traço.",
      type: "text",
      required: false,
    },
    {
      name: "relatorios",
      label: "Prestação de contas",
      hint: "Opcional: para cada ano, o relatório das contas em PDF. A página lista os anos do mais recente ao mais antigo.",
      type: "items",
      required: false,
      itemLabel: "Ano",
      typeName: "DonationReport",
      fields: [
        {
          name: "ano",
          label: "Ano",
          type: "integer",
          required: true,
          min: 1900,
          max: 2100,
          messages: { type: "deve ser um ano (número inteiro)", range: "deve ser um ano entre 1900 e 2100" },
        },
        {
          name: "arquivo",
          label: "Relatório",
          hint: `O relatório do ano, em PDF (até ${MAX_BOOK_FILE_BYTES / 1_000_000} MB).`,
          type: "document",
          required: true,
          folder: "content/relatorios",
          reference: "relatorios",
          rules: [PDF_RULE],
          formats: REPORT_FILE_FORMATS,
        },
      ],
    },
    {
      name: "body",
      label: "Texto",
      hint: "Por que apoiar, e o que as doações pagam: o texto da página, antes do QR Code.",
      type: "body",
      required: true,
      format: "markdown",
    },
  ],
  graphql: { typeName: "DonationPage" },
  check: donationProblems,
} as const satisfies ContentKindDefinition;
