/**
 * @jest-environment node
 */
import jsQR from "jsqr";
import { qrSvg } from "../src/buildtime/donations/qr-svg";
import { SITE } from "../src/shared/site";
import { formatReais } from "../src/shared/pix/amount";
import { staticBrCode } from "../src/shared/pix/br-code";

const SETTINGS = { key: "11222333000181", name: "INSTITUTO EVOLUCAO", city: "SAO PAULO" };
const FREE = staticBrCode(SETTINGS);
const FIFTY = staticBrCode({ ...SETTINGS, cents: 5000 });
const FREE_LABEL = `QR Code Pix para doar qualquer valor ao ${SITE.name}`;
const FIFTY_LABEL = `QR Code Pix para doar ${formatReais(5000)} ao ${SITE.name}`;

/** The side of the drawing, in modules (the viewBox is square, from 0 0). */
function sideOf(svg: string): number {
  const match = /<svg [^>]*viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  if (!match || match[1] !== match[2]) throw new Error("No square viewBox from 0 0.");
  return Number(match[1]);
}

/**
 * The drawing read back into modules: each unit square of the viewBox is dark when its centre lies inside
 * the black path (even-odd, counting the vertical edges to its left). The path's commands are read as SVG
 * defines them (M, m, H, h, V, v, Z), whatever the drawing's way of cutting it into shapes.
 */
function modulesOf(svg: string): boolean[][] {
  const side = sideOf(svg);
  const d = /<path fill="#000" d="([^"]*)"/.exec(svg)?.[1];
  if (d === undefined) throw new Error("No black path.");
  const edges: { x: number; from: number; to: number }[] = [];
  let x = 0;
  let y = 0;
  let start = { x: 0, y: 0 };
  for (const [, command, argument] of d.matchAll(/([MmHhVvZz])\s*([-\d.\s,]*)/g)) {
    const numbers =
      argument.trim() === ""
        ? []
        : argument
            .trim()
            .split(/[\s,]+/)
            .map(Number);
    const [previousX, previousY] = [x, y];
    if (command === "M" || command === "m") {
      [x, y] = command === "M" ? [numbers[0], numbers[1]] : [x + numbers[0], y + numbers[1]];
      start = { x, y };
      continue;
    }
    if (command === "H") x = numbers[0];
    else if (command === "h") x += numbers[0];
    else if (command === "V") y = numbers[0];
    else if (command === "v") y += numbers[0];
    else [x, y] = [start.x, start.y];
    if (x !== previousX && y !== previousY) throw new Error("A diagonal edge: not a drawing of modules.");
    if (x === previousX && y !== previousY) edges.push({ x, from: Math.min(y, previousY), to: Math.max(y, previousY) });
  }
  return Array.from({ length: side }, (_, row) =>
    Array.from({ length: side }, (_, column) => {
      const [cx, cy] = [column + 0.5, row + 0.5];
      return edges.filter((edge) => edge.x < cx && edge.from < cy && cy < edge.to).length % 2 === 1;
    }),
  );
}

/** The modules as an RGBA image, `scale` pixels a module, for a decoder that reads pixels. */
function imageOf(modules: boolean[][], scale: number) {
  const width = modules.length * scale;
  const data = new Uint8ClampedArray(width * width * 4);
  for (let py = 0; py < width; py += 1)
    for (let px = 0; px < width; px += 1) {
      const value = modules[Math.floor(py / scale)][Math.floor(px / scale)] ? 0 : 255;
      data.set([value, value, value, 255], (py * width + px) * 4);
    }
  return { data, width };
}

/** The symbol without its quiet zone (the dark modules' bounding square). */
function symbolOf(modules: boolean[][]): boolean[][] {
  const rows = modules.flatMap((row, index) => (row.some(Boolean) ? [index] : []));
  const columns = modules[0].flatMap((_, index) => (modules.some((row) => row[index]) ? [index] : []));
  const [first, last] = [Math.min(rows[0], columns[0]), Math.max(rows.at(-1) ?? 0, columns.at(-1) ?? 0)];
  return modules.slice(first, last + 1).map((row) => row.slice(first, last + 1));
}

