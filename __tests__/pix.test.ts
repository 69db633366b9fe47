/**
 * @jest-environment node
 */
import { validateFrontmatter } from "../src/shared/content-kinds/validation";
import type { ContentKindDefinition } from "../src/shared/content-kinds/define";
import { formatReais, parseAmount } from "../src/shared/pix/amount";
import { MAX_KEY_LENGTH, PIX_LIMITS, staticBrCode, type StaticPix } from "../src/shared/pix/br-code";
import { crc16 } from "../src/shared/pix/crc16";
import { PIX_KEY_KIND_NAMES, parsePixKey } from "../src/shared/pix/key";
import { merchantText } from "../src/shared/pix/merchant-text";
import { PIX_FIELDS, pixCodes, pixSettingsProblems, readPixSettings } from "../src/shared/pix/settings";
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

/** Settings that make codes; each refusal below changes one of them. */
const VALID = {
  chave_pix: "11.222.333/0001-81",
  favorecido: "Instituto Evolução",
  cidade: "São Paulo",
  valores: [20, 50, 100],
  identificador: "APOIE2025",
};

describe("pixSettingsProblems: the content kind's check", () => {
  const problems = (changes: Record<string, unknown>) => pixSettingsProblems({ ...VALID, ...changes });

  it("accepts settings that make codes, and their optional fields left out", () => {
    expect(problems({})).toEqual([]);
    expect(problems({ valores: undefined, identificador: undefined })).toEqual([]);
    expect(problems({ valores: [], identificador: "" })).toEqual([]);
    expect(problems({ valores: null, identificador: null })).toEqual([]);
  });

  it("uses the front matter's keys", () => {
    expect(PIX_FIELDS).toEqual({
      key: "chave_pix",
      name: "favorecido",
      city: "cidade",
      amounts: "valores",
      txid: "identificador",
    });
  });

  it.each([
    ["11.222.333/0001-82", "não é um CNPJ válido: os dígitos verificadores não conferem"],
    [
      "529.982.247-26",
      "não é um CPF válido: os dígitos verificadores não conferem (se é um celular, escreva-o com +55 e o DDD: +5561912345678)",
    ],
    ["111.111.111-11", "não é um CPF válido: todos os dígitos são iguais"],
    ["00000000000000", "não é um CNPJ válido: todos os dígitos são iguais"],
    ["1234567890", "tem 10 dígitos: um CPF tem 11 e um CNPJ, 14"],
    ["contato@instituto", "não é um endereço de e-mail válido"],
    ["contato@@instituto.org", "não é um endereço de e-mail válido"],
    ["Contato@Instituto.org", "deve estar em letras minúsculas, como o Pix registra os e-mails: contato@instituto.org"],
    ["+1 202 555 0100", "não é um celular no formato do Pix: +55, o DDD e os 9 dígitos do número, como +5561912345678"],
    [
      "+55 61 3123-4567",
      "não é um celular no formato do Pix: +55, o DDD e os 9 dígitos do número, como +5561912345678",
    ],
    ["+5501912345678", "não é um celular no formato do Pix: +55, o DDD e os 9 dígitos do número, como +5561912345678"],
    [
      "123e4567-e12b-12d1-a456-42665544000",
      "não é uma chave aleatória válida: ela tem 32 letras de a a f e números, em grupos de 8, 4, 4, 4 e 12 separados por hífens, como 123e4567-e12b-12d1-a456-426655440000",
    ],
    [
      "minha chave",
      "não é uma chave Pix: escreva um CNPJ ou um CPF (com ou sem pontos), um e-mail, um celular com +55 e o DDD (+5561912345678) ou uma chave aleatória (123e4567-e12b-12d1-a456-426655440000)",
    ],
    ["   ", "não pode ficar vazio"],
  ])("refuses the key %p", (chave_pix, message) => {
    expect(problems({ chave_pix })).toEqual([{ field: "chave_pix", message }]);
  });

  it("refuses a name over 25 characters once its accents are taken away, showing what it would be", () => {
    expect(problems({ favorecido: "Instituto Evolução para Todos" })).toEqual([
      {
        field: "favorecido",
        message:
          'tem 29 caracteres como o código Pix o escreve, sem acentos e em maiúsculas ("INSTITUTO EVOLUCAO PARA TODOS"), e o padrão aceita no máximo 25: abrevie-o como o banco o mostra (os 25 primeiros seriam "INSTITUTO EVOLUCAO PARA T")',
      },
    ]);
  });

  it("refuses a city over 15", () => {
    expect(problems({ cidade: "São José dos Campos" })).toEqual([
      {
        field: "cidade",
        message:
          'tem 19 caracteres como o código Pix o escreve, sem acentos e em maiúsculas ("SAO JOSE DOS CAMPOS"), e o padrão aceita no máximo 15: abrevie-o como o banco o mostra (os 15 primeiros seriam "SAO JOSE DOS CA")',
      },
    ]);
  });

  it("refuses, naming them, the characters the standard has no letter for", () => {
    expect(problems({ favorecido: "Soc. Nª Sra. – Luz", cidade: "Niterói’" })).toEqual([
      {
        field: "favorecido",
        message:
          'tem caracteres que o código Pix não aceita ("ª", "–"): use letras, números, espaços e pontuação simples',
      },
      {
        field: "cidade",
        message: 'tem caracteres que o código Pix não aceita ("’"): use letras, números, espaços e pontuação simples',
      },
    ]);
  });

  it.each([["doação2025"], ["APOIE 2025"], ["A".repeat(26)], ["***"]])(
    "refuses the identificador %p",
    (identificador) => {
      expect(problems({ identificador })).toEqual([
        {
          field: "identificador",
          message: "deve ter de 1 a 25 letras sem acento e números, sem espaços nem outros sinais (como APOIE2025)",
        },
      ]);
    },
  );

  it("accepts an identificador of 25 letters and digits", () => {
    expect(problems({ identificador: "A1".repeat(12) + "Z" })).toEqual([]);
  });

  it("refuses every amount that is not positive with at most two decimals, by its place in the list", () => {
    const message =
      "deve ser um valor em reais maior que zero, com no máximo duas casas decimais depois do ponto (50 ou 19.90)";
    expect(problems({ valores: [20, 0, -5, 19.999, "19,90", "R$ 50", true, 50] })).toEqual([
      { field: "valores[2]", message },
      { field: "valores[3]", message },
      { field: "valores[4]", message },
      { field: "valores[5]", message },
      { field: "valores[6]", message },
      { field: "valores[7]", message },
    ]);
  });

  it("refuses an amount field 54 cannot hold, and the same amount twice", () => {
    expect(problems({ valores: [10 ** 10, 50, "50.00"] })).toEqual([
      { field: "valores[1]", message: "passa do maior valor que o código Pix aceita, R$\u00a09.999.999.999,99" },
      { field: "valores[3]", message: 'repete R$\u00a050,00, já em "valores[2]"' },
    ]);
  });

  it("refuses amounts that are not a list", () => {
    expect(problems({ valores: 50 })).toEqual([
      { field: "valores", message: "deve ser uma lista de valores em reais, como [20, 50, 100]" },
    ]);
  });

  it("says what is missing, and what is not text", () => {
    expect(pixSettingsProblems({})).toEqual([
      { field: "chave_pix", message: "é obrigatório" },
      { field: "favorecido", message: "é obrigatório" },
      { field: "cidade", message: "é obrigatório" },
    ]);
    expect(problems({ favorecido: 42 })).toEqual([{ field: "favorecido", message: "deve ser um texto" }]);
  });

  it("reports every broken field at once", () => {
    expect(
      problems({ chave_pix: "x", favorecido: "ª", cidade: "", valores: [0], identificador: "-" }).map(
        (problem) => problem.field,
      ),
    ).toEqual(["chave_pix", "favorecido", "cidade", "valores[1]", "identificador"]);
  });

  it("completes the sentence the build and the editor show, naming the file and the field", () => {
    const kind = {
      name: "apoie",
      folder: "content",
      label: "Apoie",
      labelSingular: "Apoie",
      description: "",
      extension: "mdx",
      fileName: "title",
      titleField: "favorecido",
      fields: [
        { name: "chave_pix", label: "Chave Pix", type: "text", required: true },
        { name: "favorecido", label: "Favorecido", type: "text", required: true },
        { name: "cidade", label: "Cidade", type: "text", required: true },
      ],
      unique: [],
      check: pixSettingsProblems,
    } satisfies ContentKindDefinition;
    expect(validateFrontmatter(kind, { ...VALID, chave_pix: "11.222.333/0001-82" }, "content/apoie.mdx")).toEqual({
      ok: false,
      errors: ['content/apoie.mdx: "chave_pix" não é um CNPJ válido: os dígitos verificadores não conferem'],
    });
  });
});

