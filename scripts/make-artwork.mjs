// Renders the site's original artwork (SVG drawings below) to the raster files the site ships.
// Run once after changing a drawing: `node scripts/make-artwork.mjs`. The outputs are committed.
import sharp from "sharp";
import { mkdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const W = 1280;
const H = 800;

/** A sky from `top` to `bottom` behind the drawing. */
const scene = (top, bottom, drawing) => `
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>${drawing}`;

const sun = (cx, cy, r, color = "#ffe08a") => `
  <radialGradient id="glow" cx="${cx / W}" cy="${cy / H}" r="0.45">
    <stop offset="0" stop-color="${color}" stop-opacity="0.9"/><stop offset="1" stop-color="${color}" stop-opacity="0"/>
  </radialGradient>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;

const drawings = {
  // A road that runs ahead into the sunrise: life only moves forward.
  "content/ensinamentos/imagens/vida-nao-tem-marcha-re.jpg": scene(
    "#f3b94d",
    "#fbe7b5",
    `
    ${sun(640, 360, 90)}
    <path d="M0 470 Q 320 400 640 450 T 1280 430 V800 H0Z" fill="#c98a2b"/>
    <path d="M0 560 Q 400 500 800 540 T 1280 520 V800 H0Z" fill="#9c6418"/>
    <path d="M560 800 L632 452 L648 452 L720 800Z" fill="#5a3a0e"/>
    <path d="M636 800 L639 700 L641 700 L644 800Z M639 660 L640 600 L641 660Z M640 560 L640 520 L641 560Z" fill="#ffe9a8"/>`,
  ),
  // A garden in bloom on one side, a heap on the other: the same yard, two angles.
  "content/ensinamentos/imagens/angulo-jardim-lixo.jpg": scene(
    "#cfe8c8",
    "#fdf3d6",
    `
    ${sun(1020, 170, 70, "#ffd466")}
    <rect y="560" width="${W}" height="240" fill="#7aa35a"/>
    <rect x="620" y="300" width="40" height="500" fill="#e8d9b0"/>
    ${Array.from({ length: 14 }, (_, i) => {
      const x = 60 + i * 38,
        y = 520 + (i % 3) * 30;
      return `<line x1="${x}" y1="${y + 60}" x2="${x}" y2="${y}" stroke="#3f6b2a" stroke-width="6"/>
              <circle cx="${x}" cy="${y}" r="18" fill="${["#e2574c", "#f2b134", "#d96aa7"][i % 3]}"/>`;
    }).join("")}
    <path d="M760 760 Q 900 560 1180 760Z" fill="#8d8a80"/>
    <path d="M820 740 Q 930 620 1100 740Z" fill="#6f6c63"/>`,
  ),
  // Two wolves under the moon, one golden and one in shadow.
  "content/ensinamentos/imagens/lobo-bom-lobo-mau.jpg": scene(
    "#2b2250",
    "#c9893a",
    `
    ${sun(640, 250, 110, "#fff1c2")}
    <path d="M0 620 Q 640 540 1280 620 V800 H0Z" fill="#3b2a1a"/>
    <path d="M330 620 l40 -120 l30 40 l50 -10 l40 90 l60 10 l-20 30Z" fill="#e0a53a"/>
    <path d="M950 620 l-40 -120 l-30 40 l-50 -10 l-40 90 l-60 10 l20 30Z" fill="#1d1530"/>`,
  ),
  // Teachings served by the site's API.
  "static/imagens/ensinos/1.jpg": scene(
    "#f7d488",
    "#fff6e0",
    `
    ${sun(640, 300, 120, "#fff3c4")}
    <path d="M520 800 Q 640 520 760 800Z" fill="#b07a1c"/>`,
  ),
  "static/imagens/ensinos/2.jpg": scene(
    "#f2c6a0",
    "#fdebd3",
    `
    <path d="M640 640 C 420 480 460 300 640 400 C 820 300 860 480 640 640Z" fill="#d9822b"/>`,
  ),
  "static/imagens/ensinos/3.jpg": scene(
    "#c9def0",
    "#f7efd9",
    `
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${300 + i * 140}" y="${640 - i * 90}" width="140" height="${160 + i * 90}" fill="${["#e9c46a", "#dba94a", "#c98f33", "#b0741f", "#8f5a10"][i]}"/>`).join("")}`,
  ),
};

const logo = (size) => `
  <svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f6d365"/><stop offset="0.55" stop-color="#d4a017"/><stop offset="1" stop-color="#a8740b"/>
    </linearGradient></defs>
    <rect width="64" height="64" rx="14" fill="#fffaf0"/>
    <circle cx="32" cy="24" r="11" fill="url(#g)"/>
    <path d="M32 58c-4-6-14-9-22-8 2 7 11 11 22 8zm0 0c4-6 14-9 22-8-2 7-11 11-22 8zm0 0c-7-7-8-16-4-22 5 4 6 14 4 22zm0 0c7-7 8-16 4-22-5 4-6 14-4 22z" fill="url(#g)"/>
  </svg>`;

// The picture shared links show (Open Graph), 1200 × 630.
const ogSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#3b2a08"/><stop offset="0.45" stop-color="#5c3c00"/><stop offset="1" stop-color="#8a5a00"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g transform="translate(440 95) scale(5)">${logo(64)
    .replace(/<\/?svg[^>]*>/g, "")
    .replace('<rect width="64" height="64" rx="14" fill="#fffaf0"/>', "")}</g>
</svg>`;
await sharp(Buffer.from(ogSvg)).jpeg({ quality: 85, mozjpeg: true }).toFile(path.join(root, "static/og-image.jpg"));

for (const [file, body] of Object.entries(drawings)) {
  const out = path.join(root, file);
  mkdirSync(path.dirname(out), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(out);
}

for (const [name, size] of [
  ["favicon-32.png", 32],
  ["apple-touch-icon.png", 180],
  ["icon-192.png", 192],
  ["icon-512.png", 512],
]) {
  await sharp(Buffer.from(logo(size)))
    .png()
    .toFile(path.join(root, "static", name));
}
console.log("artwork written");