/** ISO/IEC 18004's format information: two bits of error correction level, three of mask, BCH(15,5), masked. */
const LEVEL_BITS: Record<string, number> = { L: 0b01, M: 0b00, Q: 0b11, H: 0b10 };
function formatBits(level: number, mask: number): number {
  const data = (level << 3) | mask;
  let remainder = data << 10;
  for (let bit = 14; bit >= 10; bit -= 1) if (remainder & (1 << bit)) remainder ^= 0x537 << (bit - 10);
  return ((data << 10) | remainder) ^ 0x5412;
}

/** Both copies of the format information, read as a decoder reads them (most significant bit first). */
function readFormat(symbol: boolean[][]): [number, number] {
  const size = symbol.length;
  const at = (column: number, row: number) => (symbol[row][column] ? 1 : 0);
  const push = (bits: number, bit: number) => (bits << 1) | bit;
  let topLeft = 0;
  for (let column = 0; column <= 8; column += 1) if (column !== 6) topLeft = push(topLeft, at(column, 8));
  for (let row = 7; row >= 0; row -= 1) if (row !== 6) topLeft = push(topLeft, at(8, row));
  let other = 0;
  for (let row = size - 1; row >= size - 7; row -= 1) other = push(other, at(8, row));
  for (let column = size - 8; column < size; column += 1) other = push(other, at(column, 8));
  return [topLeft, other];
}

function levelOf(symbol: boolean[][]): string {
  const [topLeft, other] = readFormat(symbol);
  expect(other).toBe(topLeft);
  const found = Object.entries(LEVEL_BITS).find(([, level]) =>
    Array.from({ length: 8 }, (_, mask) => formatBits(level, mask)).includes(topLeft),
  );
  if (!found) throw new Error(`No format information: ${topLeft.toString(2)}.`);
  return found[0];
}

describe.each([
  ["any amount", FREE, FREE_LABEL],
  ["R$ 50,00", FIFTY, FIFTY_LABEL],
])("the QR of the code for %s", (_name, payload, label) => {
  const svg = qrSvg(payload, label);
  const modules = modulesOf(svg);

  it("decodes, without JavaScript on the page, to the payload byte for byte", () => {
    const { data, width } = imageOf(modules, 4);
    expect(jsQR(data, width, width)?.data).toBe(payload);
  });

  it("uses error correction level M", () => {
    expect(levelOf(symbolOf(modules))).toBe("M");
  });

  it("keeps a quiet zone of four light modules on every side", () => {
    const side = modules.length;
    const symbol = symbolOf(modules);
    expect(side - symbol.length).toBe(8);
    const border = modules.flatMap((row, y) => row.filter((_, x) => Math.min(x, y, side - 1 - x, side - 1 - y) < 4));
    expect(border.some(Boolean)).toBe(false);
  });

  it("fills its ground white itself, under a black path, so a dark scheme leaves it dark on light", () => {
    const side = sideOf(svg);
    expect(svg).toContain(`<rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="`);
  });

  it("scales with its box: a viewBox, no size of its own, crisp edges", () => {
    const open = /^<svg [^>]*>/.exec(svg)?.[0] ?? "";
    expect(open).toMatch(/ viewBox="0 0 \d+ \d+"/);
    expect(open).not.toMatch(/ (width|height)=/);
    expect(open).toContain(' shape-rendering="crispEdges"');
  });

  it("is an image named by its label, and loads nothing", () => {
    const open = /^<svg [^>]*>/.exec(svg)?.[0] ?? "";
    expect(open).toContain(' role="img"');
    expect(open).toContain(` aria-label="${label}"`);
    expect(svg).not.toMatch(/<script|<image|href=|url\(/);
  });

  it("is the same for the same payload", () => {
    expect(qrSvg(payload, label)).toBe(svg);
  });
});

it("escapes the label as an attribute", () => {
  expect(qrSvg(FREE, 'Doe "já" & <agora>')).toContain(' aria-label="Doe &quot;já&quot; &amp; &lt;agora&gt;"');
});
