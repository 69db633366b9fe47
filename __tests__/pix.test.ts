/**
 * @jest-environment node
 */
import { formatReais, parseAmount } from "../src/shared/pix/amount";
import { MAX_KEY_LENGTH, PIX_LIMITS, staticBrCode, type StaticPix } from "../src/shared/pix/br-code";
import { crc16 } from "../src/shared/pix/crc16";
import { PIX_KEY_KIND_NAMES, parsePixKey } from "../src/shared/pix/key";
import { merchantText } from "../src/shared/pix/merchant-text";
import { checkDigitsHold } from "../src/shared/pix/tax-id";

/**
 * CRC-16/CCITT-FALSE computed another way than the code does (a table of the 256 byte remainders), so
 * that a published payload's check is verified by something other than what is under test.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let value = byte << 8;
  for (let bit = 0; bit < 8; bit += 1) value = value & 0x8000 ? (value << 1) ^ 0x1021 : value << 1;
  return value & 0xffff;
});
const tableCrc = (text: string) =>
  [...Buffer.from(text, "utf8")]
    .reduce((crc, byte) => ((crc << 8) ^ CRC_TABLE[((crc >> 8) ^ byte) & 0xff]) & 0xffff, 0xffff)
    .toString(16)
    .toUpperCase()
    .padStart(4, "0");

/** A payload's top-level fields, read as a bank's app reads them: id, two-digit length, value. */
function fieldsOf(payload: string): [string, string][] {
  const fields: [string, string][] = [];
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    fields.push([payload.slice(at, at + 2), payload.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return fields;
}

/**
 * The Banco Central's example of a static BR Code, in its "Manual de Padrões para Iniciação do Pix": a
 * random key, the receiver "Fulano de Tal" in BRASILIA, no amount, no txid. Written here field by field,
 * then whole as the manual prints it.
 */
const MANUAL_EXAMPLE = {
  input: { key: "123e4567-e12b-12d1-a456-426655440000", name: "Fulano de Tal", city: "BRASILIA" },
  fields: [
    "000201",
    "2658" + "0014br.gov.bcb.pix" + "0136123e4567-e12b-12d1-a456-426655440000",
    "52040000",
    "5303986",
    "5802BR",
    "5913Fulano de Tal",
    "6008BRASILIA",
    "6207" + "0503***",
    "6304" + "1D3D",
  ],
  published:
    "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D",
};

/** Codes that banks' own systems made, as their public documentation prints them. */
const PUBLISHED: { source: string; input: StaticPix; payload: string }[] = [
  {
    // Stark Bank's Node SDK (github.com/starkbank/sdk-node, README.md, "Pay a BR Code", and
    // tests/utils/brcodePayment.js): a random key, R$ 10,00, a txid, an apostrophe in the name.
    source: "Stark Bank, random key and amount",
    input: {
      key: "a629532e-7693-4846-852d-1bbff817b5a8",
      name: "T'Challa",
      city: "Sao Paulo",
      cents: 1000,
      txid: "12345",
    },
    payload:
      "00020126580014br.gov.bcb.pix0136a629532e-7693-4846-852d-1bbff817b5a8520400005303986540510.005802BR5908T'Challa6009Sao Paulo62090505123456304B14A",
  },
  {
    // Stark Infra's Node SDK (github.com/starkinfra/sdk-node, README.md, "Create BrcodePreviews"): an
    // e-mail key, R$ 5.000,00, a twelve-digit txid.
    source: "Stark Infra, e-mail key",
    input: {
      key: "nedstark@hotmail.com",
      name: "Ned Stark",
      city: "Rio de Janeiro",
      cents: 500000,
      txid: "667486973860",
    },
    payload:
      "00020126420014br.gov.bcb.pix0120nedstark@hotmail.com52040000530398654075000.005802BR5909Ned Stark6014Rio de Janeiro621605126674869738606304FF71",
  },
  {
    // Stark Infra's Node SDK (github.com/starkinfra/sdk-node, sdk/staticBrcode/staticBrcode.js, the
    // example `id` of a static BR Code it created): a phone key, R$ 0,09.
    source: "Stark Infra, phone key and cents",
    input: { key: "+5528400921181", name: "Jamie Lannister", city: "Sao Paulo", cents: 9, txid: "856" },
    payload:
      "00020126360014br.gov.bcb.pix0114+552840092118152040000530398654040.095802BR5915Jamie Lannister6009Sao Paulo620705038566304FC6C",
  },
  {
    // Stark Infra's Java SDK (github.com/starkinfra/sdk-java, README.md, "Create BrcodePreviews"): a
    // cell phone key, R$ 10,00, no txid.
    source: "Stark Infra, cell phone key without txid",
    input: { key: "+5541999999999", name: "Tony Stark", city: "Rio de Janeiro", cents: 1000 },
    payload:
      "00020126360014br.gov.bcb.pix0114+5541999999999520400005303986540510.005802BR5910Tony Stark6014Rio de Janeiro62070503***630466B7",
  },
];

describe("the CRC of field 63", () => {
  it("is CRC-16/CCITT-FALSE: its check value over '123456789' is 29B1", () => {
    expect(crc16("123456789")).toBe("29B1");
    expect(tableCrc("123456789")).toBe("29B1");
  });

  it("writes four upper-case hex digits, leading zeros kept", () => {
    expect(crc16("")).toBe("FFFF");
    expect(crc16("315")).toBe("003B");
    expect(tableCrc("315")).toBe("003B");
  });
});

describe("the static BR Code, held to published payloads byte for byte", () => {
  it("rebuilds the manual's example from its fields, and the manual's check holds", () => {
    expect(MANUAL_EXAMPLE.fields.join("")).toBe(MANUAL_EXAMPLE.published);
    expect(tableCrc(MANUAL_EXAMPLE.published.slice(0, -4))).toBe("1D3D");
  });

  it("writes the manual's example", () => {
    expect(staticBrCode(MANUAL_EXAMPLE.input)).toBe(MANUAL_EXAMPLE.published);
  });

  it.each(PUBLISHED.map((example) => [example.source, example] as const))("%s: its check holds", (_source, example) => {
    expect(tableCrc(example.payload.slice(0, -4))).toBe(example.payload.slice(-4));
  });

  it.each(PUBLISHED.map((example) => [example.source, example] as const))(
    "%s: written the same",
    (_source, example) => {
      expect(staticBrCode(example.input)).toBe(example.payload);
    },
  );

  it("puts the amount, two decimals, between the currency and the country", () => {
    const fields = fieldsOf(staticBrCode({ ...MANUAL_EXAMPLE.input, cents: 5000 }));
    expect(fields.map(([id]) => id)).toEqual(["00", "26", "52", "53", "54", "58", "59", "60", "62", "63"]);
    expect(fields[4]).toEqual(["54", "50.00"]);
    expect(fieldsOf(staticBrCode({ ...MANUAL_EXAMPLE.input, cents: 1 }))[4]).toEqual(["54", "0.01"]);
  });

  it("refuses what the standard does not allow rather than writing it", () => {
    const base = MANUAL_EXAMPLE.input;
    expect(() => staticBrCode({ ...base, name: "São Paulo" })).toThrow(RangeError);
    expect(() => staticBrCode({ ...base, name: "A".repeat(26) })).toThrow(RangeError);
    expect(() => staticBrCode({ ...base, city: "A".repeat(16) })).toThrow(RangeError);
    expect(() => staticBrCode({ ...base, txid: "com espaço" })).toThrow(RangeError);
    expect(() => staticBrCode({ ...base, cents: 0 })).toThrow(RangeError);
    expect(() => staticBrCode({ ...base, cents: 10.5 })).toThrow(RangeError);
    expect(() => staticBrCode({ ...base, cents: 10 ** 12 })).toThrow(RangeError);
    expect(() => staticBrCode({ ...base, key: "" })).toThrow(RangeError);
  });
});

describe("field 26: at most 99 characters", () => {
  const emailOf = (length: number) => `${"a".repeat(length - "@instituto.org".length)}@instituto.org`;

  it("holds a key of 77 characters, and the field is then 99 long", () => {
    expect(MAX_KEY_LENGTH).toBe(77);
    const fields = fieldsOf(staticBrCode({ ...MANUAL_EXAMPLE.input, key: emailOf(77) }));
    expect(fields[1][0]).toBe("26");
    expect(fields[1][1]).toHaveLength(99);
  });

  it("refuses a key of 78", () => {
    expect(() => staticBrCode({ ...MANUAL_EXAMPLE.input, key: emailOf(78) })).toThrow(/Field 26 would have 100/);
  });

  it("tells the editor when the key is too long for it", () => {
    expect(parsePixKey(emailOf(77))).toMatchObject({ ok: true });
    expect(parsePixKey(emailOf(78))).toEqual({
      ok: false,
      message: "tem 78 caracteres, e no código Pix a chave cabe em no máximo 77 (o campo 26 tem no máximo 99)",
    });
  });
});

describe("the key", () => {
  it.each([
    ["11.222.333/0001-81", "cnpj", "11222333000181"],
    ["11222333000181", "cnpj", "11222333000181"],
    ["20.018.183/0001-80", "cnpj", "20018183000180"],
    ["529.982.247-25", "cpf", "52998224725"],
    ["52998224725", "cpf", "52998224725"],
    ["contato@instituto.org.br", "email", "contato@instituto.org.br"],
    ["+5561912345678", "telefone", "+5561912345678"],
    ["+55 (61) 91234-5678", "telefone", "+5561912345678"],
    ["123e4567-e12b-12d1-a456-426655440000", "aleatoria", "123e4567-e12b-12d1-a456-426655440000"],
    ["123E4567-E12B-12D1-A456-426655440000", "aleatoria", "123e4567-e12b-12d1-a456-426655440000"],
    ["  +5561912345678 ", "telefone", "+5561912345678"],
  ])("reads %s as a %s key, carried as %s", (written, kind, value) => {
    expect(parsePixKey(written)).toEqual({ ok: true, value: { kind, value } });
  });

  it("names each kind in Portuguese", () => {
    expect(PIX_KEY_KIND_NAMES).toEqual({
      cnpj: "CNPJ",
      cpf: "CPF",
      email: "e-mail",
      telefone: "telefone",
      aleatoria: "chave aleatória",
    });
  });

  it("checks both check digits of a CPF and of a CNPJ", () => {
    expect(checkDigitsHold("52998224725", "cpf")).toBe(true);
    expect(checkDigitsHold("52998224715", "cpf")).toBe(false);
    expect(checkDigitsHold("52998224724", "cpf")).toBe(false);
    expect(checkDigitsHold("11222333000181", "cnpj")).toBe(true);
    expect(checkDigitsHold("11222333000171", "cnpj")).toBe(false);
    expect(checkDigitsHold("11222333000182", "cnpj")).toBe(false);
    // A check digit is 0 when the remainder is under 2: 0 (Petrobras's first) or 1 (Stark Bank's second).
    expect(checkDigitsHold("33000167000101", "cnpj")).toBe(true);
    expect(checkDigitsHold("20018183000180", "cnpj")).toBe(true);
  });
});

describe("the receiver's name and city", () => {
  it.each([
    ["Fulano de Tal", "FULANO DE TAL"],
    ["São Paulo", "SAO PAULO"],
    ["Brasília", "BRASILIA"],
    ["Associação Irmã Conceição", "ASSOCIACAO IRMA CONCEICAO"],
    ["  Ação   Espírita  ", "ACAO ESPIRITA"],
    ["Ñandú Üben", "NANDU UBEN"],
    ["D'Ávila & Cia.", "D'AVILA & CIA."],
  ])("writes %s as %s", (written, text) => {
    expect(merchantText(written, PIX_LIMITS.name)).toEqual({ ok: true, value: text });
  });

  it("counts the limit on the text without its accents", () => {
    // Typed with its accents as separate marks, the name has 27 characters; the code's text has 25.
    const decomposed = "Sociedade Espírita Irmã L".normalize("NFD");
    expect(decomposed).toHaveLength(27);
    expect(merchantText(decomposed, 25)).toEqual({ ok: true, value: "SOCIEDADE ESPIRITA IRMA L" });
  });
});

describe("the amount", () => {
  it.each([
    [50, 5000],
    [19.9, 1990],
    [19.99, 1999],
    [0.01, 1],
    ["19.90", 1990],
    [" 100 ", 10000],
    [9999999999.99, 999999999999],
  ])("reads %p as %p cents", (written, cents) => {
    expect(parseAmount(written)).toEqual({ ok: true, value: cents });
  });

  it("shows an amount as the site's locale writes reais", () => {
    expect(formatReais(5000)).toBe("R$\u00a050,00");
    expect(formatReais(1990)).toBe("R$\u00a019,90");
    expect(formatReais(123456789)).toBe("R$\u00a01.234.567,89");
  });
});
