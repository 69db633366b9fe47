import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** The few properties of a HAST node (the HTML syntax tree) that the walk reads and writes. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** The file of static/ a body's picture names (`/imagens/foto.jpg`), or null for one that is not there. */
function staticFile(staticDir: string, src: unknown): string | null {
  if (typeof src !== "string" || !src.startsWith("/") || src.startsWith("//")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(src.split(/[?#]/)[0]);
  } catch {
    return null;
  }
  const file = path.join(staticDir, decoded);
  return file.startsWith(`${staticDir}${path.sep}`) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

/**
 * A rehype plugin for a body's pictures (always the site's own, from static/, by the body's rule): each
 * gets the width and height of its file, as it shows (a photo turned by its EXIF orientation, turned),
 * so that the browser keeps its place before it arrives and nothing below it moves when it does; the
 * stylesheet still scales it to the column (`max-width: 100%; height: auto`). sharp reads the sizes
 * from the files' headers. A picture that is not a file of static/ is left as it is.
 */
export function pictureDimensions(staticDir = path.join(process.cwd(), "static")) {
  return () => async (tree: HastNode) => {
    const pictures: HastNode[] = [];
    const visit = (node: HastNode) => {
      if (node.tagName === "img") pictures.push(node);
      node.children?.forEach(visit);
    };
    visit(tree);
    await Promise.all(
      pictures.map(async (picture) => {
        const file = staticFile(staticDir, picture.properties?.src);
        if (!file) return;
        const { width, height, orientation } = await sharp(file).metadata();
        if (!width || !height) return;
        const turned = (orientation ?? 1) >= 5;
        picture.properties = { ...picture.properties, width: turned ? height : width, height: turned ? width : height };
      }),
    );
  };
}
