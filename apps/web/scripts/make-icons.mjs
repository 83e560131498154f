// The installable app's icons (issue 26), drawn once from public/favicon.svg and committed as PNGs:
// `node apps/web/scripts/make-icons.mjs` after the favicon changes. 192 and 512 px for the manifest,
// a maskable 512 px (the emblem inside the centre 80 %, the safe zone a launcher's mask keeps, on
// the theme's indigo to the edges) and Apple's 180 px touch icon (iOS rounds the corners itself).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const publicDir = join(import.meta.dirname, "../public");
const favicon = readFileSync(join(publicDir, "favicon.svg"), "utf8");
const indigo = "#4338ca";
// The favicon without its rounded corners: a launcher or iOS shapes the icon itself.
const square = favicon.replace(/rx="\d+"/, 'rx="0"');
// The emblem at 80 % of the size, centred on a full indigo square.
const maskable = square.replace(
  /<svg([^>]*)viewBox="0 0 64 64">/,
  `<svg$1viewBox="-8 -8 80 80"><rect x="-8" y="-8" width="80" height="80" fill="${indigo}"/>`,
);

const icons = [
  { file: "icon-192.png", svg: favicon, size: 192 },
  { file: "icon-512.png", svg: favicon, size: 512 },
  { file: "icon-maskable-512.png", svg: maskable, size: 512 },
  { file: "apple-touch-icon.png", svg: square, size: 180 },
];
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(publicDir, "icons", file));
  console.log(`public/icons/${file} (${size}×${size})`);
}