describe("the codes made from the settings", () => {
  const settingsOf = (data: Record<string, unknown>) => {
    const reading = readPixSettings(data);
    if (!reading.ok) throw new Error(`Settings refused: ${JSON.stringify(reading.problems)}`);
    return reading.settings;
  };
  const codesOf = (data: Record<string, unknown>) => pixCodes(settingsOf(data));

  it("reads the settings as the code carries them", () => {
    expect(settingsOf(VALID)).toEqual({
      key: { kind: "cnpj", value: "11222333000181" },
      name: "INSTITUTO EVOLUCAO",
      city: "SAO PAULO",
      amounts: [2000, 5000, 10000],
      txid: "APOIE2025",
    });
  });

  it("makes one code for any amount, without field 54", () => {
    const codes = codesOf(VALID);
    expect(codes.free).toBe(
      staticBrCode({ key: "11222333000181", name: "INSTITUTO EVOLUCAO", city: "SAO PAULO", txid: "APOIE2025" }),
    );
    expect(fieldsOf(codes.free)).toEqual([
      ["00", "01"],
      ["26", "0014br.gov.bcb.pix011411222333000181"],
      ["52", "0000"],
      ["53", "986"],
      ["58", "BR"],
      ["59", "INSTITUTO EVOLUCAO"],
      ["60", "SAO PAULO"],
      ["62", "0509APOIE2025"],
      ["63", crc16(codes.free.slice(0, -4))],
    ]);
  });

  it("makes one code per suggested amount, in the editor's order", () => {
    const codes = codesOf(VALID);
    expect(codes.suggested.map(({ cents, reais }) => [cents, reais])).toEqual([
      [2000, "R$\u00a020,00"],
      [5000, "R$\u00a050,00"],
      [10000, "R$\u00a0100,00"],
    ]);
    expect(codes.suggested.map(({ payload }) => fieldsOf(payload)[4])).toEqual([
      ["54", "20.00"],
      ["54", "50.00"],
      ["54", "100.00"],
    ]);
    for (const { payload } of codes.suggested) expect(tableCrc(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it("carries no txid as ***", () => {
    expect(fieldsOf(codesOf({ ...VALID, identificador: undefined }).free)[7]).toEqual(["62", "0503***"]);
  });
});
