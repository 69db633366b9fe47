import { REPORT_FILE_FORMATS } from "../../shared/content-kinds/donations";
import { PIX_KEY_KIND_NAMES } from "../../shared/pix/key";
import { pixCodes, readPixSettings } from "../../shared/pix/settings";
import * as TEXTS from "../../shared/texts/donations";
import { besideContent, checkDocumentFile } from "../content/files";
import { BODY_HTML_SDL, renderBody } from "../content/rendered-body";
import type { NodeWork } from "../content/node-work";
import { qrSvg } from "./qr-svg";

/**
 * The page's settings (content/apoie.mdx) as its node carries them: the body rendered as every body is;
 * each year's accounts found beside the file, checked by their bytes as a book's file is, and listed from
 * the latest year; and, once a key is written, every code the page shows, made here, at build time, to
 * the Banco Central's standard (src/shared/pix/), each with its QR drawn as an inline SVG (qr-svg.ts), so
 * that nothing of it is computed in the browser. Without a key there are no codes, and no page
 * (published.ts).
 */

const TYPES = [
  `"""One static Pix code of the page: its payload ("Pix Copia e Cola") and its QR."""
type PixCode {
  """The amount it asks, in cents; null for the code whose payer types the amount."""
  cents: Int
  """That amount as the page shows it ('R$ 50,00')."""
  reais: String
  payload: String!
  """The QR of the payload as an inline SVG, named for screen readers (src/buildtime/donations/qr-svg.ts)."""
  svg: String!
}`,
  `"""The Pix of the page: the key's kind, the code for any amount, one per suggested amount."""
type DonationPix {
  """The key's kind as the page names it ('CNPJ', 'e-mail'...)."""
  keyKind: String!
  free: PixCode!
  suggested: [PixCode!]!
}`,
];

export const DONATIONS_NODE_WORK: NodeWork<"apoie"> = {
  derivedSdl: [
    BODY_HTML_SDL,
    '"""The page\'s codes, made by the build; null without a key (no page)."""\npix: DonationPix',
  ],
  types: TYPES,
  async fields(input) {
    const { data, absolutePath, shownPath } = input;
    const reports = (data.relatorios ?? []).map((report, index) => ({
      ...report,
      absolute: besideContent(absolutePath, report.arquivo),
      field: `relatorios[${index + 1}].arquivo`,
    }));
    const errors = reports.flatMap((report) =>
      checkDocumentFile(shownPath, report.field, report.arquivo, report.absolute, REPORT_FILE_FORMATS),
    );
    if (errors.length > 0) return { ok: false, errors };
    const body = await renderBody(input);
    if (!body.ok) return body;
    // The kind's check has refused, naming each field, settings with a key that make no code.
    const reading = data.chave_pix ? readPixSettings(data) : null;
    if (reading?.ok === false) throw new Error(`${shownPath}: Pix settings that the kind's check let through`);
    const code = (cents: number | null, reais: string | null, payload: string) => ({
      cents,
      reais,
      payload,
      svg: qrSvg(payload, TEXTS.qrLabel(reais)),
    });
    const codes = reading && pixCodes(reading.settings);
    return {
      ok: true,
      fields: {
        bodyHtml: body.bodyHtml,
        relatorios: reports.map(({ ano, absolute }) => ({ ano, arquivo: absolute })).sort((a, b) => b.ano - a.ano),
        pix:
          reading && codes
            ? {
                keyKind: PIX_KEY_KIND_NAMES[reading.settings.key.kind],
                free: code(null, null, codes.free),
                suggested: codes.suggested.map((item) => code(item.cents, item.reais, item.payload)),
              }
            : null,
      },
    };
  },
};
