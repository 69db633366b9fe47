import { create } from "qrcode";
import { escapeHtml } from "../../shared/html-page";

/**
 * A Pix code's QR drawn by the build as an inline SVG: nothing to load, nothing that runs, the same bytes
 * for the same payload. Error correction M: a code still reads with about 15% of it smudged or glared,
 * and stays smaller than at Q or H. It scales with its box (a viewBox, no width or height of its own),
 * with crisp module edges; it is dark on a white ground it fills itself, quiet zone included, so a dark
 * colour scheme never leaves it light on dark, which many readers cannot decode. `role="img"` and the
 * caller's label name it for a screen reader.
 */

/** The quiet zone around the symbol, in modules: the four the QR standard asks for. */
const QUIET_ZONE = 4;

/** Each row's runs of dark modules, as one path of rectangles one module high. */
function darkRuns(size: number, isDark: (row: number, column: number) => boolean): string {
  const runs: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let column = 0;
    while (column < size) {
      if (!isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < size && isDark(row, column)) column += 1;
      runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`);
    }
  }
  return runs.join("");
}

export function qrSvg(payload: string, label: string): string {
  const { modules } = create(payload, { errorCorrectionLevel: "M" });
  const side = modules.size + 2 * QUIET_ZONE;
  const path = darkRuns(modules.size, (row, column) => modules.get(row, column) === 1);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges" role="img" aria-label="${escapeHtml(label)}">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
