/**
 * The contact page's static map preview of the office area (Apodaca, Monterrey metro), drawn as SVG
 * and rasterised by sharp to public/images/map/monterrey{,-400}.webp. It stands in for the
 * interactive map until the visitor asks for it, so the page makes no third-party request.
 * No text is drawn (the address is written next to the map). Deterministic: same file each run.
 *
 *   npx tsx scripts/map-preview.ts
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MAP_PREVIEW = { path: "/images/map/monterrey.webp", width: 800, height: 600, variants: [400] } as const;

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function mapPreviewSvg(): string {
  const W = MAP_PREVIEW.width;
  const H = MAP_PREVIEW.height;
  const r = rng(2005);
  const o: string[] = [];
  o.push(`<rect width="${W}" height="${H}" fill="#eef1f4"/>`);
  // City blocks: a slightly rotated street grid.
  const blocks: string[] = [];
  for (let y = -40; y < H + 40; y += 46) {
    for (let x = -40; x < W + 40; x += 58) {
      if (r() < 0.12) continue;
      const w = 44 + r() * 8;
      const h = 34 + r() * 6;
      const shade = r() < 0.25 ? "#e2e6eb" : "#e7eaee";
      blocks.push(`<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="2" fill="${shade}"/>`);
    }
  }
  o.push(`<g transform="rotate(-8 ${W / 2} ${H / 2})">${blocks.join("")}</g>`);
  // Industrial park parcels around the office.
  o.push(`<g fill="#dde5ee" stroke="#cfd9e4">`);
  for (const [x, y, w, h] of [
    [430, 170, 120, 80],
    [560, 180, 110, 95],
    [450, 330, 130, 70],
    [600, 320, 90, 110],
    [330, 250, 80, 70],
  ]) o.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3"/>`);
  o.push(`</g>`);
  // Parks.
  o.push(`<g fill="#d5ead8"><path d="M70 420 q60 -40 130 -10 q40 30 20 80 q-70 40 -150 10z"/><path d="M640 40 q50 -10 90 20 q10 50 -40 60 q-60 0 -50 -80z"/></g>`);
  // River crossing the area.
  o.push(`<path d="M-20 520 C 150 470, 260 560, 420 510 S 700 430, 820 470" fill="none" stroke="#b9d7ef" stroke-width="16" stroke-linecap="round"/>`);
  // Highways and main avenues.
  const roads = [
    { d: "M-20 120 C 200 150, 420 100, 820 140", w: 14 },
    { d: "M120 -20 C 150 200, 220 420, 260 620", w: 12 },
    { d: "M-20 300 L 820 260", w: 10 },
    { d: "M520 -20 C 500 200, 540 400, 500 620", w: 10 },
    { d: "M-20 600 C 250 380, 520 340, 820 200", w: 8 },
  ];
  for (const road of roads) o.push(`<path d="${road.d}" fill="none" stroke="#f6c77d" stroke-width="${road.w + 4}" stroke-linecap="round"/>`);
  for (const road of roads) o.push(`<path d="${road.d}" fill="none" stroke="#fde3b4" stroke-width="${road.w}" stroke-linecap="round"/>`);
  // Airport runway to the north-east.
  o.push(`<g transform="rotate(-30 700 80)"><rect x="630" y="70" width="170" height="14" rx="2" fill="#cfd5dc"/><path d="M640 77 H 790" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 8"/></g>`);
  // Marker at the office.
  const mx = 505;
  const my = 265;
  o.push(`<circle cx="${mx}" cy="${my + 4}" r="26" fill="#b45309" fill-opacity="0.18"/>`);
  o.push(`<path d="M${mx} ${my} c -14 -18 -22 -28 -22 -40 a 22 22 0 0 1 44 0 c 0 12 -8 22 -22 40z" fill="#b45309" stroke="#78350f" stroke-width="2"/>`);
  o.push(`<circle cx="${mx}" cy="${my - 40}" r="8" fill="#fff"/>`);
  // Soft vignette.
  o.push(
    `<defs><radialGradient id="v" cx="50%" cy="45%" r="75%"><stop offset="60%" stop-color="#0f2236" stop-opacity="0"/><stop offset="100%" stop-color="#0f2236" stop-opacity="0.18"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#v)"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${o.join("")}</svg>`;
}

export async function writeMapPreview(publicDir = path.join(ROOT, "public")): Promise<void> {
  const file = path.join(publicDir, MAP_PREVIEW.path);
  await mkdir(path.dirname(file), { recursive: true });
  const svg = Buffer.from(mapPreviewSvg());
  await sharp(svg).webp({ quality: 80 }).toFile(file);
  for (const w of MAP_PREVIEW.variants) {
    await sharp(svg).resize(w).webp({ quality: 80 }).toFile(file.replace(/\.webp$/, `-${w}.webp`));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeMapPreview();
  console.log(`wrote ${MAP_PREVIEW.path}`);
}
