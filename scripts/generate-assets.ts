/**
 * Procedural imagery for the Ardentia website.
 *
 *   npx tsx scripts/generate-assets.ts            # everything
 *   npx tsx scripts/generate-assets.ts --only=categories,products,blog,og,icons,video
 *
 * Every picture is drawn as SVG and rasterised by sharp; the hero video's frames are rendered
 * the same way and encoded with Debian's ffmpeg. Randomness is seeded, so each run writes the
 * same files. No text is drawn except the company name on the Open Graph images.
 * See scripts/README.md.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { MAP_PREVIEW, writeMapPreview } from "./map-preview.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = path.join(ROOT, "public");

// ---------------------------------------------------------------------------------------------
// Basics: seeded randomness, number formatting, colours
// ---------------------------------------------------------------------------------------------

type Rng = () => number;
type Pt = [number, number];

/** The electric field at (x, y) of point charges `q` (inverse-square, unscaled). */
function chargeField(charges: ReadonlyArray<{ x: number; y: number; q: number }>, x: number, y: number): Pt {
  let ex = 0;
  let ey = 0;
  for (const c of charges) {
    const dx = x - c.x;
    const dy = y - c.y;
    const d3 = Math.pow(dx * dx + dy * dy, 1.5) || 1;
    ex += (c.q * dx) / d3;
    ey += (c.q * dy) / d3;
  }
  return [ex, ey];
}

function hashSeed(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed: number): Rng {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rngFor = (key: string): Rng => mulberry32(hashSeed(`ardentia:${key}`));
const rand = (r: Rng, a: number, b: number) => a + (b - a) * r();
const randInt = (r: Rng, a: number, b: number) => Math.floor(rand(r, a, b + 1));
const pick = <T>(r: Rng, arr: readonly T[]): T => arr[Math.floor(r() * arr.length)]!;

/** Short, deterministic number text for SVG attributes. */
const n = (v: number) => {
  const s = (Math.round(v * 100) / 100).toString();
  return s === "-0" ? "0" : s;
};
const pts = (p: Pt[]) => p.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
const pathD = (p: Pt[], close = false) =>
  p.map(([x, y], i) => `${i ? "L" : "M"}${n(x)} ${n(y)}`).join("") + (close ? "Z" : "");

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}
function rgbToHex([r, g, b]: [number, number, number]): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}
function mix(a: string, b: string, t: number): string {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex([A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t]);
}
/** amt > 0 lightens towards white, amt < 0 darkens towards black. */
const shade = (c: string, amt: number) => (amt >= 0 ? mix(c, "#ffffff", amt) : mix(c, "#000000", -amt));

/** Brand palette: deep navy / graphite, copper-amber accent, teal secondary. */
const C = {
  ink: "#050a14",
  navy950: "#070e1c",
  navy900: "#0b1628",
  navy800: "#10203a",
  navy700: "#172b4a",
  navy600: "#22395e",
  graphite: "#1b2230",
  graphite2: "#262f3f",
  steel: "#3a4659",
  copper: "#d97706",
  copperDeep: "#9a4a0a",
  amber: "#f59e0b",
  amberLight: "#fbbf5a",
  gold: "#fcd9a0",
  teal: "#14b8a6",
  tealDeep: "#0f766e",
  tealLight: "#5eead4",
  paper: "#f3f5f8",
  paper2: "#e4e9f0",
  slate: "#334155",
  slate2: "#475569",
  silver: "#cbd5e1",
  silver2: "#94a3b8",
  white: "#f8fafc",
  red: "#dc2626",
} as const;

// ---------------------------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------------------------

let uidCounter = 0;
const uid = (p: string) => `${p}${++uidCounter}`;

function svgDoc(w: number, h: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

function linGrad(id: string, stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1, units = ""): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${n(a)}"`}/>`)
    .join("");
  return `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${units ? ` gradientUnits="${units}"` : ""}>${s}</linearGradient>`;
}

function radGrad(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5, units = "", fx?: number, fy?: number): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${n(a)}"`}/>`)
    .join("");
  const f = fx === undefined ? "" : ` fx="${n(fx)}" fy="${n(fy ?? cy)}"`;
  return `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${f}${units ? ` gradientUnits="${units}"` : ""}>${s}</radialGradient>`;
}

function blurFilter(id: string, sd: number, pad = 0.5): string {
  return `<filter id="${id}" x="${-pad * 100}%" y="${-pad * 100}%" width="${100 + pad * 200}%" height="${100 + pad * 200}%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${n(sd)}"/></filter>`;
}

function glowFilter(id: string, sd: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${n(sd)}" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
}

/** A soft glow spot (radial gradient), cheap to render, no filter. */
function glowSpot(defs: string[], cx: number, cy: number, r: number, color: string, opacity: number): string {
  const id = uid("gs");
  defs.push(radGrad(id, [[0, color, opacity], [0.35, color, opacity * 0.45], [1, color, 0]]));
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${id})"/>`;
}

/** Horizontal cylinder-like shading (left→right) for a base colour. */
function cylGrad(id: string, base: string, vertical = false): string {
  const stops: [number, string][] = [
    [0, shade(base, -0.38)],
    [0.16, shade(base, 0.06)],
    [0.3, shade(base, 0.42)],
    [0.42, shade(base, 0.12)],
    [0.75, shade(base, -0.12)],
    [1, shade(base, -0.45)],
  ];
  return vertical ? linGrad(id, stops, 0, 0, 0, 1) : linGrad(id, stops, 0, 0, 1, 0);
}

// ---------------------------------------------------------------------------------------------
// Geometry
// ---------------------------------------------------------------------------------------------

const len = (a: Pt, b: Pt) => Math.hypot(b[0] - a[0], b[1] - a[1]);
const polyLength = (p: Pt[]) => p.slice(1).reduce((s, q, i) => s + len(p[i]!, q), 0);

/** Offsets an open polyline by d (positive = left of travel), with mitred joints. */
function offsetPolyline(p: Pt[], d: number): Pt[] {
  if (p.length < 2) return p;
  const normals: Pt[] = [];
  for (let i = 0; i < p.length - 1; i++) {
    const [x1, y1] = p[i]!;
    const [x2, y2] = p[i + 1]!;
    const l = Math.hypot(x2 - x1, y2 - y1) || 1;
    normals.push([-(y2 - y1) / l, (x2 - x1) / l]);
  }
  const out: Pt[] = [];
  out.push([p[0]![0] + normals[0]![0] * d, p[0]![1] + normals[0]![1] * d]);
  for (let i = 1; i < p.length - 1; i++) {
    const a = normals[i - 1]!;
    const b = normals[i]!;
    let mx = a[0] + b[0];
    let my = a[1] + b[1];
    const ml = Math.hypot(mx, my) || 1;
    mx /= ml;
    my /= ml;
    const k = d / Math.max(0.2, mx * b[0] + my * b[1]);
    out.push([p[i]![0] + mx * k, p[i]![1] + my * k]);
  }
  const last = normals[normals.length - 1]!;
  out.push([p[p.length - 1]![0] + last[0] * d, p[p.length - 1]![1] + last[1] * d]);
  return out;
}

/** Point at distance s along a polyline. */
function pointAt(p: Pt[], s: number): Pt {
  let acc = 0;
  for (let i = 0; i < p.length - 1; i++) {
    const l = len(p[i]!, p[i + 1]!);
    if (acc + l >= s) {
      const t = l ? (s - acc) / l : 0;
      return [p[i]![0] + (p[i + 1]![0] - p[i]![0]) * t, p[i]![1] + (p[i + 1]![1] - p[i]![1]) * t];
    }
    acc += l;
  }
  return p[p.length - 1]!;
}

/** Smooth path (Catmull-Rom → cubic Bézier) through points. */
function smoothPath(p: Pt[], closed = false): string {
  if (p.length < 3) return pathD(p, closed);
  const P = closed ? [p[p.length - 1]!, ...p, p[0]!, p[1]!] : [p[0]!, ...p, p[p.length - 1]!];
  let d = `M${n(P[1]![0])} ${n(P[1]![1])}`;
  const end = closed ? P.length - 2 : P.length - 2;
  for (let i = 1; i < end; i++) {
    const p0 = P[i - 1]!;
    const p1 = P[i]!;
    const p2 = P[i + 1]!;
    const p3 = P[i + 2] ?? p2;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d + (closed ? "Z" : "");
}

// ---------------------------------------------------------------------------------------------
// PCB pattern: chips, bundles of traces routed at 0/45/90°, vias, passives.
// ---------------------------------------------------------------------------------------------

interface PcbOptions {
  w: number;
  h: number;
  pitch: number; // trace spacing in a bundle
  chips: number;
  bundles: number;
  passives: number;
  vias: number;
  /** Wrap horizontally (for tiling); unused yet but reserved. */
  margin?: number;
}

interface Pcb {
  traces: Pt[][]; // each a polyline
  traceWidths: number[];
  vias: { x: number; y: number; r: number }[];
  chips: { x: number; y: number; w: number; h: number; pins: { x: number; y: number; w: number; h: number }[] }[];
  passives: { x: number; y: number; w: number; h: number; vertical: boolean }[];
}

const DIR8: Pt[] = [
  [1, 0],
  [Math.SQRT1_2, Math.SQRT1_2],
  [0, 1],
  [-Math.SQRT1_2, Math.SQRT1_2],
  [-1, 0],
  [-Math.SQRT1_2, -Math.SQRT1_2],
  [0, -1],
  [Math.SQRT1_2, -Math.SQRT1_2],
];

class Occupancy {
  cell: number;
  cols: number;
  rows: number;
  grid: Uint8Array;
  constructor(w: number, h: number, cell: number) {
    this.cell = cell;
    this.cols = Math.ceil(w / cell) + 1;
    this.rows = Math.ceil(h / cell) + 1;
    this.grid = new Uint8Array(this.cols * this.rows);
  }
  private cellsInDisk(x: number, y: number, r: number, fn: (i: number) => boolean | void): boolean {
    const c = this.cell;
    const x0 = Math.floor((x - r) / c);
    const x1 = Math.floor((x + r) / c);
    const y0 = Math.floor((y - r) / c);
    const y1 = Math.floor((y + r) / c);
    for (let gy = y0; gy <= y1; gy++)
      for (let gx = x0; gx <= x1; gx++) {
        if (gx < 0 || gy < 0 || gx >= this.cols || gy >= this.rows) {
          continue;
        }
        if (fn(gy * this.cols + gx) === false) return false;
      }
    return true;
  }
  inBounds(x: number, y: number, pad = 0) {
    return x >= pad && y >= pad && x <= (this.cols - 1) * this.cell - pad && y <= (this.rows - 1) * this.cell - pad;
  }
  freeSeg(a: Pt, b: Pt, r: number): boolean {
    const steps = Math.max(1, Math.ceil(len(a, b) / (this.cell * 0.5)));
    for (let i = 0; i <= steps; i++) {
      const x = a[0] + ((b[0] - a[0]) * i) / steps;
      const y = a[1] + ((b[1] - a[1]) * i) / steps;
      if (!this.cellsInDisk(x, y, r, (k) => this.grid[k] === 0)) return false;
    }
    return true;
  }
  markSeg(a: Pt, b: Pt, r: number) {
    const steps = Math.max(1, Math.ceil(len(a, b) / (this.cell * 0.5)));
    for (let i = 0; i <= steps; i++) {
      const x = a[0] + ((b[0] - a[0]) * i) / steps;
      const y = a[1] + ((b[1] - a[1]) * i) / steps;
      this.cellsInDisk(x, y, r, (k) => {
        this.grid[k] = 1;
      });
    }
  }
  freeRect(x: number, y: number, w: number, h: number): boolean {
    for (let yy = y; yy <= y + h; yy += this.cell * 0.5)
      for (let xx = x; xx <= x + w; xx += this.cell * 0.5) {
        const gx = Math.floor(xx / this.cell);
        const gy = Math.floor(yy / this.cell);
        if (gx < 0 || gy < 0 || gx >= this.cols || gy >= this.rows) return false;
        if (this.grid[gy * this.cols + gx]) return false;
      }
    return true;
  }
  markRect(x: number, y: number, w: number, h: number) {
    for (let yy = y; yy <= y + h + this.cell; yy += this.cell * 0.5)
      for (let xx = x; xx <= x + w + this.cell; xx += this.cell * 0.5) {
        const gx = Math.floor(xx / this.cell);
        const gy = Math.floor(yy / this.cell);
        if (gx < 0 || gy < 0 || gx >= this.cols || gy >= this.rows) continue;
        this.grid[gy * this.cols + gx] = 1;
      }
  }
}

/**
 * Routes a bundle of k parallel traces from `start` heading `dir` (0..7, even = orthogonal).
 * Returns the spine or null if it could not go anywhere.
 */
function routeSpine(r: Rng, occ: Occupancy, start: Pt, dir: number, halfWidth: number, pitch: number, maxSegs: number): Pt[] | null {
  const spine: Pt[] = [start];
  let p = start;
  let d = dir;
  let firstSegment = true;
  for (let seg = 0; seg < maxSegs; seg++) {
    // orthogonal run
    const runLen = (firstSegment ? randInt(r, 2, 5) : randInt(r, 3, 14)) * pitch * 1.5;
    firstSegment = false;
    const v = DIR8[d]!;
    let q: Pt = [p[0] + v[0] * runLen, p[1] + v[1] * runLen];
    // start a bit ahead of p so the check does not hit the segment we just left
    const probeFrom: Pt = [p[0] + v[0] * (halfWidth + pitch), p[1] + v[1] * (halfWidth + pitch)];
    if (!occ.inBounds(q[0], q[1], halfWidth + pitch) || !occ.freeSeg(probeFrom, q, halfWidth + pitch * 0.6)) {
      // try a shorter run
      const shortLen = runLen * 0.45;
      q = [p[0] + v[0] * shortLen, p[1] + v[1] * shortLen];
      if (!occ.inBounds(q[0], q[1], halfWidth + pitch) || !occ.freeSeg(probeFrom, q, halfWidth + pitch * 0.6)) break;
      spine.push(q);
      p = q;
      break;
    }
    spine.push(q);
    p = q;
    // 45° bend then either 90° total turn or a jog back to the original heading
    if (seg === maxSegs - 1) break;
    const turn = r() < 0.5 ? 1 : -1;
    const d45 = (d + turn + 8) % 8;
    const diagLen = randInt(r, 1, 4) * pitch * 1.5;
    const vv = DIR8[d45]!;
    const q2: Pt = [p[0] + vv[0] * diagLen, p[1] + vv[1] * diagLen];
    const probe2: Pt = [p[0] + vv[0] * (halfWidth + pitch), p[1] + vv[1] * (halfWidth + pitch)];
    if (!occ.inBounds(q2[0], q2[1], halfWidth + pitch) || !occ.freeSeg(probe2, q2, halfWidth + pitch * 0.6)) break;
    spine.push(q2);
    p = q2;
    d = r() < 0.55 ? (d45 + turn + 8) % 8 : (d45 - turn + 8) % 8;
  }
  if (spine.length < 2) return null;
  for (let i = 0; i < spine.length - 1; i++) occ.markSeg(spine[i]!, spine[i + 1]!, halfWidth + pitch * 0.5);
  return spine;
}

function makePcb(r: Rng, o: PcbOptions): Pcb {
  const occ = new Occupancy(o.w, o.h, o.pitch * 0.5);
  const pcb: Pcb = { traces: [], traceWidths: [], vias: [], chips: [], passives: [] };
  const pitch = o.pitch;

  const addBundle = (start: Pt, dir: number, k: number, widthMul = 1) => {
    const half = ((k - 1) / 2) * pitch + pitch * 0.3;
    const spine = routeSpine(r, occ, start, dir, half, pitch, randInt(r, 2, 6));
    if (!spine) return;
    const tw = pitch * 0.34 * widthMul;
    const endDir = (() => {
      const a = spine[spine.length - 2]!;
      const b = spine[spine.length - 1]!;
      const l = len(a, b) || 1;
      return [(b[0] - a[0]) / l, (b[1] - a[1]) / l] as Pt;
    })();
    for (let i = 0; i < k; i++) {
      const off = (i - (k - 1) / 2) * pitch;
      const line = offsetPolyline(spine, off);
      // stagger the ends so the end vias fit in two rows
      const extra = (i % 2) * pitch * 1.3 + pitch * 0.4;
      const last = line[line.length - 1]!;
      const end: Pt = [last[0] + endDir[0] * extra, last[1] + endDir[1] * extra];
      line.push(end);
      pcb.traces.push(line);
      pcb.traceWidths.push(tw);
      pcb.vias.push({ x: end[0], y: end[1], r: pitch * 0.62 });
    }
  };

  // Chips first, so traces escape from their pins.
  for (let tries = 0, placed = 0; placed < o.chips && tries < o.chips * 40; tries++) {
    const pinsPerSide = randInt(r, 4, 10);
    const body = pinsPerSide * pitch + pitch * 1.4;
    const w = body;
    const h = r() < 0.5 ? body : Math.max(pitch * 4, body * rand(r, 0.5, 0.8));
    const x = Math.round(rand(r, pitch * 6, o.w - w - pitch * 6) / pitch) * pitch;
    const y = Math.round(rand(r, pitch * 6, o.h - h - pitch * 6) / pitch) * pitch;
    const m = pitch * 3.5;
    if (!occ.freeRect(x - m, y - m, w + 2 * m, h + 2 * m)) continue;
    occ.markRect(x - pitch * 1.4, y - pitch * 1.4, w + pitch * 2.8, h + pitch * 2.8);
    const pins: Pcb["chips"][number]["pins"] = [];
    const pl = pitch * 1.1;
    const pw = pitch * 0.5;
    const nx = Math.max(2, Math.floor((w - pitch) / pitch));
    const ny = Math.max(2, Math.floor((h - pitch) / pitch));
    const x0 = x + (w - (nx - 1) * pitch) / 2;
    const y0 = y + (h - (ny - 1) * pitch) / 2;
    for (let i = 0; i < nx; i++) {
      pins.push({ x: x0 + i * pitch - pw / 2, y: y - pl, w: pw, h: pl });
      pins.push({ x: x0 + i * pitch - pw / 2, y: y + h, w: pw, h: pl });
    }
    for (let i = 0; i < ny; i++) {
      pins.push({ x: x - pl, y: y0 + i * pitch - pw / 2, w: pl, h: pw });
      pins.push({ x: x + w, y: y0 + i * pitch - pw / 2, w: pl, h: pw });
    }
    pcb.chips.push({ x, y, w, h, pins });
    placed++;
    // escape bundles from some sides
    const sides: [Pt, number, number][] = [
      [[x0 + ((nx - 1) * pitch) / 2, y - pl - pitch * 0.2], 6, nx],
      [[x0 + ((nx - 1) * pitch) / 2, y + h + pl + pitch * 0.2], 2, nx],
      [[x - pl - pitch * 0.2, y0 + ((ny - 1) * pitch) / 2], 4, ny],
      [[x + w + pl + pitch * 0.2, y0 + ((ny - 1) * pitch) / 2], 0, ny],
    ];
    for (const [c, dir, count] of sides) {
      if (r() < 0.25) continue;
      // use a contiguous subset of pins
      const k = Math.max(2, Math.min(count, randInt(r, Math.ceil(count / 2), count)));
      const shift = Math.floor(rand(r, 0, count - k + 1)) - (count - k) / 2;
      const along: Pt = dir === 0 || dir === 4 ? [0, 1] : [1, 0];
      const s: Pt = [c[0] + along[0] * shift * pitch, c[1] + along[1] * shift * pitch];
      addBundle(s, dir, k);
    }
  }

  // Free bundles between vias.
  for (let i = 0; i < o.bundles * 3 && pcb.traces.length < 4000; i++) {
    if (i >= o.bundles && r() < 0.5) continue;
    const k = randInt(r, 1, 6);
    const start: Pt = [Math.round(rand(r, 0, o.w) / pitch) * pitch, Math.round(rand(r, 0, o.h) / pitch) * pitch];
    const half = ((k - 1) / 2) * pitch + pitch;
    if (!occ.freeSeg(start, start, half + pitch)) continue;
    const dir = pick(r, [0, 2, 4, 6]);
    const before = pcb.traces.length;
    addBundle(start, dir, k, k === 1 ? rand(r, 1, 2.2) : 1);
    // start vias
    const along = DIR8[dir]!;
    for (let t = before; t < pcb.traces.length; t++) {
      const first = pcb.traces[t]!;
      const j = t - before;
      const back = (j % 2) * pitch * 1.3 + pitch * 0.4;
      const s: Pt = [first[0]![0] - along[0] * back, first[0]![1] - along[1] * back];
      first.unshift(s);
      pcb.vias.push({ x: s[0], y: s[1], r: pitch * 0.62 });
    }
  }

  // Passive components in leftover space.
  for (let i = 0, placed = 0; i < o.passives * 30 && placed < o.passives; i++) {
    const vertical = r() < 0.5;
    const w = vertical ? pitch * 1.2 : pitch * 2.6;
    const h = vertical ? pitch * 2.6 : pitch * 1.2;
    const x = rand(r, 0, o.w - w);
    const y = rand(r, 0, o.h - h);
    if (!occ.freeRect(x - pitch, y - pitch, w + pitch * 2, h + pitch * 2)) continue;
    occ.markRect(x - pitch * 0.5, y - pitch * 0.5, w + pitch, h + pitch);
    pcb.passives.push({ x, y, w, h, vertical });
    placed++;
  }
  // Lone vias.
  for (let i = 0, placed = 0; i < o.vias * 20 && placed < o.vias; i++) {
    const x = rand(r, 0, o.w);
    const y = rand(r, 0, o.h);
    if (!occ.freeRect(x - pitch, y - pitch, pitch * 2, pitch * 2)) continue;
    occ.markRect(x - pitch * 0.6, y - pitch * 0.6, pitch * 1.2, pitch * 1.2);
    pcb.vias.push({ x, y, r: pitch * 0.55 });
    placed++;
  }
  return pcb;
}

interface PcbStyle {
  trace: string;
  traceOpacity: number;
  via: string;
  viaHole: string;
  chipFill: string;
  chipStroke: string;
  pin: string;
  passive: string;
  passivePad: string;
  opacity?: number;
}

function renderPcb(pcb: Pcb, s: PcbStyle): string {
  const out: string[] = [];
  out.push(`<g opacity="${n(s.opacity ?? 1)}">`);
  // group traces by width to keep the SVG compact
  const byWidth = new Map<string, string[]>();
  pcb.traces.forEach((t, i) => {
    const w = n(pcb.traceWidths[i]!);
    if (!byWidth.has(w)) byWidth.set(w, []);
    byWidth.get(w)!.push(pathD(t));
  });
  for (const [w, ds] of byWidth) {
    out.push(
      `<path d="${ds.join("")}" fill="none" stroke="${s.trace}" stroke-opacity="${n(s.traceOpacity)}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"/>`,
    );
  }
  const viaRings = pcb.vias.map((v) => `M${n(v.x - v.r)} ${n(v.y)}a${n(v.r)} ${n(v.r)} 0 1 0 ${n(2 * v.r)} 0a${n(v.r)} ${n(v.r)} 0 1 0 ${n(-2 * v.r)} 0Z`).join("");
  out.push(`<path d="${viaRings}" fill="${s.via}"/>`);
  const holes = pcb.vias.map((v) => {
    const h = v.r * 0.45;
    return `M${n(v.x - h)} ${n(v.y)}a${n(h)} ${n(h)} 0 1 0 ${n(2 * h)} 0a${n(h)} ${n(h)} 0 1 0 ${n(-2 * h)} 0Z`;
  });
  out.push(`<path d="${holes.join("")}" fill="${s.viaHole}"/>`);
  for (const c of pcb.chips) {
    out.push(`<path d="${c.pins.map((p) => `M${n(p.x)} ${n(p.y)}h${n(p.w)}v${n(p.h)}h${n(-p.w)}Z`).join("")}" fill="${s.pin}"/>`);
    out.push(
      `<rect x="${n(c.x)}" y="${n(c.y)}" width="${n(c.w)}" height="${n(c.h)}" rx="${n(Math.min(c.w, c.h) * 0.04)}" fill="${s.chipFill}" stroke="${s.chipStroke}" stroke-width="1"/>`,
    );
    const dot = Math.min(c.w, c.h) * 0.06;
    out.push(`<circle cx="${n(c.x + dot * 2.2)}" cy="${n(c.y + dot * 2.2)}" r="${n(dot)}" fill="${s.chipStroke}"/>`);
  }
  for (const p of pcb.passives) {
    const padL = p.vertical ? p.h * 0.28 : p.w * 0.28;
    if (p.vertical) {
      out.push(
        `<path d="M${n(p.x)} ${n(p.y)}h${n(p.w)}v${n(padL)}h${n(-p.w)}ZM${n(p.x)} ${n(p.y + p.h - padL)}h${n(p.w)}v${n(padL)}h${n(-p.w)}Z" fill="${s.passivePad}"/>`,
      );
      out.push(`<rect x="${n(p.x + p.w * 0.08)}" y="${n(p.y + padL)}" width="${n(p.w * 0.84)}" height="${n(p.h - 2 * padL)}" fill="${s.passive}"/>`);
    } else {
      out.push(
        `<path d="M${n(p.x)} ${n(p.y)}h${n(padL)}v${n(p.h)}h${n(-padL)}ZM${n(p.x + p.w - padL)} ${n(p.y)}h${n(padL)}v${n(p.h)}h${n(-padL)}Z" fill="${s.passivePad}"/>`,
      );
      out.push(`<rect x="${n(p.x + padL)}" y="${n(p.y + p.h * 0.08)}" width="${n(p.w - 2 * padL)}" height="${n(p.h * 0.84)}" fill="${s.passive}"/>`);
    }
  }
  out.push(`</g>`);
  return out.join("");
}

const darkPcbStyle = (opacity: number): PcbStyle => ({
  trace: C.copper,
  traceOpacity: 0.5,
  via: shade(C.copper, -0.35),
  viaHole: C.navy950,
  chipFill: "#0d1422",
  chipStroke: "#24324a",
  pin: shade(C.silver2, -0.45),
  passive: "#1a2130",
  passivePad: shade(C.silver2, -0.5),
  opacity,
});

// ---------------------------------------------------------------------------------------------
// Shared dark backdrop (categories, blog covers, OG)
// ---------------------------------------------------------------------------------------------

interface Backdrop {
  defs: string[];
  under: string[]; // background layers
  over: string[]; // vignette etc., appended last
}

function darkBackdrop(key: string, w: number, h: number, opts: { pcbOpacity?: number; tint?: string; glow?: [number, number, string, number][]; pitch?: number } = {}): Backdrop {
  const r = rngFor(`backdrop:${key}`);
  const defs: string[] = [];
  const under: string[] = [];
  const over: string[] = [];
  const bg = uid("bg");
  defs.push(linGrad(bg, [[0, mix(C.navy900, opts.tint ?? C.navy900, 0.35)], [0.55, C.navy950], [1, C.ink]], 0, 0, 0.35, 1));
  under.push(`<rect width="${w}" height="${h}" fill="url(#${bg})"/>`);
  for (const [gx, gy, color, op] of opts.glow ?? []) under.push(glowSpot(defs, gx * w, gy * h, Math.max(w, h) * 0.55, color, op));
  // fine dot grid
  const pat = uid("dots");
  defs.push(`<pattern id="${pat}" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="0.9" fill="${C.silver2}" fill-opacity="0.07"/></pattern>`);
  under.push(`<rect width="${w}" height="${h}" fill="url(#${pat})"/>`);
  const pcb = makePcb(r, { w, h, pitch: opts.pitch ?? 11, chips: Math.round((w * h) / 260000), bundles: Math.round((w * h) / 30000), passives: 14, vias: 30 });
  under.push(renderPcb(pcb, darkPcbStyle(opts.pcbOpacity ?? 0.22)));
  const vig = uid("vig");
  defs.push(radGrad(vig, [[0, "#000000", 0], [0.62, "#000000", 0.12], [1, "#000000", 0.62]], 0.55, 0.45, 0.78));
  over.push(`<rect width="${w}" height="${h}" fill="url(#${vig})"/>`);
  const bottom = uid("bot");
  defs.push(linGrad(bottom, [[0, "#000000", 0], [0.55, "#000000", 0], [1, "#000000", 0.4]]));
  over.push(`<rect width="${w}" height="${h}" fill="url(#${bottom})"/>`);
  return { defs, under, over };
}

function composeDark(w: number, h: number, b: Backdrop, motif: string, motifDefs: string[] = [], top = ""): string {
  return svgDoc(w, h, [...b.under, motif, ...b.over, top].join(""), [...b.defs, ...motifDefs].join(""));
}

// ---------------------------------------------------------------------------------------------
// Isometric helpers
// ---------------------------------------------------------------------------------------------

const COS30 = Math.cos(Math.PI / 6);
const SIN30 = 0.5;

interface Iso {
  p: (x: number, y: number, z: number) => Pt;
  /** SVG matrix mapping flat (x, y) drawing coordinates onto the plane z. */
  top: (z: number) => string;
  /** Plane y = const (faces towards the lower left). Local coords (x, -z). */
  left: (y: number) => string;
  /** Plane x = const (faces towards the lower right). Local coords (y, -z). */
  right: (x: number) => string;
  k: number;
}

function makeIso(ox: number, oy: number, k = 1): Iso {
  const c = COS30 * k;
  const s = SIN30 * k;
  return {
    k,
    p: (x, y, z) => [ox + (x - y) * c, oy + (x + y) * s - z * k],
    top: (z) => `matrix(${n(c)} ${n(s)} ${n(-c)} ${n(s)} ${n(ox)} ${n(oy - z * k)})`,
    left: (y) => `matrix(${n(c)} ${n(s)} 0 ${n(k)} ${n(ox - y * c)} ${n(oy + y * s)})`,
    right: (x) => `matrix(${n(-c)} ${n(s)} 0 ${n(k)} ${n(ox + x * c)} ${n(oy + x * s)})`,
  };
}

interface BoxColors {
  top: string;
  left: string;
  right: string;
  stroke?: string;
  strokeWidth?: number;
}

function isoBox(I: Iso, x: number, y: number, z: number, w: number, d: number, h: number, c: BoxColors): string {
  const P = I.p;
  const st = c.stroke ? ` stroke="${c.stroke}" stroke-width="${n(c.strokeWidth ?? 1)}" stroke-linejoin="round"` : "";
  const top = [P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + d, z + h), P(x, y + d, z + h)];
  const left = [P(x, y + d, z + h), P(x + w, y + d, z + h), P(x + w, y + d, z), P(x, y + d, z)];
  const right = [P(x + w, y, z + h), P(x + w, y + d, z + h), P(x + w, y + d, z), P(x + w, y, z)];
  return `<polygon points="${pts(left)}" fill="${c.left}"${st}/><polygon points="${pts(right)}" fill="${c.right}"${st}/><polygon points="${pts(top)}" fill="${c.top}"${st}/>`;
}

/** Box colours from one base colour, lit from the upper left. */
const boxShades = (base: string, stroke?: string): BoxColors => ({
  top: shade(base, 0.18),
  left: shade(base, -0.08),
  right: shade(base, -0.3),
  stroke,
});

/** Vertical cylinder standing at iso point (x, y, z). */
function isoCylinder(I: Iso, x: number, y: number, z: number, r: number, h: number, base: string, topColor?: string): string {
  const [cx, cyb] = I.p(x, y, z);
  const cyt = cyb - h * I.k;
  const rx = r * I.k * Math.SQRT2 * COS30;
  const ry = r * I.k * Math.SQRT2 * SIN30;
  const g = uid("cyl");
  return `<defs>${cylGrad(g, base)}</defs><path d="M${n(cx - rx)} ${n(cyt)}V${n(cyb)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cyb)}V${n(cyt)}Z" fill="url(#${g})"/><ellipse cx="${n(cx)}" cy="${n(cyt)}" rx="${n(rx)}" ry="${n(ry)}" fill="${topColor ?? shade(base, 0.25)}"/>`;
}

// ---------------------------------------------------------------------------------------------
// 1. Category images (dark, 1200×800)
// ---------------------------------------------------------------------------------------------

function motifMro(defs: string[]): string {
  const o: string[] = [];
  // --- combination wrench (behind) ---
  const steel = uid("steel");
  defs.push(linGrad(steel, [[0, "#1c2433"], [0.35, "#3d4a60"], [0.5, "#4b5a74"], [0.7, "#2a3446"], [1, "#151c28"]], 0, -70, 0, 70, "userSpaceOnUse"));
  const wm = uid("wm");
  defs.push(
    `<mask id="${wm}" maskUnits="userSpaceOnUse" x="-200" y="-200" width="1000" height="400"><g fill="#fff"><circle cx="0" cy="0" r="62"/><path d="M30 -27 L470 -21 L470 21 L30 27Z"/><circle cx="520" cy="0" r="48"/></g><g fill="#000"><path d="M-90 -23 L-8 -19 A19 19 0 0 1 -8 19 L-90 23Z"/><polygon points="${pts(Array.from({ length: 12 }, (_, i) => { const a = (i * Math.PI) / 6 + Math.PI / 12; const rr = i % 2 ? 25 : 30; return [520 + Math.cos(a) * rr, Math.sin(a) * rr] as Pt; }))}"/></g></mask>`,
  );
  o.push(
    `<g transform="translate(120 110) rotate(33)"><g mask="url(#${wm})"><rect x="-100" y="-80" width="700" height="160" fill="url(#${steel})"/></g><path d="M60 -9 L440 -6" stroke="#6b7c99" stroke-opacity="0.35" stroke-width="2" stroke-linecap="round"/><path d="M60 9 L440 6" stroke="#05080f" stroke-opacity="0.6" stroke-width="2" stroke-linecap="round"/></g>`,
  );
  // --- dial gauge ---
  const gx = 880;
  const gy = 330;
  const R = 172;
  const bez = uid("bez");
  defs.push(radGrad(bez, [[0, "#152138"], [0.8, "#0c1526"], [0.93, "#1e2b42"], [1, "#0a1120"]]));
  o.push(`<circle cx="${gx}" cy="${gy}" r="${R + 16}" fill="#070d19" stroke="#2c3a54" stroke-width="2"/>`);
  o.push(`<circle cx="${gx}" cy="${gy}" r="${R}" fill="url(#${bez})" stroke="#1f2d45" stroke-width="1.5"/>`);
  const a0 = (135 * Math.PI) / 180;
  const sweep = (270 * Math.PI) / 180;
  const ticks: string[] = [];
  for (let i = 0; i <= 54; i++) {
    const a = a0 + (sweep * i) / 54;
    const major = i % 6 === 0;
    const r1 = R - 18;
    const r2 = R - (major ? 42 : 30);
    ticks.push(`M${n(gx + Math.cos(a) * r1)} ${n(gy + Math.sin(a) * r1)}L${n(gx + Math.cos(a) * r2)} ${n(gy + Math.sin(a) * r2)}`);
  }
  o.push(`<path d="${ticks.join("")}" stroke="${C.silver}" stroke-opacity="0.45" stroke-width="2"/>`);
  const needleFrac = 0.68;
  const an = a0 + sweep * needleFrac;
  const arcR = R - 8;
  const arcG = uid("arc");
  defs.push(linGrad(arcG, [[0, C.teal], [0.55, C.amber], [1, C.copper]], 0, 1, 1, 0));
  const large = sweep * needleFrac > Math.PI ? 1 : 0;
  o.push(
    `<path d="M${n(gx + Math.cos(a0) * arcR)} ${n(gy + Math.sin(a0) * arcR)}A${arcR} ${arcR} 0 ${large} 1 ${n(gx + Math.cos(an) * arcR)} ${n(gy + Math.sin(an) * arcR)}" fill="none" stroke="url(#${arcG})" stroke-width="6" stroke-linecap="round" opacity="0.85"/>`,
  );
  o.push(`<circle cx="${gx}" cy="${gy}" r="${R - 62}" fill="none" stroke="${C.teal}" stroke-opacity="0.18" stroke-width="1.5"/>`);
  o.push(`<circle cx="${gx}" cy="${gy}" r="${R - 70}" fill="none" stroke="${C.teal}" stroke-opacity="0.1" stroke-width="1" stroke-dasharray="3 6"/>`);
  o.push(
    `<path d="M${n(gx - Math.cos(an) * 26)} ${n(gy - Math.sin(an) * 26)}L${n(gx + Math.cos(an) * (R - 36))} ${n(gy + Math.sin(an) * (R - 36))}" stroke="${C.amber}" stroke-width="4" stroke-linecap="round"/>`,
  );
  o.push(`<circle cx="${gx}" cy="${gy}" r="14" fill="#1d283c" stroke="${C.amber}" stroke-width="2"/>`);
  // --- thermocouple: twisted pair ending in a glowing bead ---
  const b0: Pt = [-30, 770];
  const b1: Pt = [230, 640];
  const b2: Pt = [420, 640];
  const b3: Pt = [640, 540];
  const bez3 = (t: number): Pt => {
    const u = 1 - t;
    return [
      u * u * u * b0[0] + 3 * u * u * t * b1[0] + 3 * u * t * t * b2[0] + t * t * t * b3[0],
      u * u * u * b0[1] + 3 * u * u * t * b1[1] + 3 * u * t * t * b2[1] + t * t * t * b3[1],
    ];
  };
  const N = 420;
  const base: Pt[] = Array.from({ length: N + 1 }, (_, i) => bez3(i / N));
  const A: Pt[] = [];
  const B: Pt[] = [];
  const phases: number[] = [];
  for (let i = 0; i <= N; i++) {
    const p = base[i]!;
    const q = base[Math.min(N, i + 1)]!;
    const pp = base[Math.max(0, i - 1)]!;
    const tx = q[0] - pp[0];
    const ty = q[1] - pp[1];
    const tl = Math.hypot(tx, ty) || 1;
    const nx = -ty / tl;
    const ny = tx / tl;
    const t = i / N;
    const twist = t < 0.45 ? 0 : ((t - 0.45) / 0.55) ** 1.1;
    const phase = twist * 2 * Math.PI * 9;
    const sep = (t < 0.45 ? 7 : 7 - 3.5 * twist) * Math.cos(phase);
    phases.push(phase);
    A.push([p[0] + nx * sep, p[1] + ny * sep]);
    B.push([p[0] - nx * sep, p[1] - ny * sep]);
  }
  o.push(`<path d="${pathD(base)}" fill="none" stroke="#02050b" stroke-opacity="0.7" stroke-width="22" stroke-linecap="round"/>`);
  o.push(`<path d="${pathD(B)}" fill="none" stroke="#03060c" stroke-width="8" stroke-linecap="round"/>`);
  o.push(`<path d="${pathD(B)}" fill="none" stroke="${C.tealDeep}" stroke-width="5" stroke-linecap="round"/>`);
  o.push(`<path d="${pathD(A)}" fill="none" stroke="#03060c" stroke-width="8" stroke-linecap="round"/>`);
  o.push(`<path d="${pathD(A)}" fill="none" stroke="${C.copper}" stroke-width="5" stroke-linecap="round"/>`);
  // wire B passes over A where sin(phase) < 0
  const over: string[] = [];
  for (let i = 1; i <= N; i++) if (Math.sin(phases[i]!) < -0.15) over.push(`M${n(B[i - 1]![0])} ${n(B[i - 1]![1])}L${n(B[i]![0])} ${n(B[i]![1])}`);
  o.push(`<path d="${over.join("")}" fill="none" stroke="${C.tealDeep}" stroke-width="5" stroke-linecap="round"/>`);
  o.push(`<path d="${pathD(A.slice(0, Math.round(N * 0.45)))}" fill="none" stroke="${C.amberLight}" stroke-opacity="0.35" stroke-width="1.4" transform="translate(-1 -1.5)"/>`);
  // bead
  const bead = b3;
  o.push(glowSpot(defs, bead[0], bead[1], 120, C.amber, 0.42));
  const bg = uid("bead");
  defs.push(radGrad(bg, [[0, C.gold], [0.45, C.amber], [1, C.copperDeep]], 0.35, 0.35, 0.7));
  o.push(`<circle cx="${bead[0] + 5}" cy="${bead[1] - 2}" r="11" fill="url(#${bg})"/>`);
  // heat shimmer above the bead
  for (let k = 0; k < 3; k++) {
    const x0 = bead[0] - 16 + k * 16;
    const p: Pt[] = [];
    for (let j = 0; j <= 24; j++) p.push([x0 + Math.sin(j * 0.7 + k * 1.7) * 5, bead[1] - 28 - j * 7]);
    const hg = uid("heat");
    defs.push(linGrad(hg, [[0, C.amber, 0.5], [1, C.amber, 0]], 0, 1, 0, 0));
    o.push(`<path d="${smoothPath(p)}" fill="none" stroke="url(#${hg})" stroke-width="2" stroke-linecap="round"/>`);
  }
  return o.join("");
}

function motifEsd(defs: string[]): string {
  const o: string[] = [];
  const q = [
    { x: 560, y: 360, q: 1 },
    { x: 960, y: 430, q: -1 },
  ];
  const field = (x: number, y: number): Pt => chargeField(q, x, y);
  const lines: { d: string; op: number }[] = [];
  const count = 22;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + 0.07;
    let p: Pt = [q[0]!.x + Math.cos(a) * 26, q[0]!.y + Math.sin(a) * 26];
    const line: Pt[] = [p];
    for (let step = 0; step < 900; step++) {
      const [ex, ey] = field(p[0], p[1]);
      const l = Math.hypot(ex, ey) || 1;
      p = [p[0] + (ex / l) * 4, p[1] + (ey / l) * 4];
      line.push(p);
      if (Math.hypot(p[0] - q[1]!.x, p[1] - q[1]!.y) < 26) break;
      if (p[0] < -200 || p[0] > 1400 || p[1] < -200 || p[1] > 1000) break;
    }
    const simplified = line.filter((_, j) => j % 3 === 0 || j === line.length - 1);
    lines.push({ d: smoothPath(simplified), op: 0.25 + 0.45 * Math.abs(Math.sin(a * 1.5)) });
  }
  const gl = uid("glow");
  defs.push(glowFilter(gl, 3));
  const fl = uid("fl");
  defs.push(linGrad(fl, [[0, C.amber], [0.35, C.teal], [1, C.teal]], 560, 0, 960, 0, "userSpaceOnUse"));
  o.push(`<g filter="url(#${gl})" fill="none" stroke="url(#${fl})" stroke-width="1.6">${lines.map((l) => `<path d="${l.d}" stroke-opacity="${n(l.op)}"/>`).join("")}</g>`);
  // equipotential rings
  for (const c of q)
    for (let k = 1; k <= 3; k++)
      o.push(`<circle cx="${c.x}" cy="${c.y}" r="${40 + k * 26}" fill="none" stroke="${c.q > 0 ? C.amber : C.teal}" stroke-opacity="${n(0.22 - k * 0.05)}" stroke-width="1" stroke-dasharray="2 7"/>`);
  // charges
  o.push(glowSpot(defs, q[0]!.x, q[0]!.y, 150, C.amber, 0.35));
  o.push(glowSpot(defs, q[1]!.x, q[1]!.y, 150, C.teal, 0.3));
  const g1 = uid("ch");
  defs.push(radGrad(g1, [[0, C.gold], [0.5, C.amber], [1, C.copperDeep]], 0.35, 0.35, 0.75));
  const g2 = uid("ch");
  defs.push(radGrad(g2, [[0, "#b5fff4"], [0.5, C.teal], [1, "#064e47"]], 0.35, 0.35, 0.75));
  o.push(`<circle cx="${q[0]!.x}" cy="${q[0]!.y}" r="20" fill="url(#${g1})"/>`);
  o.push(`<circle cx="${q[1]!.x}" cy="${q[1]!.y}" r="20" fill="url(#${g2})"/>`);
  // coiled wrist-strap cord (3D helix seen from the side)
  const L = 420;
  const Rr = 24;
  const turns = 19;
  const seg: { p: Pt; front: boolean }[] = [];
  for (let i = 0; i <= 1400; i++) {
    const t = i / 1400;
    const th = t * turns * Math.PI * 2;
    const x = t * L + Math.sin(th) * Rr * 0.55;
    const y = Math.cos(th) * Rr;
    seg.push({ p: [x, y], front: Math.sin(th) > 0 });
  }
  const back: string[] = [];
  const front: string[] = [];
  for (let i = 1; i < seg.length; i++) {
    const s = `M${n(seg[i - 1]!.p[0])} ${n(seg[i - 1]!.p[1])}L${n(seg[i]!.p[0])} ${n(seg[i]!.p[1])}`;
    (seg[i]!.front ? front : back).push(s);
  }
  o.push(
    `<g transform="translate(-40 640) rotate(-11)"><path d="${back.join("")}" stroke="#1a2434" stroke-width="6" stroke-linecap="round" fill="none"/><path d="${front.join("")}" stroke="#03060c" stroke-width="8.5" stroke-linecap="round" fill="none"/><path d="${front.join("")}" stroke="#3b4a63" stroke-width="6" stroke-linecap="round" fill="none"/><path d="${front.join("")}" stroke="#7b8ba6" stroke-opacity="0.55" stroke-width="1.6" stroke-linecap="round" fill="none" transform="translate(-1 -1.5)"/>` +
      `<path d="M${L + 10} 0H${L + 70}" stroke="#3b4a63" stroke-width="6" stroke-linecap="round"/><circle cx="${L + 92}" cy="0" r="22" fill="#111a2a" stroke="${C.copper}" stroke-width="5"/><circle cx="${L + 92}" cy="0" r="8" fill="${C.copper}"/></g>`,
  );
  // ground symbol near the snap, wired to it
  const sx = -40 + (L + 92) * Math.cos((-11 * Math.PI) / 180);
  const sy = 640 + (L + 92) * Math.sin((-11 * Math.PI) / 180);
  const gx = sx + 110;
  const gy = sy + 90;
  o.push(`<path d="M${n(sx + 22)} ${n(sy)}H${n(gx)}V${n(gy)}" fill="none" stroke="${C.teal}" stroke-opacity="0.7" stroke-width="3"/>`);
  o.push(
    `<path d="M${n(gx - 34)} ${n(gy)}H${n(gx + 34)}M${n(gx - 22)} ${n(gy + 12)}H${n(gx + 22)}M${n(gx - 10)} ${n(gy + 24)}H${n(gx + 10)}" stroke="${C.teal}" stroke-width="4" stroke-linecap="round"/>`,
  );
  return o.join("");
}

function teardrop(x: number, y: number, r: number): string {
  return `M${n(x)} ${n(y - 2.3 * r)}C${n(x + 0.35 * r)} ${n(y - 1.3 * r)} ${n(x + r)} ${n(y - 0.75 * r)} ${n(x + r)} ${n(y)}A${n(r)} ${n(r)} 0 1 1 ${n(x - r)} ${n(y)}C${n(x - r)} ${n(y - 0.75 * r)} ${n(x - 0.35 * r)} ${n(y - 1.3 * r)} ${n(x)} ${n(y - 2.3 * r)}Z`;
}

function motifSolder(defs: string[]): string {
  const o: string[] = [];
  const cx = 820;
  const cy = 400;
  const body = 230;
  const pins = 10;
  const pitch = 20;
  const padL = 46;
  const padW = 11;
  const fillet = uid("fil");
  defs.push(radGrad(fillet, [[0, "#eef2f7"], [0.35, "#aab6c7"], [0.8, "#5d6b80"], [1, "#3b4658"]], 0.4, 0.35, 0.7));
  const chipG = uid("chip");
  defs.push(linGrad(chipG, [[0, "#263044"], [1, "#0e141f"]], 0, 0, 1, 1));
  const padsPath: string[] = [];
  const leads: string[] = [];
  const joints: string[] = [];
  const traces: string[] = [];
  const vias: string[] = [];
  const start = -((pins - 1) * pitch) / 2;
  for (let side = 0; side < 4; side++) {
    for (let i = 0; i < pins; i++) {
      // local: pads extend upward from the top edge, then rotate per side
      const t = start + i * pitch;
      const rot = side * 90;
      const rad = (rot * Math.PI) / 180;
      const tf = (x: number, y: number): Pt => [cx + x * Math.cos(rad) - y * Math.sin(rad), cy + x * Math.sin(rad) + y * Math.cos(rad)];
      const rect = (x0: number, y0: number, w: number, h: number) => pathD([tf(x0, y0), tf(x0 + w, y0), tf(x0 + w, y0 + h), tf(x0, y0 + h)], true);
      const e = -body / 2;
      padsPath.push(rect(t - padW / 2, e - padL + 6, padW, padL));
      leads.push(rect(t - 3.2, e - 30, 6.4, 30));
      const [jx, jy] = tf(t, e - 22);
      joints.push(`<ellipse cx="${n(jx)}" cy="${n(jy)}" rx="${side % 2 ? 13 : 6.5}" ry="${side % 2 ? 6.5 : 13}" fill="url(#${fillet})"/>`);
      const stagger = i % 2 ? 30 : 62;
      const a = tf(t, e - padL + 6);
      const b = tf(t, e - padL - stagger);
      traces.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`);
      vias.push(`<circle cx="${n(b[0])}" cy="${n(b[1])}" r="6.5" fill="${shade(C.copper, -0.3)}"/><circle cx="${n(b[0])}" cy="${n(b[1])}" r="2.6" fill="${C.navy950}"/>`);
    }
  }
  o.push(`<path d="${traces.join("")}" stroke="${C.copper}" stroke-opacity="0.55" stroke-width="5" stroke-linecap="round"/>`);
  o.push(vias.join(""));
  o.push(`<path d="${padsPath.join("")}" fill="${shade(C.copper, -0.12)}"/>`);
  o.push(`<path d="${leads.join("")}" fill="#8c99ad"/>`);
  o.push(joints.join(""));
  o.push(`<rect x="${cx - body / 2}" y="${cy - body / 2}" width="${body}" height="${body}" rx="6" fill="url(#${chipG})" stroke="#3a475e" stroke-width="1.5"/>`);
  o.push(`<rect x="${cx - body / 2 + 14}" y="${cy - body / 2 + 14}" width="${body - 28}" height="${body - 28}" rx="4" fill="none" stroke="#ffffff" stroke-opacity="0.05" stroke-width="1.5"/>`);
  o.push(`<circle cx="${cx - body / 2 + 30}" cy="${cy - body / 2 + 30}" r="8" fill="#0a0f18" stroke="#2f3b50"/>`);
  // soldering iron from the upper left
  const ironG = uid("iron");
  defs.push(linGrad(ironG, [[0, "#0e131c"], [0.4, "#4a5870"], [0.55, "#5d6d88"], [1, "#141a26"]], 0, -30, 0, 30, "userSpaceOnUse"));
  const tipG = uid("tip");
  defs.push(linGrad(tipG, [[0, "#4a5568"], [0.7, C.copperDeep], [1, C.amber]], 0, 0, 1, 0));
  o.push(
    `<g transform="translate(-60 40) rotate(38)"><rect x="0" y="-30" width="300" height="60" rx="10" fill="url(#${ironG})"/><rect x="300" y="-14" width="120" height="28" fill="url(#${ironG})"/><path d="M420 -12L512 -3Q520 0 512 3L420 12Z" fill="url(#${tipG})"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${20 + i * 18}" y="-30" width="3" height="60" fill="#000" opacity="0.18"/>`).join("")}</g>`,
  );
  const tip: Pt = [-60 + 516 * Math.cos((38 * Math.PI) / 180), 40 + 516 * Math.sin((38 * Math.PI) / 180)];
  o.push(glowSpot(defs, tip[0], tip[1], 130, C.amber, 0.45));
  // molten drops
  const dropG = uid("drop");
  defs.push(radGrad(dropG, [[0, C.gold], [0.4, C.amber], [1, C.copperDeep]], 0.38, 0.55, 0.7));
  const drops: [number, number, number][] = [
    [tip[0] + 6, tip[1] + 52, 11],
    [tip[0] - 4, tip[1] + 122, 8],
    [tip[0] + 2, tip[1] + 178, 5],
  ];
  for (const [x, y, rr] of drops) {
    o.push(glowSpot(defs, x, y, rr * 6, C.amber, 0.3));
    o.push(`<path d="${teardrop(x, y, rr)}" fill="url(#${dropG})"/>`);
    o.push(`<ellipse cx="${n(x - rr * 0.35)}" cy="${n(y - rr * 0.2)}" rx="${n(rr * 0.22)}" ry="${n(rr * 0.4)}" fill="#fff" opacity="0.55"/>`);
  }
  // a joint being formed under the drops: two pads and a glowing fillet
  const jx = tip[0] - 42;
  const jy = tip[1] + 262;
  o.push(`<rect x="${n(jx - 60)}" y="${n(jy - 14)}" width="40" height="28" rx="3" fill="${shade(C.copper, -0.12)}"/><rect x="${n(jx + 20)}" y="${n(jy - 14)}" width="40" height="28" rx="3" fill="${shade(C.copper, -0.12)}"/>`);
  o.push(`<rect x="${n(jx - 34)}" y="${n(jy - 10)}" width="68" height="20" rx="3" fill="#20293a" stroke="#3b475c"/>`);
  o.push(glowSpot(defs, jx + 40, jy, 60, C.amber, 0.35));
  o.push(`<ellipse cx="${n(jx + 42)}" cy="${n(jy)}" rx="17" ry="13" fill="url(#${dropG})"/>`);
  o.push(`<ellipse cx="${n(jx - 42)}" cy="${n(jy)}" rx="17" ry="13" fill="url(#${fillet})"/>`);
  // scattered solder spheres
  const r = rngFor("cat:solder:balls");
  const ball = uid("ball");
  defs.push(radGrad(ball, [[0, "#dfe6ef"], [0.5, "#7f8da3"], [1, "#2a3344"]], 0.35, 0.3, 0.75));
  for (let i = 0; i < 18; i++) {
    const x = rand(r, 980, 1180);
    const y = rand(r, 600, 780);
    o.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(rand(r, 3, 7))}" fill="url(#${ball})" opacity="0.8"/>`);
  }
  return o.join("");
}

function motifMachines(defs: string[]): string {
  const o: string[] = [];
  const railG = uid("rail");
  defs.push(linGrad(railG, [[0, "#2a3446"], [0.5, "#1a2231"], [1, "#0e141e"]]));
  const beamG = uid("beam");
  defs.push(linGrad(beamG, [[0, "#1a2436"], [0.35, "#32405a"], [0.6, "#222d40"], [1, "#111826"]], 0, 0, 1, 0));
  // conveyor + board
  o.push(`<rect x="40" y="246" width="600" height="12" fill="#1b2334"/><rect x="40" y="542" width="600" height="12" fill="#1b2334"/>`);
  for (let x = 48; x < 640; x += 18) o.push(`<rect x="${x}" y="249" width="8" height="6" fill="#2a3448"/><rect x="${x}" y="545" width="8" height="6" fill="#2a3448"/>`);
  o.push(`<rect x="130" y="262" width="420" height="276" rx="6" fill="#0c2030" stroke="#1f3a4e" stroke-width="2"/>`);
  const r = rngFor("cat:machines:board");
  const comps: string[] = [];
  const pads: string[] = [];
  for (let gy = 0; gy < 5; gy++)
    for (let gx = 0; gx < 8; gx++) {
      if (r() < 0.18) continue;
      const x = 160 + gx * 46 + rand(r, -3, 3);
      const y = 290 + gy * 48 + rand(r, -3, 3);
      const big = r() < 0.25;
      const w = big ? 30 : 16;
      const h = big ? 30 : 8;
      const placed = gx < 5 || gy < 2;
      pads.push(`M${n(x - 3)} ${n(y - 2)}h${n(w + 6)}v${n(h + 4)}h${n(-w - 6)}Z`);
      if (placed) comps.push(`<rect x="${n(x)}" y="${n(y)}" width="${w}" height="${h}" rx="1.5" fill="${big ? "#151c28" : "#3a4659"}" stroke="#4d5b73" stroke-width="0.8"/>`);
    }
  o.push(`<path d="${pads.join("")}" fill="${C.copper}" fill-opacity="0.45"/>`);
  o.push(comps.join(""));
  for (const [fx, fy] of [[146, 278], [534, 278], [146, 522]] as Pt[])
    o.push(`<circle cx="${fx}" cy="${fy}" r="6" fill="${C.copper}" fill-opacity="0.6"/><circle cx="${fx}" cy="${fy}" r="11" fill="none" stroke="${C.teal}" stroke-opacity="0.5"/>`);
  // rails
  o.push(`<rect x="20" y="110" width="1160" height="58" rx="6" fill="url(#${railG})" stroke="#2d3a50"/><rect x="20" y="632" width="1160" height="58" rx="6" fill="url(#${railG})" stroke="#2d3a50"/>`);
  o.push(`<path d="M30 139H1170M30 661H1170" stroke="#56667f" stroke-opacity="0.5" stroke-width="3"/>`);
  for (let x = 60; x < 1180; x += 80) o.push(`<circle cx="${x}" cy="124" r="3.5" fill="#0a0f18"/><circle cx="${x}" cy="676" r="3.5" fill="#0a0f18"/>`);
  // feeder bank
  for (let i = 0; i < 13; i++) {
    const x = 860 + i * 24;
    o.push(`<rect x="${x}" y="200" width="20" height="410" rx="2" fill="#121a28" stroke="#26324a"/>`);
    o.push(`<rect x="${x + 5}" y="200" width="10" height="410" fill="#0a101b"/>`);
    const pockets: string[] = [];
    for (let y = 214; y < 600; y += 13) pockets.push(`M${x + 7} ${y}h6v7h-6Z`);
    o.push(`<path d="${pockets.join("")}" fill="${i % 3 === 0 ? C.copper : "#5b6b85"}" fill-opacity="${i % 3 === 0 ? 0.55 : 0.45}"/>`);
    o.push(`<rect x="${x + 3}" y="226" width="14" height="16" fill="none" stroke="${C.teal}" stroke-opacity="0.45"/>`);
  }
  // gantry beam + drag chain
  o.push(`<rect x="650" y="96" width="92" height="608" rx="6" fill="url(#${beamG})" stroke="#34435d"/>`);
  o.push(`<path d="M668 110V690M724 110V690" stroke="#6b7c99" stroke-opacity="0.35" stroke-width="2"/>`);
  for (let x = 760; x < 1140; x += 16) o.push(`<rect x="${x}" y="70" width="13" height="22" rx="2" fill="#1a2333" stroke="#2d3a50"/>`);
  // placement head with nozzles
  o.push(`<rect x="616" y="296" width="160" height="196" rx="10" fill="#141c2a" stroke="#3e4d67" stroke-width="2"/>`);
  o.push(`<rect x="616" y="296" width="160" height="20" rx="8" fill="#26324a"/>`);
  const nozzle = uid("noz");
  defs.push(radGrad(nozzle, [[0, "#8b98ae"], [0.55, "#4b5870"], [1, "#1b2333"]], 0.4, 0.35, 0.7));
  let k = 0;
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 2; col++) {
      const x = 660 + col * 72;
      const y = 350 + row * 52;
      const active = k++ === 3;
      if (active) o.push(glowSpot(defs, x, y, 60, C.teal, 0.4));
      o.push(`<circle cx="${x}" cy="${y}" r="19" fill="url(#${nozzle})" stroke="#0a0f18" stroke-width="2"/>`);
      o.push(`<circle cx="${x}" cy="${y}" r="9" fill="#0b111c" stroke="${active ? C.tealLight : "#64748b"}" stroke-width="${active ? 2.5 : 1.2}"/>`);
      o.push(`<circle cx="${x}" cy="${y}" r="3" fill="${active ? C.tealLight : "#2b3548"}"/>`);
    }
  // motion path feeder → board
  o.push(
    `<path d="M932 234C900 330 760 430 700 402C620 370 500 330 420 356" fill="none" stroke="${C.teal}" stroke-opacity="0.65" stroke-width="2" stroke-dasharray="8 8"/>`,
  );
  o.push(`<circle cx="420" cy="356" r="16" fill="none" stroke="${C.amber}" stroke-width="2"/><path d="M396 356H444M420 332V380" stroke="${C.amber}" stroke-width="1.5"/>`);
  o.push(glowSpot(defs, 420, 356, 70, C.amber, 0.28));
  // up-looking camera
  o.push(`<circle cx="800" cy="580" r="34" fill="#0b111c" stroke="#3e4d67" stroke-width="3"/><circle cx="800" cy="580" r="22" fill="none" stroke="${C.teal}" stroke-opacity="0.6" stroke-width="2"/><circle cx="800" cy="580" r="9" fill="#16324a"/><circle cx="796" cy="576" r="3" fill="#7dd3c8" opacity="0.7"/>`);
  return o.join("");
}

function motifLaser(defs: string[]): string {
  const o: string[] = [];
  const r = rngFor("cat:laser");
  // plate in an oblique projection: flat (u, v) → screen
  const a = 0.85, b = 0.16, c = -0.5, d = 0.45, e = 400, f = 300;
  const M = (u: number, v: number): Pt => [e + a * u + c * v, f + b * u + d * v];
  const W = 900;
  const H = 620;
  const plateG = uid("plate");
  defs.push(linGrad(plateG, [[0, "#2d3748"], [0.45, "#3b475b"], [0.55, "#333e51"], [1, "#1a212d"]], 0, 0, 1, 1));
  // edge thickness
  const c1 = M(0, H), c2 = M(W, H), c3 = M(W, 0);
  o.push(`<polygon points="${pts([c1, c2, [c2[0], c2[1] + 9], [c1[0], c1[1] + 9]])}" fill="#121824"/>`);
  o.push(`<polygon points="${pts([c2, c3, [c3[0], c3[1] + 9], [c2[0], c2[1] + 9]])}" fill="#0c111a"/>`);
  const ap: string[] = [];
  const edge: string[] = [];
  const slot = (u: number, v: number, w: number, h: number) => {
    ap.push(`<rect x="${n(u)}" y="${n(v)}" width="${n(w)}" height="${n(h)}" rx="${n(Math.min(w, h) * 0.3)}"/>`);
    edge.push(`M${n(u + 1)} ${n(v + h)}H${n(u + w - 1)}`);
  };
  // QFP patterns
  const qfp = (u0: number, v0: number, size: number, count: number) => {
    const p = size / (count + 1);
    for (let i = 1; i <= count; i++) {
      slot(u0 + i * p - 3, v0 - 26, 6, 20);
      slot(u0 + i * p - 3, v0 + size + 6, 6, 20);
      slot(u0 - 26, v0 + i * p - 3, 20, 6);
      slot(u0 + size + 6, v0 + i * p - 3, 20, 6);
    }
  };
  qfp(110, 110, 150, 12);
  qfp(600, 330, 120, 10);
  // BGA grid
  for (let i = 0; i < 9; i++) for (let j = 0; j < 9; j++) ap.push(`<circle cx="${420 + i * 16}" cy="${90 + j * 16}" r="5"/>`);
  // chip pairs
  for (let i = 0; i < 26; i++) {
    const u = rand(r, 60, 560);
    const v = rand(r, 360, 580);
    const vert = r() < 0.5;
    if (vert) {
      slot(u, v, 12, 14);
      slot(u, v + 22, 12, 14);
    } else {
      slot(u, v, 14, 12);
      slot(u + 22, v, 14, 12);
    }
  }
  for (let i = 0; i < 6; i++) slot(640 + i * 38, 90, 22, 90);
  o.push(
    `<g transform="matrix(${a} ${b} ${c} ${d} ${e} ${f})"><rect width="${W}" height="${H}" fill="url(#${plateG})" stroke="#4a566c" stroke-width="1.5"/>` +
      Array.from({ length: 60 }, (_, i) => `<path d="M0 ${n(i * 10.3 + 2)}H${W}" stroke="#ffffff" stroke-opacity="${n(0.012 + 0.02 * r())}"/>`).join("") +
      `<g fill="#050910">${ap.join("")}</g><path d="${edge.join("")}" stroke="#8190a8" stroke-opacity="0.35" stroke-width="1"/>` +
      `<path d="M820 470H900M860 430V510" stroke="${C.teal}" stroke-opacity="0.3"/>` +
      `</g>`,
  );
  // the aperture being cut: a QFP-sized window, outline partly glowing
  const cut: Pt[] = [
    [760, 160],
    [860, 160],
    [860, 260],
    [760, 260],
    [760, 160],
  ].map(([u, v]) => M(u!, v!));
  const cutLen = polyLength(cut);
  const done = cutLen * 0.64;
  const impact = pointAt(cut, done);
  const gl = uid("g");
  defs.push(glowFilter(gl, 3));
  o.push(`<path d="${pathD(cut)}" fill="none" stroke="${C.teal}" stroke-opacity="0.55" stroke-width="1.4" stroke-dasharray="4 6"/>`);
  o.push(`<path d="${pathD(cut)}" fill="none" stroke="${C.amber}" stroke-width="2.4" stroke-dasharray="${n(done)} ${n(cutLen * 2)}" filter="url(#${gl})"/>`);
  // laser head
  const hx = impact[0];
  const headBottom = impact[1] - 210;
  const headG = uid("head");
  defs.push(linGrad(headG, [[0, "#0f151f"], [0.3, "#3a475c"], [0.45, "#4d5b73"], [1, "#121925"]], 0, 0, 1, 0));
  o.push(
    `<rect x="${n(hx - 56)}" y="-20" width="112" height="${n(headBottom - 70 + 20)}" rx="8" fill="url(#${headG})"/><rect x="${n(hx - 64)}" y="${n(headBottom - 90)}" width="128" height="24" rx="4" fill="url(#${headG})"/>` +
      `<path d="M${n(hx - 40)} ${n(headBottom - 66)}L${n(hx - 10)} ${n(headBottom)}H${n(hx + 10)}L${n(hx + 40)} ${n(headBottom - 66)}Z" fill="url(#${headG})"/>` +
      `<rect x="${n(hx - 56)}" y="${n(headBottom - 200)}" width="112" height="6" fill="${C.copper}" opacity="0.6"/>`,
  );
  // beam
  o.push(`<path d="M${n(hx)} ${n(headBottom)}V${n(impact[1])}" stroke="${C.amber}" stroke-opacity="0.1" stroke-width="22"/>`);
  o.push(`<path d="M${n(hx)} ${n(headBottom)}V${n(impact[1])}" stroke="${C.amber}" stroke-opacity="0.3" stroke-width="7"/>`);
  o.push(`<path d="M${n(hx)} ${n(headBottom)}V${n(impact[1])}" stroke="${C.gold}" stroke-opacity="0.9" stroke-width="1.8"/>`);
  o.push(glowSpot(defs, impact[0], impact[1], 150, C.amber, 0.5));
  // sparks
  const sparks: string[] = [];
  for (let i = 0; i < 26; i++) {
    const ang = rand(r, -Math.PI * 0.95, -Math.PI * 0.05) + (r() < 0.25 ? Math.PI : 0);
    const l = rand(r, 20, 110);
    const x1 = impact[0] + Math.cos(ang) * rand(r, 6, 20);
    const y1 = impact[1] + Math.sin(ang) * rand(r, 6, 20);
    const x2 = impact[0] + Math.cos(ang) * l;
    const y2 = impact[1] + Math.sin(ang) * l + l * l * 0.004;
    sparks.push(`<path d="M${n(x1)} ${n(y1)}Q${n((x1 + x2) / 2)} ${n((y1 + y2) / 2 - 4)} ${n(x2)} ${n(y2)}" stroke="${r() < 0.5 ? C.amberLight : C.amber}" stroke-opacity="${n(rand(r, 0.35, 0.8))}" stroke-width="${n(rand(r, 1, 2))}" stroke-linecap="round" fill="none"/>`);
  }
  o.push(sparks.join(""));
  o.push(`<circle cx="${n(impact[0])}" cy="${n(impact[1])}" r="4" fill="${C.gold}"/>`);
  return o.join("");
}

function motifTooling(defs: string[]): string {
  const o: string[] = [];
  const I = makeIso(640, 180, 1);
  // floor grid
  const grid: string[] = [];
  for (let i = -20; i <= 40; i++) {
    const a1 = I.p(i * 40, -800, -60);
    const a2 = I.p(i * 40, 1600, -60);
    const b1 = I.p(-800, i * 40, -60);
    const b2 = I.p(1600, i * 40, -60);
    grid.push(`M${n(a1[0])} ${n(a1[1])}L${n(a2[0])} ${n(a2[1])}M${n(b1[0])} ${n(b1[1])}L${n(b2[0])} ${n(b2[1])}`);
  }
  o.push(`<path d="${grid.join("")}" stroke="${C.teal}" stroke-opacity="0.07" stroke-width="1"/>`);
  const W = 560;
  const D = 420;
  const T = 20;
  // shadow
  const sh = uid("sh");
  defs.push(blurFilter(sh, 18));
  o.push(`<polygon points="${pts([I.p(-10, -10, -60), I.p(W + 30, -10, -60), I.p(W + 30, D + 40, -60), I.p(-10, D + 40, -60)])}" fill="#000" opacity="0.55" filter="url(#${sh})"/>`);
  // lower pallet in the stack
  o.push(isoBox(I, 0, 0, -56, W, D, T, { top: "#182234", left: "#121a28", right: "#0b111b" }));
  // main pallet
  o.push(isoBox(I, 0, 0, 0, W, D, T, { top: "#1f2b40", left: "#172236", right: "#0f1726", stroke: "#2f3e59", strokeWidth: 1 }));
  const topG = uid("pt");
  defs.push(linGrad(topG, [[0, "#26344c"], [1, "#18233a"]], 0, 0, 1, 1));
  const pocketClip = uid("pc");
  const pockets: [number, number, number, number][] = [
    [40, 40, 220, 150],
    [300, 40, 220, 150],
    [40, 230, 220, 150],
    [300, 230, 220, 150],
  ];
  const topParts: string[] = [];
  topParts.push(`<rect width="${W}" height="${D}" fill="url(#${topG})"/>`);
  // fixture holes grid along the borders
  for (let u = 20; u <= W - 20; u += 20) topParts.push(`<circle cx="${u}" cy="16" r="3" fill="#0a0f18"/><circle cx="${u}" cy="${D - 16}" r="3" fill="#0a0f18"/>`);
  defs.push(`<clipPath id="${pocketClip}">${pockets.map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10"/>`).join("")}</clipPath>`);
  topParts.push(pockets.map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#0d1422"/>`).join(""));
  o.push(`<g transform="${I.top(T)}">${topParts.join("")}</g>`);
  // pocket floors: shifted down in screen space, clipped to the pocket outline (shows the walls)
  const floor: string[] = [];
  pockets.forEach(([x, y, w, h], i) => {
    floor.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#141d2e"/>`);
    // wave windows (through-openings)
    const rr = rngFor(`cat:tooling:pocket${i}`);
    for (let j = 0; j < 4; j++) {
      const ww = rand(rr, 30, 80);
      const hh = rand(rr, 20, 50);
      floor.push(`<rect x="${n(x + rand(rr, 12, w - ww - 12))}" y="${n(y + rand(rr, 12, h - hh - 12))}" width="${n(ww)}" height="${n(hh)}" rx="5" fill="#03060b"/>`);
    }
  });
  // screen offset (0, 8) equals local (8, 8) on the top plane
  o.push(`<g transform="${I.top(T)}"><g clip-path="url(#${pocketClip})"><g transform="translate(8 8)">${floor.join("")}</g></g></g>`);
  // a board loaded in one pocket
  const boardTop: string[] = [];
  boardTop.push(`<rect x="304" y="44" width="212" height="142" rx="6" fill="#0f3340" stroke="#1f5566"/>`);
  const rb = rngFor("cat:tooling:board");
  for (let i = 0; i < 16; i++) {
    const x = 316 + (i % 4) * 50 + rand(rb, 0, 8);
    const y = 56 + Math.floor(i / 4) * 32 + rand(rb, 0, 6);
    boardTop.push(`<rect x="${n(x)}" y="${n(y)}" width="${i % 5 === 0 ? 30 : 16}" height="${i % 5 === 0 ? 22 : 8}" fill="${i % 5 === 0 ? "#0b111c" : C.copper}" fill-opacity="${i % 5 === 0 ? 1 : 0.55}"/>`);
  }
  o.push(`<g transform="${I.top(T + 2)}">${boardTop.join("")}</g>`);
  // hold-down clamps
  const clamps: [number, number, number][] = [
    [260, 60, 0],
    [260, 250, 0],
    [150, 200, 90],
    [410, 200, 90],
  ];
  for (const [u, v, rot] of clamps) {
    o.push(`<g transform="${I.top(T + 6)}"><g transform="translate(${u} ${v}) rotate(${rot})"><rect x="-8" y="-30" width="16" height="60" rx="6" fill="#8a97ac"/><rect x="-8" y="-30" width="16" height="60" rx="6" fill="none" stroke="#2c3850"/><circle cx="0" cy="0" r="6" fill="#3a465c"/></g></g>`);
  }
  // locating pins
  for (const [u, v] of [[24, 24], [W - 24, 24], [24, D - 24], [W - 24, D - 24]] as Pt[]) o.push(isoCylinder(I, u, v, T, 7, 18, "#9aa7bb"));
  // edge rails
  o.push(isoBox(I, 0, -18, 0, W, 18, T + 12, boxShades("#3c4a62", "#53627c")));
  o.push(isoBox(I, 0, D, 0, W, 18, T + 12, boxShades("#3c4a62", "#53627c")));
  // accent: copper reference edge + teal datum marks
  const e1 = I.p(0, D + 18, 0);
  const e2 = I.p(W, D + 18, 0);
  o.push(`<path d="M${n(e1[0])} ${n(e1[1] + 14)}L${n(e2[0])} ${n(e2[1] + 14)}" stroke="${C.copper}" stroke-width="2" stroke-opacity="0.7"/>`);
  const d1 = I.p(W + 60, 0, 0);
  const d2 = I.p(W + 60, D, 0);
  o.push(`<path d="M${n(d1[0])} ${n(d1[1])}L${n(d2[0])} ${n(d2[1])}" stroke="${C.teal}" stroke-opacity="0.5" stroke-dasharray="6 6"/>`);
  return o.join("");
}

const CATEGORY_IDS = ["mro", "esd", "solder", "machines", "laser", "tooling"] as const;
const CATEGORY_TINT: Record<(typeof CATEGORY_IDS)[number], { tint: string; glow: [number, number, string, number][] }> = {
  mro: { tint: C.navy700, glow: [[0.75, 0.4, C.copper, 0.12]] },
  esd: { tint: "#0c2a3a", glow: [[0.6, 0.45, C.teal, 0.12]] },
  solder: { tint: "#2a1a10", glow: [[0.3, 0.5, C.copper, 0.16]] },
  machines: { tint: C.navy700, glow: [[0.6, 0.5, C.teal, 0.08]] },
  laser: { tint: "#1c1a24", glow: [[0.6, 0.35, C.amber, 0.1]] },
  tooling: { tint: "#0e2233", glow: [[0.55, 0.55, C.teal, 0.1]] },
};
const MOTIFS: Record<(typeof CATEGORY_IDS)[number], (defs: string[]) => string> = {
  mro: motifMro,
  esd: motifEsd,
  solder: motifSolder,
  machines: motifMachines,
  laser: motifLaser,
  tooling: motifTooling,
};

function categorySvg(id: (typeof CATEGORY_IDS)[number]): string {
  const W = 1200;
  const H = 800;
  const t = CATEGORY_TINT[id];
  const bd = darkBackdrop(`cat:${id}`, W, H, { tint: t.tint, glow: t.glow, pcbOpacity: 0.2 });
  const defs: string[] = [];
  const motif = MOTIFS[id](defs);
  return composeDark(W, H, bd, `<g opacity="0.92">${motif}</g>`, defs);
}


// ---------------------------------------------------------------------------------------------
// 2. Product illustrations (light, 800×600)
// ---------------------------------------------------------------------------------------------

interface Ctx {
  defs: string[];
  /** The object; its bounding box is fitted into the frame. */
  o: string[];
  /** Drawn on top with the same transform but not measured (e.g. a laser head entering from the top edge). */
  bleed: string[];
  r: Rng;
}

/** A rod from (x1,y1) to (x2,y2) of width w with cylindrical shading. */
function rod(c: Ctx, x1: number, y1: number, x2: number, y2: number, w: number, base: string, round = true): string {
  const g = uid("rod");
  c.defs.push(cylGrad(g, base, true));
  const L = Math.hypot(x2 - x1, y2 - y1);
  const a = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  return `<g transform="translate(${n(x1)} ${n(y1)}) rotate(${n(a)})"><rect x="0" y="${n(-w / 2)}" width="${n(L)}" height="${n(w)}" rx="${round ? n(w / 2) : 0}" fill="url(#${g})"/></g>`;
}

/** Front-view vertical cylinder (slightly seen from above). */
function cylinderFront(c: Ctx, cx: number, topY: number, w: number, h: number, base: string, topFill?: string, ryK = 0.14): string {
  const g = uid("cf");
  c.defs.push(cylGrad(g, base));
  const rx = w / 2;
  const ry = w * ryK;
  return `<path d="M${n(cx - rx)} ${n(topY)}V${n(topY + h)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(topY + h)}V${n(topY)}Z" fill="url(#${g})"/><ellipse cx="${n(cx)}" cy="${n(topY)}" rx="${n(rx)}" ry="${n(ry)}" fill="${topFill ?? shade(base, 0.3)}"/>`;
}

function groundShadow(c: Ctx, cx: number, cy: number, rx: number, ry: number, op = 0.22): string {
  const f = uid("gsh");
  c.defs.push(blurFilter(f, Math.max(6, ry * 0.45), 0.6));
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#0f172a" opacity="${n(op)}" filter="url(#${f})"/>`;
}

/** Polygon shadow (e.g. under an isometric object), blurred. */
function polyShadow(c: Ctx, p: Pt[], op = 0.2, blur = 12): string {
  const f = uid("psh");
  c.defs.push(blurFilter(f, blur, 0.4));
  return `<polygon points="${pts(p)}" fill="#0f172a" opacity="${n(op)}" filter="url(#${f})"/>`;
}

/** Recessed area on an isometric top plane: walls + floor shifted down by depth (px). */
function isoRecess(c: Ctx, I: Iso, z: number, clipShapes: string, wallFill: string, floor: string, depthPx: number): string {
  const id = uid("rc");
  c.defs.push(`<clipPath id="${id}">${clipShapes}</clipPath>`);
  const d = depthPx / I.k;
  return `<g transform="${I.top(z)}"><g clip-path="url(#${id})"><rect x="-3000" y="-3000" width="6000" height="6000" fill="${wallFill}"/><g transform="translate(${n(d)} ${n(d)})">${floor}</g></g></g>`;
}

/** Prism whose top is inset by e on all sides (ingot). */
function isoIngot(I: Iso, x: number, y: number, z: number, w: number, d: number, h: number, e: number, cols: BoxColors): string {
  const P = I.p;
  const top = [P(x + e, y + e, z + h), P(x + w - e, y + e, z + h), P(x + w - e, y + d - e, z + h), P(x + e, y + d - e, z + h)];
  const left = [P(x, y + d, z), P(x + w, y + d, z), P(x + w - e, y + d - e, z + h), P(x + e, y + d - e, z + h)];
  const right = [P(x + w, y, z), P(x + w, y + d, z), P(x + w - e, y + d - e, z + h), P(x + w - e, y + e, z + h)];
  const st = cols.stroke ? ` stroke="${cols.stroke}" stroke-width="${n(cols.strokeWidth ?? 1)}" stroke-linejoin="round"` : "";
  return `<polygon points="${pts(left)}" fill="${cols.left}"${st}/><polygon points="${pts(right)}" fill="${cols.right}"${st}/><polygon points="${pts(top)}" fill="${cols.top}"${st}/>`;
}

/** Bottle outline path. */
function bottlePath(cx: number, baseY: number, w: number, h: number, neckW: number, shoulder: number, neckH: number, r = 12): string {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const yS = baseY - h;
  const yN = yS - shoulder;
  const nx0 = cx - neckW / 2;
  const nx1 = cx + neckW / 2;
  const yT = yN - neckH;
  return `M${n(x0)} ${n(baseY - r)}V${n(yS)}C${n(x0)} ${n(yS - shoulder * 0.65)} ${n(nx0)} ${n(yN + shoulder * 0.25)} ${n(nx0)} ${n(yN)}V${n(yT)}H${n(nx1)}V${n(yN)}C${n(nx1)} ${n(yN + shoulder * 0.25)} ${n(x1)} ${n(yS - shoulder * 0.65)} ${n(x1)} ${n(yS)}V${n(baseY - r)}Q${n(x1)} ${n(baseY)} ${n(x1 - r)} ${n(baseY)}H${n(x0 + r)}Q${n(x0)} ${n(baseY)} ${n(x0)} ${n(baseY - r)}Z`;
}

/** Pick-and-place nozzle, drawn upright with its tip at (0, 0) pointing down, scale s. */
function nozzleShape(c: Ctx, s = 1): string {
  const body = uid("nb");
  c.defs.push(cylGrad(body, "#c3ccd8"));
  const tip = uid("nt");
  c.defs.push(cylGrad(tip, "#2b3445"));
  const col = uid("nc");
  c.defs.push(cylGrad(col, C.copper));
  return `<g transform="scale(${s})"><path d="M-4 0H4L6 -40H-6Z" fill="url(#${tip})"/><path d="M-6 -40H6L14 -78H-14Z" fill="url(#${body})"/><rect x="-22" y="-96" width="44" height="18" rx="3" fill="url(#${col})"/><rect x="-17" y="-170" width="34" height="74" rx="3" fill="url(#${body})"/><rect x="-17" y="-150" width="34" height="4" fill="#000" opacity="0.15"/><rect x="-17" y="-128" width="34" height="4" fill="#000" opacity="0.15"/><ellipse cx="0" cy="-170" rx="17" ry="4" fill="#e7ecf2"/><ellipse cx="0" cy="-170" rx="6" ry="1.6" fill="#334155"/></g>`;
}

function gearPath(cx: number, cy: number, rOuter: number, rInner: number, teeth: number): string {
  const p: Pt[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2;
    const step = (Math.PI * 2) / teeth;
    const pts4: [number, number][] = [
      [a - step * 0.5, rInner],
      [a - step * 0.22, rInner],
      [a - step * 0.14, rOuter],
      [a + step * 0.14, rOuter],
      [a + step * 0.22, rInner],
    ];
    for (const [ang, rr] of pts4) p.push([cx + Math.cos(ang) * rr, cy + Math.sin(ang) * rr]);
  }
  return pathD(p, true);
}

function wrenchShape(c: Ctx, len: number, base = "#aeb9c8"): string {
  // local: along +x, open end at 0, box end at len
  const g = uid("wr");
  c.defs.push(cylGrad(g, base, true));
  const m = uid("wm");
  const hex = Array.from({ length: 6 }, (_, i) => {
    const a = (i * Math.PI) / 3 + Math.PI / 6;
    return [len + Math.cos(a) * 17, Math.sin(a) * 17] as Pt;
  });
  c.defs.push(
    `<mask id="${m}" maskUnits="userSpaceOnUse" x="-100" y="-100" width="${len + 200}" height="200"><g fill="#fff"><circle cx="0" cy="0" r="40"/><path d="M20 -16L${len - 30} -13L${len - 30} 13L20 16Z"/><circle cx="${len}" cy="0" r="31"/></g><g fill="#000"><path d="M-60 -15L-4 -12A12 12 0 0 1 -4 12L-60 15Z"/><polygon points="${pts(hex)}"/></g></mask>`,
  );
  return `<g mask="url(#${m})"><rect x="-60" y="-45" width="${len + 120}" height="90" fill="url(#${g})"/></g><path d="M40 -4L${len - 40} -3" stroke="#fff" stroke-opacity="0.45" stroke-width="2" stroke-linecap="round"/>`;
}

/** Data-matrix-like block of cells (a graphic, not text). */
function matrixCode(r: Rng, x: number, y: number, cells: number, size: number, fill: string): string {
  const s = size / cells;
  const out: string[] = [];
  for (let i = 0; i < cells; i++)
    for (let j = 0; j < cells; j++) {
      const finder = i === 0 || j === cells - 1;
      const clock = (j === 0 && i % 2 === 0) || (i === cells - 1 && j % 2 === 1);
      if (finder || clock || (i > 0 && j < cells - 1 && r() < 0.48)) out.push(`M${n(x + i * s)} ${n(y + j * s)}h${n(s)}v${n(s)}h${n(-s)}Z`);
    }
  return `<path d="${out.join("")}" fill="${fill}"/>`;
}

type ProductDrawer = (c: Ctx) => void;

const PRODUCTS: Record<string, ProductDrawer> = {
  thermocouples(c) {
    const { o, defs } = c;
    o.push(groundShadow(c, 420, 468, 260, 22));
    // cable: duplex, looping from the connector to the probe
    const cable: Pt[] = [
      [318, 292],
      [400, 300],
      [478, 352],
      [480, 428],
      [420, 452],
      [350, 420],
      [352, 360],
      [430, 330],
      [520, 332],
      [580, 318],
    ];
    const d = smoothPath(cable);
    o.push(`<path d="${d}" fill="none" stroke="#7c2d12" stroke-width="16" stroke-linecap="round"/>`);
    o.push(`<path d="${d}" fill="none" stroke="${C.copper}" stroke-width="12" stroke-linecap="round"/>`);
    o.push(`<path d="${d}" fill="none" stroke="#fde68a" stroke-opacity="0.55" stroke-width="3" stroke-linecap="round" transform="translate(-1 -2)"/>`);
    // probe: transition sleeve + sheath
    o.push(rod(c, 570, 320, 622, 282, 26, "#334155"));
    o.push(rod(c, 612, 289, 742, 176, 11, "#c7d0dc"));
    o.push(`<circle cx="740" cy="178" r="6" fill="#dfe5ec"/>`);
    // connector (K type: yellow body)
    const body = uid("kb");
    defs.push(linGrad(body, [[0, "#fcd34d"], [0.5, C.amber], [1, "#b45309"]]));
    o.push(rod(c, 86, 268, 160, 268, 10, "#d1d9e3", false));
    o.push(rod(c, 86, 314, 160, 314, 14, "#d1d9e3", false));
    o.push(`<rect x="140" y="238" width="160" height="108" rx="14" fill="url(#${body})"/>`);
    o.push(`<rect x="156" y="254" width="128" height="76" rx="8" fill="#000" opacity="0.08"/>`);
    o.push(`<path d="M300 262L330 276V308L300 322Z" fill="#b45309"/>`);
    o.push(`<rect x="146" y="242" width="148" height="8" rx="4" fill="#fff" opacity="0.35"/>`);
    // loose bare thermocouple bead in front
    o.push(`<path d="M520 500C560 492 600 496 640 486" stroke="${C.copper}" stroke-width="4" fill="none"/><path d="M520 508C560 500 600 502 640 490" stroke="${C.teal}" stroke-width="4" fill="none"/><circle cx="644" cy="488" r="7" fill="#9ca3af"/>`);
  },

  "red-glue"(c) {
    const { o, defs } = c;
    o.push(groundShadow(c, 410, 470, 280, 20));
    const barrel = uid("brl");
    defs.push(cylGrad(barrel, "#eef2f6", true));
    const glue = uid("glu");
    defs.push(cylGrad(glue, C.red, true));
    const tipG = uid("tp");
    defs.push(cylGrad(tipG, C.amber, true));
    const capG = uid("cap");
    defs.push(cylGrad(capG, "#334155", true));
    o.push(
      `<g transform="translate(400 300) rotate(-24)">` +
        `<rect x="-278" y="-34" width="40" height="68" rx="6" fill="url(#${capG})"/>` +
        `<rect x="-244" y="-74" width="16" height="148" rx="6" fill="url(#${barrel})" stroke="#cbd5e1"/>` +
        `<rect x="-230" y="-44" width="404" height="88" rx="10" fill="url(#${barrel})" stroke="#cbd5e1"/>` +
        `<rect x="-120" y="-37" width="288" height="74" rx="6" fill="url(#${glue})"/>` +
        `<rect x="-136" y="-38" width="16" height="76" rx="3" fill="url(#${capG})"/>` +
        `<rect x="-226" y="-31" width="396" height="8" rx="4" fill="#fff" opacity="0.55"/>` +
        Array.from({ length: 9 }, (_, i) => `<path d="M${-190 + i * 38} 44V${i % 2 ? 34 : 28}" stroke="#64748b" stroke-width="1.6"/>`).join("") +
        `<path d="M174 -30L204 -14V14L174 30Z" fill="url(#${barrel})" stroke="#cbd5e1"/>` +
        `<rect x="204" y="-16" width="26" height="32" rx="3" fill="url(#${tipG})"/>` +
        `<path d="M230 -13L296 -5V5L230 13Z" fill="url(#${tipG})" opacity="0.9"/>` +
        `<rect x="296" y="-2.5" width="54" height="5" fill="#94a3b8"/>` +
        `<path d="${teardrop(0, 0, 7)}" transform="translate(354 0) rotate(90)" fill="${C.red}"/>` +
        `</g>`,
    );
  },

  "isopropyl-alcohol"(c) {
    const { o, defs } = c;
    o.push(groundShadow(c, 430, 500, 230, 18));
    // pump dispenser behind, right
    const hd = uid("hd");
    defs.push(cylGrad(hd, "#e8eef5"));
    const liq = uid("lq");
    defs.push(cylGrad(liq, "#9fd8f0"));
    const bx = 565;
    o.push(`<path d="M${bx - 70} 360V486A70 14 0 0 0 ${bx + 70} 486V360Z" fill="url(#${hd})"/>`);
    o.push(`<path d="M${bx - 66} 410V484A66 12 0 0 0 ${bx + 66} 484V410Z" fill="url(#${liq})" opacity="0.55"/>`);
    o.push(`<ellipse cx="${bx}" cy="410" rx="66" ry="10" fill="#cbeafa" opacity="0.7"/>`);
    o.push(`<ellipse cx="${bx}" cy="360" rx="70" ry="14" fill="#f4f7fb" stroke="#cbd5e1"/>`);
    o.push(cylinderFront(c, bx, 330, 56, 30, "#1e293b"));
    o.push(rod(c, bx, 330, bx, 300, 10, "#cbd5e1", false));
    o.push(`<ellipse cx="${bx}" cy="300" rx="54" ry="12" fill="#9aa7b8"/><ellipse cx="${bx}" cy="297" rx="50" ry="10" fill="#dbe2ea"/><ellipse cx="${bx}" cy="297" rx="22" ry="4" fill="#b8c3d0"/>`);
    // main bottle
    const bg = uid("bt");
    defs.push(cylGrad(bg, "#eef2f7"));
    const cx = 360;
    o.push(`<path d="${bottlePath(cx, 500, 176, 250, 70, 72, 26, 14)}" fill="url(#${bg})" stroke="#cfd8e3"/>`);
    o.push(cylinderFront(c, cx, 124, 86, 56, C.tealDeep, shade(C.teal, 0.2), 0.12));
    o.push(Array.from({ length: 8 }, (_, i) => `<path d="M${cx - 38 + i * 11} 132V176" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`).join(""));
    // label wrapped on the body
    const lb = uid("lb");
    defs.push(cylGrad(lb, "#ffffff"));
    o.push(`<rect x="${cx - 88}" y="296" width="176" height="148" fill="url(#${lb})"/>`);
    const band = uid("bd");
    defs.push(cylGrad(band, C.teal));
    o.push(`<rect x="${cx - 88}" y="296" width="176" height="30" fill="url(#${band})"/>`);
    o.push(`<path d="${teardrop(cx - 30, 392, 22)}" fill="${C.teal}"/>`);
    o.push(`<ellipse cx="${cx - 37}" cy="392" rx="5" ry="9" fill="#fff" opacity="0.6"/>`);
    // flammable pictogram (diamond with flame)
    o.push(`<rect x="${cx + 14}" y="358" width="52" height="52" transform="rotate(45 ${cx + 40} 384)" fill="#fff" stroke="${C.red}" stroke-width="4"/>`);
    o.push(`<path d="M${cx + 40} 366C${cx + 50} 378 ${cx + 54} 386 ${cx + 50} 396C${cx + 46} 403 ${cx + 34} 403 ${cx + 30} 396C${cx + 27} 389 ${cx + 32} 384 ${cx + 35} 380C${cx + 36} 386 ${cx + 39} 388 ${cx + 41} 386C${cx + 43} 380 ${cx + 38} 372 ${cx + 40} 366Z" fill="#111827"/>`);
  },

  "nozzle-cleaner-gel"(c) {
    const { o, defs } = c;
    o.push(groundShadow(c, 400, 478, 270, 22));
    // lid leaning on the right
    o.push(`<ellipse cx="612" cy="392" rx="34" ry="96" fill="#0f172a"/><ellipse cx="600" cy="392" rx="34" ry="96" fill="#1e293b"/><ellipse cx="600" cy="392" rx="24" ry="78" fill="#273449"/>`);
    // jar
    const jx = 380;
    const jar = uid("jar");
    defs.push(cylGrad(jar, "#1e293b"));
    o.push(`<path d="M${jx - 130} 300V450A130 30 0 0 0 ${jx + 130} 450V300Z" fill="url(#${jar})"/>`);
    const lbl = uid("lbl");
    defs.push(cylGrad(lbl, C.teal));
    o.push(`<path d="M${jx - 130} 350V420A130 30 0 0 0 ${jx + 130} 420V350A130 30 0 0 1 ${jx - 130} 350Z" fill="url(#${lbl})"/>`);
    o.push(`<ellipse cx="${jx}" cy="300" rx="130" ry="30" fill="#334155"/>`);
    const gel = uid("gel");
    defs.push(radGrad(gel, [[0, "#a5f3fc"], [0.5, "#22d3ee"], [1, "#0e7490"]], 0.4, 0.35, 0.7));
    o.push(`<ellipse cx="${jx}" cy="304" rx="120" ry="26" fill="url(#${gel})"/>`);
    o.push(`<ellipse cx="${jx - 40}" cy="296" rx="40" ry="6" fill="#fff" opacity="0.45"/>`);
    // nozzle dipped in the gel
    o.push(`<g transform="translate(${jx + 30} 312) rotate(14)">${nozzleShape(c, 0.95)}</g>`);
    o.push(`<ellipse cx="${jx + 30}" cy="312" rx="14" ry="4" fill="#0e7490" opacity="0.5"/>`);
    // a nozzle lying in front
    o.push(`<g transform="translate(200 512) rotate(-80)">${nozzleShape(c, 1)}</g>`);
  },

  "router-bits"(c) {
    const { o } = c;
    const I = makeIso(400, 300, 1);
    o.push(polyShadow(c, [I.p(-150, -50, 0), I.p(170, -50, 0), I.p(170, 80, 0), I.p(-150, 80, 0)], 0.22, 14));
    o.push(isoBox(I, -140, -40, 0, 300, 110, 46, boxShades("#1e293b")));
    const bits: [number, string, number, number][] = [
      [-90, C.copper, 3, 110],
      [10, C.teal, 5, 130],
      [110, "#64748b", 7, 120],
    ];
    for (const [x, ring, fr, fl] of bits) {
      const [cx, cy] = I.p(x, 15, 46);
      o.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="16" ry="8" fill="#0b1220"/>`);
      o.push(isoCylinder(I, x, 15, 46, 7.5, 70, "#c6cfdb"));
      o.push(isoCylinder(I, x, 15, 110, 8, 12, ring));
      // flute: narrower cylinder with helical grooves
      const [fx, fyb] = I.p(x, 15, 122);
      const w = fr * Math.SQRT2 * COS30 * 2;
      o.push(isoCylinder(I, x, 15, 122, 4.5, 8, "#aab4c3"));
      o.push(isoCylinder(I, x, 15, 130, fr * 0.55, fl * 0.6, "#8f9bad"));
      const top = fyb - 8 - fl * 0.6;
      const lines: string[] = [];
      for (let yy = fyb - 10; yy > top + 4; yy -= 7) lines.push(`M${n(fx - w / 2)} ${n(yy)}L${n(fx + w / 2)} ${n(yy - 5)}`);
      o.push(`<path d="${lines.join("")}" stroke="#334155" stroke-opacity="0.55" stroke-width="1.4"/>`);
      o.push(`<path d="M${n(fx - w / 2)} ${n(top + 2)}L${n(fx)} ${n(top - 6)}L${n(fx + w / 2)} ${n(top + 2)}Z" fill="#8f9bad"/>`);
    }
    // one bit lying in front
    o.push(groundShadow(c, 420, 478, 170, 10, 0.18));
    o.push(rod(c, 270, 462, 470, 456, 15, "#c6cfdb", false));
    o.push(rod(c, 446, 457, 470, 456, 17, C.copper, false));
    o.push(rod(c, 470, 456, 500, 455, 8, "#aab4c3", false));
    o.push(rod(c, 500, 455, 586, 452, 6, "#8f9bad"));
    o.push(`<path d="${Array.from({ length: 12 }, (_, i) => `M${504 + i * 7} 449L${500 + i * 7} 458`).join("")}" stroke="#334155" stroke-opacity="0.5" stroke-width="1.3"/>`);
  },

  "esd-trays-bins"(c) {
    const { o } = c;
    const I = makeIso(330, 150, 1);
    o.push(polyShadow(c, [I.p(-10, -10, 0), I.p(420, -10, 0), I.p(420, 520, 0), I.p(-10, 520, 0)], 0.2, 16));
    const bin = (x: number, y: number, z: number, w: number, d: number, h: number) => {
      const out: string[] = [];
      out.push(isoBox(I, x, y, z, w, d, h, { top: "#2b3340", left: "#1f252f", right: "#151a22" }));
      const inner = `<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${d - 16}" rx="4"/>`;
      out.push(isoRecess(c, I, z + h, inner, "#323b49", `<rect x="${x}" y="${y}" width="${w}" height="${d}" fill="#12161d"/>`, h * 0.75));
      // label holder on the front (y + d face)
      out.push(`<g transform="${I.left(y + d)}"><rect x="${x + 20}" y="${-(z + h - 16)}" width="${w * 0.5}" height="26" rx="3" fill="#e2e8f0" opacity="0.9"/><path d="M${x + w * 0.7} ${-(z + h - 40)}l14 -24l14 24Z" fill="#facc15"/><circle cx="${x + w * 0.7 + 14}" cy="${-(z + h - 33)}" r="4" fill="#111827"/></g>`);
      return out.join("");
    };
    o.push(bin(0, 0, 0, 170, 250, 110));
    o.push(bin(0, 0, 110, 170, 250, 90));
    o.push(bin(190, 0, 0, 170, 250, 110));
    // flat conductive tray with cells, in front
    const tx = 0;
    const ty = 280;
    o.push(isoBox(I, tx, ty, 0, 360, 220, 26, { top: "#2b3340", left: "#1f252f", right: "#151a22" }));
    const cells: string[] = [];
    for (let i = 0; i < 6; i++) for (let j = 0; j < 4; j++) cells.push(`<rect x="${tx + 12 + i * 57}" y="${ty + 12 + j * 50}" width="48" height="42" rx="4"/>`);
    const floor: string[] = [];
    for (let i = 0; i < 6; i++) for (let j = 0; j < 4; j++) if ((i + j) % 3 === 0) floor.push(`<rect x="${tx + 24 + i * 57}" y="${ty + 22 + j * 50}" width="24" height="22" rx="2" fill="#0b0f16"/><rect x="${tx + 27 + i * 57}" y="${ty + 25 + j * 50}" width="18" height="16" fill="#334155"/>`);
    o.push(isoRecess(c, I, 26, cells.join(""), "#3a4453", `<rect x="${tx}" y="${ty}" width="360" height="220" fill="#181d26"/>${floor.join("")}`, 14));
  },

  "conductive-eva-sheets"(c) {
    const { o } = c;
    const I = makeIso(380, 190, 1);
    o.push(polyShadow(c, [I.p(-10, -10, 0), I.p(380, -10, 0), I.p(380, 280, 0), I.p(-10, 280, 0)], 0.22, 14));
    const sheets = 5;
    for (let i = 0; i < sheets; i++) {
      const dx = [0, 10, -6, 8, 0][i]!;
      const dy = [0, -8, 6, 4, 0][i]!;
      const z = i * 16;
      o.push(isoBox(I, dx, dy, z, 360, 260, 14, { top: "#2a2f37", left: "#1c2027", right: "#12151a" }));
    }
    const z = (sheets - 1) * 16 + 14;
    const r = rngFor("eva");
    // foam texture
    const dots: string[] = [];
    for (let i = 0; i < 500; i++) dots.push(`M${n(rand(r, 4, 356))} ${n(rand(r, 4, 256))}h1.6v1.6h-1.6Z`);
    o.push(`<g transform="${I.top(z)}"><path d="${dots.join("")}" fill="#fff" opacity="0.07"/></g>`);
    // die-cut pockets holding parts
    const pockets: string[] = [];
    const floor: string[] = [];
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 3; j++) {
        const x = 30 + i * 80;
        const y = 30 + j * 72;
        pockets.push(`<rect x="${x}" y="${y}" width="56" height="48" rx="3"/>`);
        if ((i + j) % 2 === 0) floor.push(`<rect x="${x + 10}" y="${y + 8}" width="36" height="32" rx="2" fill="#0b1220"/><circle cx="${x + 16}" cy="${y + 14}" r="2" fill="#334155"/>`);
      }
    o.push(isoRecess(c, I, z, pockets.join(""), "#3b4250", `<rect x="0" y="0" width="360" height="260" fill="#15181e"/>${floor.join("")}`, 9));
    // chips in pockets stand a bit proud: draw their tops
    const tops: string[] = [];
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 3; j++)
        if ((i + j) % 2 === 0) {
          const x = 30 + i * 80;
          const y = 30 + j * 72;
          for (let k = 0; k < 5; k++) tops.push(`<rect x="${x + 13 + k * 7}" y="${y + 4}" width="3" height="5" fill="#cbd5e1"/><rect x="${x + 13 + k * 7}" y="${y + 39}" width="3" height="5" fill="#cbd5e1"/>`);
        }
    o.push(`<g transform="${I.top(z - 4)}">${tops.join("")}</g>`);
  },

  "solder-bars"(c) {
    const { o, defs } = c;
    const I = makeIso(300, 250, 1);
    o.push(polyShadow(c, [I.p(-10, -10, 0), I.p(330, -10, 0), I.p(330, 200, 0), I.p(-10, 200, 0)], 0.22, 14));
    const top = uid("bar");
    defs.push(linGrad(top, [[0, "#f1f5f9"], [0.5, "#d5dde7"], [1, "#b3bfcd"]], 0, 0, 1, 1));
    const cols: BoxColors = { top: `url(#${top})`, left: "#a9b5c4", right: "#7d8aa0", stroke: "#94a3b8", strokeWidth: 0.8 };
    const bar = (y: number, z: number) => {
      o.push(isoIngot(I, 0, y, z, 320, 58, 34, 7, cols));
      o.push(`<g transform="${I.top(z + 34)}"><rect x="${110}" y="${y + 17}" width="100" height="24" rx="5" fill="none" stroke="#94a3b8" stroke-width="2"/><rect x="${112}" y="${y + 19}" width="96" height="20" rx="4" fill="#fff" opacity="0.25"/></g>`);
    };
    bar(0, 0);
    bar(64, 0);
    bar(128, 0);
    bar(32, 34);
    bar(96, 34);
    bar(64, 68);
  },

  "solder-wire"(c) {
    const { o, defs } = c;
    o.push(groundShadow(c, 410, 488, 240, 20));
    const cy = 300;
    const fr = 178; // flange radius (vertical semi-axis)
    const fk = 0.3; // flange ellipse ratio
    const wr = 128; // wire winding radius
    const xb = 290;
    const xf = 470;
    const flange = uid("fl");
    defs.push(radGrad(flange, [[0, "#334155"], [0.7, "#1e293b"], [1, "#0f172a"]], 0.55, 0.4, 0.7));
    o.push(`<ellipse cx="${xb}" cy="${cy}" rx="${fr * fk}" ry="${fr}" fill="#0f172a"/>`);
    o.push(`<ellipse cx="${xb + 10}" cy="${cy}" rx="${fr * fk}" ry="${fr}" fill="#1e293b"/>`);
    const wire = uid("wire");
    defs.push(cylGrad(wire, "#c8d1dd", true));
    o.push(`<path d="M${xb + 10} ${cy - wr}H${xf}V${cy + wr}H${xb + 10}Z" fill="url(#${wire})"/>`);
    const lines: string[] = [];
    for (let x = xb + 14; x < xf; x += 4) lines.push(`M${x} ${cy - wr}A${n(wr * fk * 0.9)} ${wr} 0 0 1 ${x} ${cy + wr}`);
    o.push(`<path d="${lines.join("")}" fill="none" stroke="#475569" stroke-opacity="0.28" stroke-width="1.4"/>`);
    o.push(`<path d="M${xb + 10} ${cy - wr + 10}H${xf}" stroke="#fff" stroke-opacity="0.5" stroke-width="5"/>`);
    // front flange (rim + face + hub + lightening holes)
    o.push(`<ellipse cx="${xf}" cy="${cy}" rx="${fr * fk}" ry="${fr}" fill="#0f172a"/>`);
    o.push(`<ellipse cx="${xf + 12}" cy="${cy}" rx="${fr * fk}" ry="${fr}" fill="url(#${flange})"/>`);
    for (let i = 0; i < 4; i++) {
      const a = (i * Math.PI) / 2 + Math.PI / 4;
      o.push(`<ellipse cx="${n(xf + 12 + Math.cos(a) * fr * fk * 0.58)}" cy="${n(cy + Math.sin(a) * fr * 0.58)}" rx="${n(fr * fk * 0.16)}" ry="${n(fr * 0.16)}" fill="#0b1120"/>`);
    }
    o.push(`<ellipse cx="${xf + 12}" cy="${cy}" rx="${n(fr * fk * 0.32)}" ry="${n(fr * 0.32)}" fill="${C.copper}"/>`);
    o.push(`<ellipse cx="${xf + 14}" cy="${cy}" rx="${n(fr * fk * 0.2)}" ry="${n(fr * 0.2)}" fill="#0b1120"/>`);
    o.push(`<ellipse cx="${xf + 12}" cy="${cy}" rx="${fr * fk}" ry="${fr}" fill="none" stroke="#475569" stroke-width="2"/>`);
    // loose wire end
    const tail = smoothPath([
      [xb + 80, cy - wr + 2],
      [xb + 120, cy - wr - 40],
      [600, 150],
      [660, 230],
      [640, 350],
      [690, 430],
    ]);
    o.push(`<path d="${tail}" fill="none" stroke="#64748b" stroke-width="7" stroke-linecap="round"/><path d="${tail}" fill="none" stroke="#d5dde7" stroke-width="4" stroke-linecap="round"/>`);
  },

  "liquid-flux"(c) {
    const { o, defs } = c;
    o.push(groundShadow(c, 420, 498, 250, 18));
    const cx = 330;
    const bodyG = uid("fb");
    defs.push(cylGrad(bodyG, "#f1f5f9"));
    const clip = uid("fc");
    const bp = bottlePath(cx, 500, 160, 190, 60, 60, 20, 16);
    defs.push(`<clipPath id="${clip}"><path d="${bp}"/></clipPath>`);
    const liq = uid("fl");
    defs.push(cylGrad(liq, C.amber));
    o.push(`<path d="${bp}" fill="url(#${bodyG})" opacity="0.92"/>`);
    o.push(`<g clip-path="url(#${clip})"><rect x="${cx - 90}" y="350" width="180" height="160" fill="url(#${liq})" opacity="0.8"/><ellipse cx="${cx}" cy="350" rx="80" ry="8" fill="${C.amberLight}"/></g>`);
    o.push(`<path d="${bp}" fill="none" stroke="#cbd5e1" stroke-width="1.5"/>`);
    // spout + needle
    const sp = uid("sp");
    defs.push(cylGrad(sp, "#e2e8f0"));
    o.push(`<path d="M${cx - 36} 230L${cx - 8} 150H${cx + 8}L${cx + 36} 230Z" fill="url(#${sp})" stroke="#cbd5e1"/>`);
    o.push(cylinderFront(c, cx, 226, 76, 26, "#1e293b", undefined, 0.1));
    o.push(rod(c, cx, 150, cx, 82, 5, "#94a3b8", false));
    o.push(`<circle cx="${cx}" cy="80" r="3" fill="${C.amber}"/>`);
    // label band
    const lb = uid("lb");
    defs.push(cylGrad(lb, "#1e293b"));
    o.push(`<rect x="${cx - 80}" y="400" width="160" height="60" fill="url(#${lb})"/>`);
    o.push(`<path d="${teardrop(cx, 436, 11)}" fill="${C.amber}"/>`);
    // flux pen lying in front
    o.push(groundShadow(c, 560, 500, 130, 8, 0.2));
    o.push(`<g transform="translate(450 470) rotate(-16)">${rod(c, 0, 0, 190, 0, 26, C.teal, false)}${rod(c, 190, 0, 250, 0, 30, "#e2e8f0")}${rod(c, -22, 0, 2, 0, 16, "#f1f5f9", false)}<path d="M-22 -5L-40 0L-22 5Z" fill="${C.amber}"/></g>`);
  },

  "solder-preforms"(c) {
    const { o } = c;
    const I = makeIso(250, 170, 1);
    // carrier tape
    o.push(polyShadow(c, [I.p(0, 0, 0), I.p(440, 0, 0), I.p(440, 90, 0), I.p(0, 90, 0)], 0.2, 10));
    o.push(isoBox(I, 0, 0, 0, 440, 90, 6, { top: "#1f2530", left: "#141820", right: "#0e1117" }));
    const holes: string[] = [];
    for (let x = 14; x < 440; x += 28) holes.push(`<circle cx="${x}" cy="12" r="5" fill="#e9edf2"/>`);
    o.push(`<g transform="${I.top(6)}">${holes.join("")}</g>`);
    const pockets: string[] = [];
    const floor: string[] = [];
    for (let i = 0; i < 7; i++) {
      const x = 22 + i * 60;
      pockets.push(`<rect x="${x}" y="30" width="44" height="48" rx="4"/>`);
      floor.push(`<rect x="${x}" y="30" width="44" height="48" fill="#0b0e13"/>`);
      if (i % 2 === 0) floor.push(`<circle cx="${x + 22}" cy="54" r="15" fill="#cfd7e2"/><circle cx="${x + 22}" cy="54" r="7" fill="#0b0e13"/>`);
      else floor.push(`<rect x="${x + 8}" y="40" width="28" height="28" rx="2" fill="#cfd7e2"/>`);
    }
    o.push(isoRecess(c, I, 6, pockets.join(""), "#2e3644", floor.join(""), 8));
    // loose preforms in front
    const washer = (x: number, y: number, R: number, rIn: number) => {
      const lower = `<g transform="${I.top(0)}"><circle cx="${x}" cy="${y}" r="${R}" fill="#8d9aae" stroke="#64748b"/></g>`;
      const upper = `<g transform="${I.top(5)}"><path d="M${x - R} ${y}a${R} ${R} 0 1 0 ${2 * R} 0a${R} ${R} 0 1 0 ${-2 * R} 0ZM${x - rIn} ${y}a${rIn} ${rIn} 0 1 1 ${2 * rIn} 0a${rIn} ${rIn} 0 1 1 ${-2 * rIn} 0Z" fill="#e7ecf2" fill-rule="evenodd" stroke="#7b889c" stroke-width="1.2"/></g>`;
      return lower + upper;
    };
    o.push(polyShadow(c, [I.p(140, 170, 0), I.p(420, 170, 0), I.p(420, 300, 0), I.p(140, 300, 0)], 0.12, 14));
    o.push(washer(200, 200, 30, 14));
    o.push(washer(290, 240, 24, 11));
    o.push(isoBox(I, 340, 180, 0, 46, 46, 5, { top: "#e7ecf2", left: "#a5b1c2", right: "#8d9aae", stroke: "#7b889c" }));
    o.push(isoBox(I, 230, 290, 0, 70, 26, 5, { top: "#e7ecf2", left: "#a5b1c2", right: "#8d9aae", stroke: "#7b889c" }));
    o.push(washer(380, 290, 18, 0.1));
  },

  "smt-spare-parts"(c) {
    const { o, defs } = c;
    o.push(groundShadow(c, 400, 488, 290, 22));
    // gear with thickness
    const gx = 290;
    const gy = 300;
    const g = uid("gear");
    defs.push(linGrad(g, [[0, "#e2e8f0"], [0.5, "#b4c0cf"], [1, "#7f8ca1"]], 0, 0, 1, 1));
    o.push(`<path d="${gearPath(gx + 10, gy + 8, 150, 126, 20)}" fill="#5b6779"/>`);
    o.push(`<path d="${gearPath(gx, gy, 150, 126, 20)}" fill="url(#${g})" stroke="#8d99ab"/>`);
    o.push(`<circle cx="${gx}" cy="${gy}" r="92" fill="none" stroke="#8d99ab" stroke-width="3"/>`);
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
      o.push(`<circle cx="${n(gx + Math.cos(a) * 66)}" cy="${n(gy + Math.sin(a) * 66)}" r="17" fill="#eef1f5" stroke="#8d99ab" stroke-width="2"/>`);
    }
    o.push(`<circle cx="${gx}" cy="${gy}" r="38" fill="#1e293b"/><circle cx="${gx}" cy="${gy}" r="22" fill="#eef1f5"/><rect x="${gx - 6}" y="${gy - 30}" width="12" height="12" fill="#eef1f5"/>`);
    // nozzle standing
    o.push(`<g transform="translate(540 470)">${nozzleShape(c, 1.55)}</g>`);
    // bearing
    const bx = 640;
    const by = 430;
    o.push(`<ellipse cx="${bx + 6}" cy="${by + 5}" rx="70" ry="70" fill="#5b6779"/><circle cx="${bx}" cy="${by}" r="70" fill="url(#${g})" stroke="#8d99ab"/><circle cx="${bx}" cy="${by}" r="50" fill="#334155"/>`);
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2;
      o.push(`<circle cx="${n(bx + Math.cos(a) * 50)}" cy="${n(by + Math.sin(a) * 50)}" r="9" fill="#dfe5ec"/>`);
    }
    o.push(`<circle cx="${bx}" cy="${by}" r="36" fill="url(#${g})" stroke="#8d99ab"/><circle cx="${bx}" cy="${by}" r="22" fill="#eef1f5"/>`);
    // screws
    for (const [sx, sy, a] of [[150, 470, -10], [190, 500, 20]] as [number, number, number][]) {
      o.push(`<g transform="translate(${sx} ${sy}) rotate(${a})">${rod(c, 0, 0, 60, 0, 10, "#9aa6b8", false)}<path d="${Array.from({ length: 8 }, (_, i) => `M${8 + i * 6} -5L${12 + i * 6} 5`).join("")}" stroke="#475569" stroke-width="1.2"/>${rod(c, -14, 0, 0, 0, 20, "#cbd5e1", false)}</g>`);
    }
  },

  "machine-maintenance-repair"(c) {
    const { o, defs } = c;
    const I = makeIso(380, 150, 1);
    o.push(polyShadow(c, [I.p(-10, -10, 0), I.p(240, -10, 0), I.p(240, 200, 0), I.p(-10, 200, 0)], 0.24, 16));
    o.push(isoBox(I, 0, 0, 0, 230, 190, 250, { top: "#e9eef4", left: "#d6dee8", right: "#b6c2d1", stroke: "#aab6c6", strokeWidth: 1 }));
    o.push(isoBox(I, 0, 0, 250, 230, 190, 18, boxShades("#1e293b")));
    // front panel: screen with a trace, indicator lights, vents
    const scr = uid("scr");
    defs.push(linGrad(scr, [[0, "#0f172a"], [1, "#1e293b"]]));
    o.push(
      `<g transform="${I.left(190)}"><rect x="24" y="-224" width="130" height="80" rx="6" fill="url(#${scr})"/><path d="M32 -170L52 -170L62 -196L74 -160L86 -184L100 -176L146 -176" fill="none" stroke="${C.teal}" stroke-width="2.5"/><circle cx="180" cy="-214" r="7" fill="${C.teal}"/><circle cx="180" cy="-190" r="7" fill="${C.amber}"/><circle cx="180" cy="-166" r="7" fill="#cbd5e1"/>` +
        Array.from({ length: 6 }, (_, i) => `<rect x="24" y="${-110 + i * 14}" width="180" height="6" rx="3" fill="#94a3b8" opacity="0.5"/>`).join("") +
        `</g>`,
    );
    o.push(`<g transform="${I.right(230)}">${Array.from({ length: 8 }, (_, i) => `<rect x="30" y="${-220 + i * 16}" width="120" height="6" rx="3" fill="#64748b" opacity="0.35"/>`).join("")}<rect x="20" y="-60" width="150" height="40" rx="4" fill="${C.copper}" opacity="0.85"/></g>`);
    // wrench and gear in front
    o.push(groundShadow(c, 330, 432, 200, 12, 0.2));
    o.push(`<g transform="translate(170 430) rotate(-8)">${wrenchShape(c, 300)}</g>`);
    const g = uid("gg");
    defs.push(linGrad(g, [[0, C.amberLight], [1, C.copper]], 0, 0, 1, 1));
    o.push(groundShadow(c, 600, 408, 50, 8, 0.2));
    o.push(`<path d="${gearPath(596, 352, 56, 44, 12)}" fill="url(#${g})"/><circle cx="596" cy="352" r="18" fill="#f3f5f8"/>`);
  },

  "laser-precision-cutting"(c) {
    const { o, defs } = c;
    const I = makeIso(330, 230, 1);
    o.push(polyShadow(c, [I.p(-10, -10, 0), I.p(400, -10, 0), I.p(400, 330, 0), I.p(-10, 330, 0)], 0.22, 16));
    // aluminium frame
    const fc: BoxColors = { top: "#dfe5ec", left: "#b8c3d1", right: "#95a3b6" };
    o.push(isoBox(I, 0, 0, 0, 390, 26, 22, fc));
    o.push(isoBox(I, 0, 0, 0, 26, 320, 22, fc));
    // foil
    const foil = uid("foil");
    defs.push(linGrad(foil, [[0, "#eef2f6"], [0.5, "#c9d2de"], [1, "#e6ebf1"]], 0, 0, 1, 1));
    const ap: string[] = [];
    const r = rngFor("lpc");
    for (let i = 0; i < 10; i++) ap.push(`<rect x="${70 + i * 14}" y="70" width="7" height="22" rx="2"/><rect x="${70 + i * 14}" y="190" width="7" height="22" rx="2"/><rect x="48" y="${104 + i * 8.5}" width="18" height="5" rx="2"/><rect x="${212}" y="${104 + i * 8.5}" width="18" height="5" rx="2"/>`);
    for (let i = 0; i < 7; i++) for (let j = 0; j < 7; j++) ap.push(`<circle cx="${270 + i * 13}" cy="${80 + j * 13}" r="4"/>`);
    for (let i = 0; i < 14; i++) ap.push(`<rect x="${n(60 + rand(r, 0, 280))}" y="${n(235 + rand(r, 0, 50))}" width="10" height="14" rx="2"/>`);
    o.push(`<g transform="${I.top(10)}"><rect x="26" y="26" width="364" height="294" fill="url(#${foil})"/><g fill="#334155">${ap.join("")}</g></g>`);
    o.push(isoBox(I, 364, 26, 0, 26, 294, 22, fc));
    o.push(isoBox(I, 0, 294, 0, 364, 26, 22, fc));
    // cut in progress
    const cut: Pt[] = [
      [280, 190],
      [340, 190],
      [340, 250],
      [280, 250],
      [280, 190],
    ].map(([u, v]) => I.p(u!, v!, 10));
    const L = polyLength(cut);
    const impact = pointAt(cut, L * 0.62);
    const gl = uid("gl");
    defs.push(glowFilter(gl, 2.5));
    o.push(`<path d="${pathD(cut)}" fill="none" stroke="#64748b" stroke-width="1.2" stroke-dasharray="3 4"/>`);
    o.push(`<path d="${pathD(cut)}" fill="none" stroke="${C.copper}" stroke-width="2.6" stroke-dasharray="${n(L * 0.62)} ${n(L)}" filter="url(#${gl})"/>`);
    // laser head
    const hx = impact[0];
    const hb = impact[1] - 150;
    const head = uid("hd");
    defs.push(cylGrad(head, "#334155"));
    c.bleed.push(`<rect x="${n(hx - 40)}" y="${n(hb - 600)}" width="80" height="${n(550)}" fill="url(#${head})"/><path d="M${n(hx - 34)} ${n(hb - 60)}L${n(hx - 7)} ${n(hb)}H${n(hx + 7)}L${n(hx + 34)} ${n(hb - 60)}Z" fill="url(#${head})"/><rect x="${n(hx - 44)}" y="${n(hb - 66)}" width="88" height="12" rx="3" fill="${C.copper}"/>`);
    c.bleed.push(`<path d="M${n(hx)} ${n(hb)}V${n(impact[1])}" stroke="${C.amber}" stroke-opacity="0.25" stroke-width="10"/><path d="M${n(hx)} ${n(hb)}V${n(impact[1])}" stroke="${C.copper}" stroke-width="2.2"/>`);
    c.bleed.push(glowSpot(defs, impact[0], impact[1], 46, C.amber, 0.8));
    for (let i = 0; i < 12; i++) {
      const a = rand(r, -Math.PI, 0);
      const l = rand(r, 12, 40);
      c.bleed.push(`<path d="M${n(impact[0])} ${n(impact[1])}l${n(Math.cos(a) * l)} ${n(Math.sin(a) * l)}" stroke="${C.amber}" stroke-width="1.5" stroke-linecap="round" opacity="0.8"/>`);
    }
  },

  "laser-engraving"(c) {
    const { o, defs } = c;
    const I = makeIso(300, 250, 1);
    o.push(polyShadow(c, [I.p(-10, -10, 0), I.p(360, -10, 0), I.p(360, 230, 0), I.p(-10, 230, 0)], 0.24, 14));
    o.push(isoBox(I, 0, 0, 0, 350, 220, 14, { top: "#1e2a3d", left: "#162033", right: "#0e1625", stroke: "#33435d", strokeWidth: 1 }));
    const r = rngFor("engrave");
    const top: string[] = [];
    top.push(`<circle cx="20" cy="20" r="7" fill="#0b1220"/><circle cx="330" cy="20" r="7" fill="#0b1220"/><circle cx="20" cy="200" r="7" fill="#0b1220"/><circle cx="330" cy="200" r="7" fill="#0b1220"/>`);
    top.push(matrixCode(r, 50, 50, 14, 120, "#d9e1ea"));
    for (let i = 0; i < 5; i++) top.push(`<rect x="200" y="${58 + i * 22}" width="${n(rand(r, 60, 110))}" height="8" rx="2" fill="#d9e1ea" opacity="${i === 4 ? 0.35 : 0.9}"/>`);
    top.push(`<rect x="40" y="40" width="140" height="140" fill="none" stroke="${C.copper}" stroke-width="2"/>`);
    o.push(`<g transform="${I.top(14)}">${top.join("")}</g>`);
    const impact = I.p(200 + 80, 58 + 4 * 22 + 4, 14);
    const hx = impact[0];
    const hb = impact[1] - 170;
    const head = uid("hd");
    defs.push(cylGrad(head, "#334155"));
    c.bleed.push(`<rect x="${n(hx - 38)}" y="${n(hb - 600)}" width="76" height="554" fill="url(#${head})"/><path d="M${n(hx - 30)} ${n(hb - 56)}L${n(hx - 6)} ${n(hb)}H${n(hx + 6)}L${n(hx + 30)} ${n(hb - 56)}Z" fill="url(#${head})"/><rect x="${n(hx - 42)}" y="${n(hb - 62)}" width="84" height="12" rx="3" fill="${C.teal}"/>`);
    c.bleed.push(`<path d="M${n(hx)} ${n(hb)}V${n(impact[1])}" stroke="${C.teal}" stroke-opacity="0.25" stroke-width="10"/><path d="M${n(hx)} ${n(hb)}V${n(impact[1])}" stroke="${C.tealDeep}" stroke-width="2"/>`);
    c.bleed.push(glowSpot(defs, impact[0], impact[1], 40, C.teal, 0.9));
    c.bleed.push(`<circle cx="${n(impact[0])}" cy="${n(impact[1])}" r="3" fill="#ecfeff"/>`);
  },

  "inspection-templates"(c) {
    const { o, defs } = c;
    const I = makeIso(330, 200, 1);
    o.push(polyShadow(c, [I.p(-10, -10, 0), I.p(380, -10, 0), I.p(380, 270, 0), I.p(-10, 270, 0)], 0.2, 14));
    // PCB
    o.push(isoBox(I, 0, 0, 0, 370, 260, 8, { top: "#0f3340", left: "#0b2530", right: "#081c24" }));
    const comps: [number, number, number, number][] = [
      [40, 40, 70, 70],
      [150, 50, 40, 18],
      [150, 90, 40, 18],
      [230, 40, 100, 50],
      [40, 150, 30, 14],
      [90, 150, 30, 14],
      [150, 140, 60, 60],
      [250, 130, 80, 30],
      [250, 190, 40, 40],
    ];
    const pcbTop: string[] = [];
    for (const [x, y, w, h] of comps) pcbTop.push(`<rect x="${x - 5}" y="${y - 5}" width="${w + 10}" height="${h + 10}" fill="${C.copper}" opacity="0.55"/>`);
    o.push(`<g transform="${I.top(8)}">${pcbTop.join("")}</g>`);
    for (const [x, y, w, h] of comps) o.push(isoBox(I, x, y, 8, w, h, w > 50 ? 10 : 6, boxShades(w > 50 ? "#1f2937" : "#64748b")));
    // acrylic template hovering above, with windows matching the parts
    const z = 70;
    const acr = uid("acr");
    defs.push(linGrad(acr, [[0, "#e0f2fe", 0.55], [1, "#7dd3fc", 0.35]], 0, 0, 1, 1));
    const win = comps.map(([x, y, w, h]) => `<rect x="${x - 3}" y="${y - 3}" width="${w + 6}" height="${h + 6}" rx="3"/>`).join("");
    const mk = uid("mk");
    defs.push(`<mask id="${mk}" maskUnits="userSpaceOnUse" x="-50" y="-50" width="500" height="400"><rect x="-50" y="-50" width="500" height="400" fill="#fff"/><g fill="#000">${win}</g></mask>`);
    const P = I.p;
    o.push(`<polygon points="${pts([P(0, 260, z), P(370, 260, z), P(370, 260, z - 6), P(0, 260, z - 6)])}" fill="#7dd3fc" opacity="0.6"/>`);
    o.push(`<polygon points="${pts([P(370, 0, z), P(370, 260, z), P(370, 260, z - 6), P(370, 0, z - 6)])}" fill="#38bdf8" opacity="0.5"/>`);
    o.push(`<g transform="${I.top(z)}"><rect width="370" height="260" fill="url(#${acr})" mask="url(#${mk})"/><g fill="none" stroke="${C.tealDeep}" stroke-width="1.6">${win}</g><rect width="370" height="260" fill="none" stroke="#e0f2fe" stroke-width="2"/></g>`);
    // magnifier
    o.push(groundShadow(c, 620, 500, 90, 10, 0.2));
    o.push(`<g transform="translate(600 420) rotate(35)">${rod(c, 58, 0, 180, 0, 22, "#1e293b")}<circle r="62" fill="#e0f2fe" opacity="0.35"/><circle r="62" fill="none" stroke="#334155" stroke-width="12"/><circle r="62" fill="none" stroke="#94a3b8" stroke-width="2" transform="translate(-2 -2)"/><path d="M-30 -30A40 40 0 0 1 10 -42" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none" opacity="0.8"/></g>`);
  },

  squeegees(c) {
    const { o, defs } = c;
    const I = makeIso(150, 200, 1);
    o.push(polyShadow(c, [I.p(0, 0, 0), I.p(520, 0, 0), I.p(520, 70, 0), I.p(0, 70, 0)], 0.2, 14));
    // steel blade hanging below the holder
    const bl = uid("bl");
    defs.push(linGrad(bl, [[0, "#f8fafc"], [0.45, "#cbd5e1"], [0.6, "#eef2f6"], [1, "#b8c3d1"]], 0, 0, 1, 0));
    o.push(isoBox(I, 0, 30, 18, 520, 3, 90, { top: "#f1f5f9", left: `url(#${bl})`, right: "#cbd5e1", stroke: "#94a3b8", strokeWidth: 0.8 }));
    // aluminium holder
    o.push(isoBox(I, 0, 0, 90, 520, 60, 56, { top: "#e5eaf0", left: "#c5cfdb", right: "#9aa7b8", stroke: "#aab5c4", strokeWidth: 0.8 }));
    o.push(`<g transform="${I.left(60)}">${[108, 118, 128].map((y) => `<path d="M10 ${-y}H510" stroke="#8c99ab" stroke-width="2"/>`).join("")}</g>`);
    // mounting knobs
    o.push(isoCylinder(I, 140, 30, 146, 14, 34, "#1e293b"));
    o.push(isoCylinder(I, 380, 30, 146, 14, 34, "#1e293b"));
    o.push(isoCylinder(I, 140, 30, 180, 8, 8, C.copper));
    o.push(isoCylinder(I, 380, 30, 180, 8, 8, C.copper));
    // spare blade lying in front
    o.push(polyShadow(c, [I.p(80, 150, 0), I.p(500, 150, 0), I.p(500, 210, 0), I.p(80, 210, 0)], 0.14, 8));
    o.push(isoBox(I, 80, 150, 0, 420, 56, 3, { top: "#e9eef4", left: "#b4c0ce", right: "#9aa7b8", stroke: "#94a3b8", strokeWidth: 0.8 }));
    o.push(`<g transform="${I.top(3)}">${[110, 190, 270, 350, 430].map((x) => `<ellipse cx="${x}" cy="168" rx="10" ry="6" fill="#94a3b8"/>`).join("")}</g>`);
  },

  "board-holders"(c) {
    const { o } = c;
    const I = makeIso(420, 130, 1);
    const W = 260;
    const D = 300;
    o.push(polyShadow(c, [I.p(-10, -10, 0), I.p(W + 10, -10, 0), I.p(W + 10, D + 10, 0), I.p(-10, D + 10, 0)], 0.22, 16));
    const alu: BoxColors = { top: "#e6ebf1", left: "#c3cdd9", right: "#9ba8ba", stroke: "#a9b4c3", strokeWidth: 0.8 };
    o.push(isoBox(I, 0, 0, 0, W, D, 14, alu));
    // back side plate (x = 0 .. 12) with slots
    o.push(isoBox(I, 0, 0, 14, 12, D, 250, alu));
    o.push(`<g transform="${I.right(12)}">${Array.from({ length: 10 }, (_, i) => `<path d="M20 ${-(40 + i * 22)}H${D - 20}" stroke="#8896aa" stroke-width="2"/>`).join("")}</g>`);
    // boards
    const boardZ = [54, 98, 142, 186];
    for (const z of boardZ) {
      o.push(isoBox(I, 12, 20, z, W - 24, D - 40, 4, { top: "#0f3d3a", left: "#0b2d2b", right: "#082220" }));
      const top: string[] = [];
      for (let i = 0; i < 6; i++) top.push(`<rect x="${40 + (i % 3) * 60}" y="${50 + Math.floor(i / 3) * 110}" width="36" height="${i % 2 ? 24 : 40}" fill="${i % 2 ? C.copper : "#1f2937"}" opacity="${i % 2 ? 0.7 : 1}"/>`);
      o.push(`<g transform="${I.top(z + 4)}">${top.join("")}</g>`);
    }
    // front side: open frame (posts and rails)
    o.push(isoBox(I, W - 12, 0, 14, 12, 16, 250, alu));
    o.push(isoBox(I, W - 12, D - 16, 14, 12, 16, 250, alu));
    o.push(isoBox(I, W - 12, 0, 248, 12, D, 16, alu));
    o.push(isoBox(I, W - 12, 0, 14, 12, D, 16, alu));
    // top plate with handle
    o.push(isoBox(I, 0, 0, 264, W, D, 10, alu));
    o.push(isoBox(I, W / 2 - 20, D / 2 - 60, 274, 40, 120, 12, boxShades("#1e293b")));
    // width adjustment knob
    o.push(isoCylinder(I, W, D + 30, 0, 16, 30, C.copper));
  },

  "router-plates"(c) {
    const { o } = c;
    const I = makeIso(330, 180, 1);
    const W = 440;
    const D = 320;
    o.push(polyShadow(c, [I.p(-10, -10, 0), I.p(W + 10, -10, 0), I.p(W + 10, D + 10, 0), I.p(-10, D + 10, 0)], 0.22, 16));
    o.push(isoBox(I, 0, 0, 0, W, D, 22, { top: "#e3e8ee", left: "#c2ccd8", right: "#98a5b7", stroke: "#a9b4c3", strokeWidth: 0.8 }));
    // routed cavities for 2×3 boards with tab slots
    const cav: string[] = [];
    const floor: string[] = [];
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 2; j++) {
        const x = 30 + i * 135;
        const y = 34 + j * 136;
        cav.push(`<rect x="${x}" y="${y}" width="110" height="110" rx="12"/>`);
        floor.push(`<rect x="${x}" y="${y}" width="110" height="110" fill="#aab5c4"/><rect x="${x + 20}" y="${y + 20}" width="70" height="70" rx="6" fill="#1e293b"/>`);
      }
    o.push(isoRecess(c, I, 22, cav.join(""), "#7d8a9e", floor.join(""), 10));
    // dust-extraction slots between cavities
    const slots: string[] = [];
    for (let i = 0; i < 2; i++) slots.push(`<rect x="${150 + i * 135}" y="40" width="6" height="240" rx="3" fill="#334155"/>`);
    slots.push(`<rect x="36" y="151" width="370" height="6" rx="3" fill="#334155"/>`);
    o.push(`<g transform="${I.top(22)}">${slots.join("")}</g>`);
    for (const [u, v] of [[14, 14], [W - 14, 14], [14, D - 14], [W - 14, D - 14]] as Pt[]) o.push(isoCylinder(I, u, v, 22, 6, 20, "#475569"));
    for (const [u, v] of [[W / 2, 14], [W / 2, D - 14]] as Pt[]) o.push(isoCylinder(I, u, v, 22, 9, 4, C.copper));
  },

  "pallets-fixtures"(c) {
    const { o, defs } = c;
    const I = makeIso(330, 170, 1);
    const W = 450;
    const D = 320;
    o.push(polyShadow(c, [I.p(-10, -20, 0), I.p(W + 10, -20, 0), I.p(W + 10, D + 20, 0), I.p(-10, D + 20, 0)], 0.24, 16));
    o.push(isoBox(I, 0, 0, 0, W, D, 18, { top: "#2b3546", left: "#1f2835", right: "#161d27", stroke: "#3b475a", strokeWidth: 0.8 }));
    const tg = uid("pt");
    defs.push(linGrad(tg, [[0, "#334155"], [1, "#263140"]], 0, 0, 1, 1));
    o.push(`<g transform="${I.top(18)}"><rect width="${W}" height="${D}" fill="url(#${tg})"/></g>`);
    const pockets = [
      [30, 30, 180, 120],
      [240, 30, 180, 120],
      [30, 170, 180, 120],
      [240, 170, 180, 120],
    ];
    const clipS = pockets.map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8"/>`).join("");
    const floor: string[] = [];
    const r = rngFor("pallet");
    for (const [x, y, w, h] of pockets) {
      floor.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#3a4658"/>`);
      for (let j = 0; j < 3; j++) floor.push(`<rect x="${n(x! + 14 + rand(r, 0, w! - 80))}" y="${n(y! + 14 + rand(r, 0, h! - 50))}" width="${n(rand(r, 30, 60))}" height="${n(rand(r, 18, 34))}" rx="4" fill="#e9edf2"/>`);
    }
    o.push(isoRecess(c, I, 18, clipS, "#1b232f", floor.join(""), 7));
    // a loaded board
    o.push(isoBox(I, 243, 173, 13, 174, 114, 4, { top: "#0f3d3a", left: "#0b2d2b", right: "#082220" }));
    const bt: string[] = [];
    for (let i = 0; i < 8; i++) bt.push(`<rect x="${258 + (i % 4) * 40}" y="${188 + Math.floor(i / 4) * 50}" width="${i % 3 ? 16 : 28}" height="${i % 3 ? 8 : 24}" fill="${i % 3 ? C.copper : "#111827"}" opacity="${i % 3 ? 0.7 : 1}"/>`);
    o.push(`<g transform="${I.top(17)}">${bt.join("")}</g>`);
    // titanium hold-down clips
    for (const [u, v, a] of [[225, 60, 0], [225, 230, 0], [330, 160, 90], [120, 160, 90]] as [number, number, number][]) {
      o.push(`<g transform="${I.top(22)}"><g transform="translate(${u} ${v}) rotate(${a})"><rect x="-7" y="-26" width="14" height="52" rx="6" fill="#c9d1dc" stroke="#7b889c"/><circle r="5" fill="#475569"/></g></g>`);
    }
    // stiffener rails along the conveyor edges
    o.push(isoBox(I, 0, -16, 0, W, 16, 30, boxShades(C.copper)));
    o.push(isoBox(I, 0, D, 0, W, 16, 30, boxShades(C.copper)));
  },
};

const PRODUCT_IDS = Object.keys(PRODUCTS);

/** Bounding box of the non-transparent pixels of an SVG layer drawn on a padded canvas. */
async function layerBBox(svg: string, pad: number, w: number, h: number) {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let x0 = info.width;
  let y0 = info.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[(y * info.width + x) * 4 + 3]! > 28) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (x1 < 0) return { x: 0, y: 0, w, h };
  return { x: x0 - pad, y: y0 - pad, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

async function productSvg(id: string): Promise<string> {
  const W = 800;
  const H = 600;
  const defs: string[] = [];
  const o: string[] = [];
  const bg = uid("pbg");
  defs.push(linGrad(bg, [[0, "#f7f8fa"], [1, "#e3e8ef"]]));
  const spot = uid("psp");
  defs.push(radGrad(spot, [[0, "#ffffff", 0.95], [1, "#ffffff", 0]], 0.5, 0.42, 0.55));
  const dots = uid("pd");
  defs.push(`<pattern id="${dots}" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="1" fill="#64748b" fill-opacity="0.13"/></pattern>`);
  o.push(`<rect width="${W}" height="${H}" fill="url(#${bg})"/><rect width="${W}" height="${H}" fill="url(#${dots})"/><rect width="${W}" height="${H}" fill="url(#${spot})"/>`);
  const fl = uid("pfl");
  defs.push(linGrad(fl, [[0, "#dde3eb", 0], [1, "#d5dce6", 0.9]]));
  o.push(`<rect y="${H * 0.72}" width="${W}" height="${H * 0.28}" fill="url(#${fl})"/>`);
  const c: Ctx = { defs, o: [], bleed: [], r: rngFor(`product:${id}`) };
  PRODUCTS[id]!(c);
  // fit the object into the frame (centred, with margins), measured on a padded canvas
  const pad = 600;
  const layer = `<svg xmlns="http://www.w3.org/2000/svg" width="${W + 2 * pad}" height="${H + 2 * pad}" viewBox="${-pad} ${-pad} ${W + 2 * pad} ${H + 2 * pad}"><defs>${defs.join("")}</defs>${c.o.join("")}</svg>`;
  const bb = await layerBBox(layer, pad, W, H);
  const s = Math.min(640 / bb.w, 470 / bb.h, 1.6);
  const tx = W / 2 - s * (bb.x + bb.w / 2);
  const ty = H * 0.51 - s * (bb.y + bb.h / 2);
  o.push(`<g transform="translate(${n(tx)} ${n(ty)}) scale(${n(s)})">${c.o.join("")}${c.bleed.join("")}</g>`);
  return svgDoc(W, H, o.join(""), defs.join(""));
}

// ---------------------------------------------------------------------------------------------
// 3. Blog covers (dark, 1200×675)
// ---------------------------------------------------------------------------------------------

const BW = 1200;
const BH = 675;

function gridLines(step: number, color: string, op: number, x0 = 0, y0 = 0, x1 = BW, y1 = BH): string {
  const d: string[] = [];
  for (let x = x0; x <= x1; x += step) d.push(`M${n(x)} ${n(y0)}V${n(y1)}`);
  for (let y = y0; y <= y1; y += step) d.push(`M${n(x0)} ${n(y)}H${n(x1)}`);
  return `<path d="${d.join("")}" stroke="${color}" stroke-opacity="${n(op)}" stroke-width="1"/>`;
}

/** Clips a convex polygon by the half-plane a·x + b·y <= c. */
function clipHalf(poly: Pt[], a: number, b: number, c: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const fp = a * p[0] + b * p[1] - c;
    const fq = a * q[0] + b * q[1] - c;
    if (fp <= 0) out.push(p);
    if (fp * fq < 0) {
      const t = fp / (fp - fq);
      out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
    }
  }
  return out;
}

function voronoi(sites: Pt[], box: Pt[]): Pt[][] {
  return sites.map((s, i) => {
    let poly = box;
    sites.forEach((t, j) => {
      if (i === j) return;
      // points closer to s than to t: (t - s)·x <= (|t|² - |s|²) / 2
      const a = t[0] - s[0];
      const b = t[1] - s[1];
      const c = (t[0] * t[0] + t[1] * t[1] - s[0] * s[0] - s[1] * s[1]) / 2;
      poly = clipHalf(poly, a, b, c);
    });
    return poly;
  });
}

function lightning(r: Rng, a: Pt, b: Pt, disp: number, depth: number, out: Pt[][], branch = true): void {
  let line: Pt[] = [a, b];
  for (let k = 0; k < depth; k++) {
    const next: Pt[] = [line[0]!];
    for (let i = 0; i < line.length - 1; i++) {
      const p = line[i]!;
      const q = line[i + 1]!;
      const mx = (p[0] + q[0]) / 2;
      const my = (p[1] + q[1]) / 2;
      const l = len(p, q);
      const nx = -(q[1] - p[1]) / (l || 1);
      const ny = (q[0] - p[0]) / (l || 1);
      const d = rand(r, -1, 1) * disp * (l / len(a, b));
      next.push([mx + nx * d, my + ny * d], q);
    }
    line = next;
  }
  out.push(line);
  if (branch)
    for (let i = 0; i < 3; i++) {
      const idx = randInt(r, 2, line.length - 4);
      const p = line[idx]!;
      const ang = Math.atan2(b[1] - a[1], b[0] - a[0]) + rand(r, -0.9, 0.9);
      const l = len(a, b) * rand(r, 0.12, 0.3);
      lightning(r, p, [p[0] + Math.cos(ang) * l, p[1] + Math.sin(ang) * l], disp * 0.5, depth - 2, out, false);
    }
}

type BlogDrawer = (defs: string[], r: Rng) => string;

const BLOG: Record<string, { tint: string; glow: [number, number, string, number][]; variants: BlogDrawer[] }> = {
  soldadura: {
    tint: "#2a1a10",
    glow: [[0.7, 0.4, C.copper, 0.14]],
    variants: [
      // reflow profile
      (defs) => {
        const o: string[] = [];
        const x0 = 140;
        const x1 = 1080;
        const yb = 560;
        const yt = 130;
        o.push(gridLines(47, C.silver2, 0.06, x0, yt - 20, x1, yb));
        const zones: [number, number, string, number][] = [
          [0, 0.28, C.teal, 0.05],
          [0.28, 0.58, C.amber, 0.04],
          [0.58, 0.78, C.copper, 0.1],
          [0.78, 1, C.teal, 0.04],
        ];
        for (const [a, b, col, op] of zones) o.push(`<rect x="${n(x0 + (x1 - x0) * a)}" y="${yt - 20}" width="${n((x1 - x0) * (b - a))}" height="${yb - yt + 20}" fill="${col}" fill-opacity="${op}"/>`);
        const prof = (t: number) => {
          // temperature 0..1 vs time 0..1
          if (t < 0.28) return 0.1 + (t / 0.28) * 0.45;
          if (t < 0.58) return 0.55 + ((t - 0.28) / 0.3) * 0.12;
          if (t < 0.7) return 0.67 + Math.sin(((t - 0.58) / 0.12) * (Math.PI / 2)) * 0.28;
          if (t < 0.78) return 0.95 - ((t - 0.7) / 0.08) ** 2 * 0.12;
          return 0.83 - ((t - 0.78) / 0.22) * 0.68;
        };
        const P: Pt[] = [];
        for (let i = 0; i <= 120; i++) {
          const t = i / 120;
          P.push([x0 + (x1 - x0) * t, yb - (yb - yt) * prof(t)]);
        }
        const d = smoothPath(P.filter((_, i) => i % 3 === 0));
        const area = uid("ar");
        defs.push(linGrad(area, [[0, C.amber, 0.28], [1, C.amber, 0]]));
        o.push(`<path d="${d}L${x1} ${yb}L${x0} ${yb}Z" fill="url(#${area})"/>`);
        const gl = uid("gl");
        defs.push(glowFilter(gl, 5));
        const lg = uid("lg");
        defs.push(linGrad(lg, [[0, C.teal], [0.5, C.amber], [0.75, C.copper], [1, C.teal]], 0, 0, 1, 0));
        o.push(`<path d="${d}" fill="none" stroke="url(#${lg})" stroke-width="4" filter="url(#${gl})"/>`);
        const Q = P.map(([x, y]) => [x, y + 28 + Math.sin(x / 60) * 4] as Pt);
        o.push(`<path d="${smoothPath(Q.filter((_, i) => i % 3 === 0))}" fill="none" stroke="${C.teal}" stroke-opacity="0.45" stroke-width="2" stroke-dasharray="6 8"/>`);
        const peak = P.reduce((a, b) => (b[1] < a[1] ? b : a));
        o.push(glowSpot(defs, peak[0], peak[1], 90, C.amber, 0.5));
        o.push(`<circle cx="${n(peak[0])}" cy="${n(peak[1])}" r="7" fill="${C.gold}"/><path d="M${n(peak[0])} ${n(peak[1] + 14)}V${yb}" stroke="${C.amber}" stroke-opacity="0.4" stroke-dasharray="3 5"/>`);
        o.push(`<path d="M${x0} ${yb}H${x1}M${x0} ${yt - 20}V${yb}" stroke="${C.silver}" stroke-opacity="0.35" stroke-width="2"/>`);
        return o.join("");
      },
      // BGA solder balls
      (defs, r) => {
        const o: string[] = [];
        const ball = uid("bb");
        defs.push(radGrad(ball, [[0, "#e8edf3"], [0.35, "#93a0b4"], [0.85, "#313b4c"], [1, "#1a212d"]], 0.36, 0.32, 0.7));
        const hot = uid("hb");
        defs.push(radGrad(hot, [[0, C.gold], [0.4, C.amber], [1, C.copperDeep]], 0.36, 0.32, 0.7));
        o.push(`<g transform="translate(600 338) rotate(-18) skewX(-10)">`);
        const sp = 52;
        for (let i = -12; i <= 12; i++)
          for (let j = -8; j <= 8; j++) {
            const x = i * sp;
            const y = j * sp;
            const d = Math.hypot(x - 120, y + 40);
            if (r() < 0.04) continue;
            o.push(`<circle cx="${x}" cy="${y}" r="19" fill="${C.copper}" fill-opacity="0.18"/>`);
            const isHot = d < 150 && r() < 0.8;
            o.push(`<circle cx="${x - 2}" cy="${y - 2}" r="15" fill="url(#${isHot ? hot : ball})" opacity="${n(Math.max(0.25, 1 - d / 700))}"/>`);
          }
        o.push(`</g>`);
        o.push(glowSpot(defs, 700, 310, 260, C.amber, 0.22));
        return o.join("");
      },
      // solder wave
      (defs) => {
        const o: string[] = [];
        for (let k = 0; k < 6; k++) {
          const y0 = 430 + k * 34;
          const P: Pt[] = [];
          for (let x = -20; x <= BW + 20; x += 20) P.push([x, y0 - Math.sin(x / (150 + k * 30) + k) * (34 - k * 3) - Math.exp(-(((x - 620) / 180) ** 2)) * (80 - k * 10)]);
          const g = uid("wv");
          defs.push(linGrad(g, [[0, k < 2 ? C.amber : C.copper, 0.55 - k * 0.07], [1, C.copperDeep, 0.05]]));
          o.push(`<path d="${smoothPath(P)}L${BW + 20} ${BH}L-20 ${BH}Z" fill="url(#${g})"/>`);
          o.push(`<path d="${smoothPath(P)}" fill="none" stroke="${k === 0 ? C.gold : C.amber}" stroke-opacity="${n(0.8 - k * 0.12)}" stroke-width="${k === 0 ? 2.5 : 1.2}"/>`);
        }
        // board passing over the wave with through-hole leads
        o.push(`<g transform="rotate(-4 600 300)"><rect x="180" y="250" width="840" height="34" rx="4" fill="#0c1f2a" stroke="#24465a" stroke-width="2"/>`);
        for (let i = 0; i < 20; i++) {
          const x = 220 + i * 40;
          const tall = i % 5 === 0;
          o.push(`<rect x="${x + 10}" y="284" width="5" height="${i % 3 ? 30 : 42}" fill="#9aa6b8"/><rect x="${x}" y="${tall ? 170 : 214}" width="${tall ? 34 : 26}" height="${tall ? 80 : 36}" rx="3" fill="${tall ? "#24324a" : "#1b2333"}" stroke="#33435f"/>`);
        }
        o.push(`</g>`);
        o.push(glowSpot(defs, 620, 380, 260, C.amber, 0.3));
        return o.join("");
      },
    ],
  },
  esd: {
    tint: "#0c2a3a",
    glow: [[0.5, 0.5, C.teal, 0.12]],
    variants: [
      // quadrupole field lines
      (defs) => {
        const q = [
          { x: 420, y: 230, q: 1 },
          { x: 780, y: 230, q: -1 },
          { x: 420, y: 470, q: -1 },
          { x: 780, y: 470, q: 1 },
        ];
        const field = (x: number, y: number): Pt => chargeField(q, x, y);
        const lines: string[] = [];
        for (const src of q.filter((c) => c.q > 0))
          for (let i = 0; i < 18; i++) {
            const a = (i / 18) * Math.PI * 2 + 0.1;
            let p: Pt = [src.x + Math.cos(a) * 20, src.y + Math.sin(a) * 20];
            const line: Pt[] = [p];
            for (let s = 0; s < 700; s++) {
              const [ex, ey] = field(p[0], p[1]);
              const l = Math.hypot(ex, ey) || 1;
              p = [p[0] + (ex / l) * 4, p[1] + (ey / l) * 4];
              line.push(p);
              if (q.some((c) => c.q < 0 && Math.hypot(p[0] - c.x, p[1] - c.y) < 20)) break;
              if (p[0] < -100 || p[0] > BW + 100 || p[1] < -100 || p[1] > BH + 100) break;
            }
            lines.push(`<path d="${smoothPath(line.filter((_, j) => j % 3 === 0 || j === line.length - 1))}" stroke-opacity="${n(0.3 + 0.4 * Math.abs(Math.cos(a * 2)))}"/>`);
          }
        const gl = uid("gl");
        defs.push(glowFilter(gl, 2.5));
        const o = [`<g fill="none" stroke="${C.teal}" stroke-width="1.5" filter="url(#${gl})">${lines.join("")}</g>`];
        const gp = uid("gp");
        defs.push(radGrad(gp, [[0, C.gold], [0.5, C.amber], [1, C.copperDeep]], 0.35, 0.35, 0.75));
        const gn = uid("gn");
        defs.push(radGrad(gn, [[0, "#b5fff4"], [0.5, C.teal], [1, "#064e47"]], 0.35, 0.35, 0.75));
        for (const c of q) {
          o.push(glowSpot(defs, c.x, c.y, 110, c.q > 0 ? C.amber : C.teal, 0.3));
          o.push(`<circle cx="${c.x}" cy="${c.y}" r="15" fill="url(#${c.q > 0 ? gp : gn})"/>`);
        }
        return o.join("");
      },
      // discharge arc between electrodes
      (defs, r) => {
        const o: string[] = [];
        const a: Pt = [300, 330];
        const b: Pt = [900, 350];
        for (let k = 1; k <= 6; k++) {
          o.push(`<circle cx="${a[0]}" cy="${a[1]}" r="${k * 38}" fill="none" stroke="${C.teal}" stroke-opacity="${n(0.28 - k * 0.04)}" stroke-width="1.2"/>`);
          o.push(`<circle cx="${b[0]}" cy="${b[1]}" r="${k * 38}" fill="none" stroke="${C.amber}" stroke-opacity="${n(0.24 - k * 0.035)}" stroke-width="1.2"/>`);
        }
        const bolts: Pt[][] = [];
        lightning(r, [a[0] + 30, a[1]], [b[0] - 30, b[1]], 120, 7, bolts);
        const gl = uid("gl");
        defs.push(glowFilter(gl, 4));
        o.push(glowSpot(defs, 600, 340, 300, C.teal, 0.18));
        o.push(`<g filter="url(#${gl})" fill="none" stroke-linejoin="round">${bolts.map((p, i) => `<path d="${pathD(p)}" stroke="${i ? C.teal : "#a7f3eb"}" stroke-width="${i ? 1.4 : 2.6}" stroke-opacity="${i ? 0.6 : 0.95}"/>`).join("")}</g>`);
        const el = uid("el");
        defs.push(radGrad(el, [[0, "#7b8ba6"], [0.6, "#2f3b52"], [1, "#111827"]], 0.35, 0.35, 0.7));
        o.push(`<circle cx="${a[0]}" cy="${a[1]}" r="34" fill="url(#${el})" stroke="${C.teal}" stroke-width="2"/><circle cx="${b[0]}" cy="${b[1]}" r="34" fill="url(#${el})" stroke="${C.amber}" stroke-width="2"/>`);
        o.push(`<path d="M${a[0]} ${a[1] + 34}V560M${a[0] - 30} 560H${a[0] + 30}M${a[0] - 19} 574H${a[0] + 19}M${a[0] - 8} 588H${a[0] + 8}" stroke="${C.teal}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`);
        return o.join("");
      },
      // vector field of arrows
      (defs, r) => {
        const charges = Array.from({ length: 4 }, (_, i) => ({ x: rand(r, 200, 1000), y: rand(r, 120, 560), q: i % 2 ? -1 : 1 }));
        const o: string[] = [];
        const arrowsT: string[] = [];
        const arrowsA: string[] = [];
        for (let x = 30; x < BW; x += 38)
          for (let y = 30; y < BH; y += 38) {
            let ex = 0;
            let ey = 0;
            for (const c of charges) {
              const dx = x - c.x;
              const dy = y - c.y;
              const d2 = dx * dx + dy * dy + 400;
              ex += (c.q * dx) / Math.pow(d2, 1.5);
              ey += (c.q * dy) / Math.pow(d2, 1.5);
            }
            const m = Math.hypot(ex, ey);
            const ux = ex / (m || 1);
            const uy = ey / (m || 1);
            const strength = Math.min(1, Math.log10(m * 1e6 + 1) / 2.3);
            const L = 8 + 10 * strength;
            const tip: Pt = [x + ux * L, y + uy * L];
            const tail: Pt = [x - ux * L, y - uy * L];
            const head = `M${n(tip[0])} ${n(tip[1])}L${n(tip[0] - ux * 6 - uy * 4)} ${n(tip[1] - uy * 6 + ux * 4)}M${n(tip[0])} ${n(tip[1])}L${n(tip[0] - ux * 6 + uy * 4)} ${n(tip[1] - uy * 6 - ux * 4)}`;
            const seg = `M${n(tail[0])} ${n(tail[1])}L${n(tip[0])} ${n(tip[1])}${head}`;
            (strength > 0.72 ? arrowsA : arrowsT).push(seg);
          }
        o.push(`<path d="${arrowsT.join("")}" stroke="${C.teal}" stroke-opacity="0.45" stroke-width="1.5" fill="none" stroke-linecap="round"/>`);
        o.push(`<path d="${arrowsA.join("")}" stroke="${C.amber}" stroke-opacity="0.8" stroke-width="1.7" fill="none" stroke-linecap="round"/>`);
        for (const c of charges) o.push(glowSpot(defs, c.x, c.y, 80, c.q > 0 ? C.amber : C.teal, 0.35), `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="8" fill="${c.q > 0 ? C.amber : C.teal}"/>`);
        return o.join("");
      },
    ],
  },
  procesos: {
    tint: C.navy700,
    glow: [[0.5, 0.4, C.teal, 0.08]],
    variants: [
      // flow of process nodes
      (defs) => {
        const o: string[] = [];
        const nodes: Pt[] = [
          [170, 338],
          [370, 200],
          [370, 476],
          [600, 338],
          [830, 200],
          [830, 476],
          [1030, 338],
        ];
        const edges: [number, number, boolean][] = [
          [0, 1, true],
          [0, 2, false],
          [1, 3, true],
          [2, 3, false],
          [3, 4, true],
          [3, 5, false],
          [4, 6, true],
          [5, 6, false],
        ];
        const gl = uid("gl");
        defs.push(glowFilter(gl, 3));
        for (const [a, b, hot] of edges) {
          const p = nodes[a]!;
          const q = nodes[b]!;
          const mx = (p[0] + q[0]) / 2;
          const d = `M${p[0] + 50} ${p[1]}H${mx - 16}Q${mx} ${p[1]} ${mx} ${p[1] + Math.sign(q[1] - p[1]) * 16}V${q[1] - Math.sign(q[1] - p[1]) * 16}Q${mx} ${q[1]} ${mx + 16} ${q[1]}H${q[0] - 56}`;
          o.push(`<path d="${d.replace(/V(\S+)Q(\S+) (\S+) (\S+) (\S+)H/, (m) => (p[1] === q[1] ? "" : m))}" fill="none" stroke="${hot ? C.amber : C.teal}" stroke-opacity="${hot ? 0.9 : 0.4}" stroke-width="${hot ? 2.5 : 1.5}"${hot ? ` filter="url(#${gl})"` : ` stroke-dasharray="5 6"`}/>`);
          o.push(`<path d="M${q[0] - 64} ${q[1] - 6}L${q[0] - 54} ${q[1]}L${q[0] - 64} ${q[1] + 6}" fill="none" stroke="${hot ? C.amber : C.teal}" stroke-opacity="${hot ? 0.9 : 0.5}" stroke-width="2"/>`);
        }
        nodes.forEach(([x, y], i) => {
          const hot = [0, 1, 3, 4, 6].includes(i);
          o.push(`<rect x="${x - 50}" y="${y - 50}" width="100" height="100" rx="18" fill="#0d1829" stroke="${hot ? C.amber : "#2b3b57"}" stroke-opacity="${hot ? 0.8 : 1}" stroke-width="2"/>`);
          // simple glyphs (not text)
          const glyph = [
            `<rect x="${x - 22}" y="${y - 16}" width="44" height="32" rx="4" fill="none" stroke="${C.teal}" stroke-width="2"/><path d="M${x - 14} ${y}H${x + 14}" stroke="${C.teal}" stroke-width="2"/>`,
            `<circle cx="${x}" cy="${y}" r="18" fill="none" stroke="${C.teal}" stroke-width="2"/><circle cx="${x}" cy="${y}" r="6" fill="${C.teal}"/>`,
            `<path d="M${x - 20} ${y + 14}L${x} ${y - 18}L${x + 20} ${y + 14}Z" fill="none" stroke="${C.teal}" stroke-width="2"/>`,
            `<path d="${gearPath(x, y, 22, 16, 8)}" fill="none" stroke="${C.amber}" stroke-width="2"/><circle cx="${x}" cy="${y}" r="6" fill="none" stroke="${C.amber}" stroke-width="2"/>`,
            `<path d="M${x - 20} ${y + 14}V${y - 14}M${x - 6} ${y + 14}V${y - 4}M${x + 8} ${y + 14}V${y - 20}M${x + 22} ${y + 14}V${y + 2}" stroke="${C.teal}" stroke-width="4" stroke-linecap="round"/>`,
            `<rect x="${x - 18}" y="${y - 18}" width="36" height="36" rx="3" fill="none" stroke="${C.teal}" stroke-width="2"/><path d="M${x - 9} ${y - 9}h18v18h-18Z" fill="${C.teal}" fill-opacity="0.5"/>`,
            `<path d="M${x - 18} ${y}L${x - 5} ${y + 13}L${x + 20} ${y - 14}" fill="none" stroke="${C.amber}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
          ][i]!;
          o.push(glyph);
        });
        return o.join("");
      },
      // isometric production line
      (defs) => {
        const o: string[] = [];
        const I = makeIso(405, 150, 0.75);
        const grid: string[] = [];
        for (let i = -10; i <= 30; i++) {
          const a1 = I.p(i * 50, -500, 0);
          const a2 = I.p(i * 50, 1500, 0);
          const b1 = I.p(-500, i * 50, 0);
          const b2 = I.p(1500, i * 50, 0);
          grid.push(`M${n(a1[0])} ${n(a1[1])}L${n(a2[0])} ${n(a2[1])}M${n(b1[0])} ${n(b1[1])}L${n(b2[0])} ${n(b2[1])}`);
        }
        o.push(`<path d="${grid.join("")}" stroke="${C.teal}" stroke-opacity="0.06"/>`);
        // conveyor along x
        o.push(isoBox(I, -200, 120, 0, 1100, 60, 26, { top: "#1c2536", left: "#151c2a", right: "#0e131d" }));
        const belts: string[] = [];
        for (let x = -200; x < 900; x += 24) {
          const p1 = I.p(x, 120, 26);
          const p2 = I.p(x, 180, 26);
          belts.push(`M${n(p1[0])} ${n(p1[1])}L${n(p2[0])} ${n(p2[1])}`);
        }
        o.push(`<path d="${belts.join("")}" stroke="#2c3a52" stroke-width="1"/>`);
        const machine = (x: number, w: number, h: number, light: string) => {
          o.push(isoBox(I, x, 60, 0, w, 180, h, { top: "#23304a", left: "#1a2438", right: "#121a29", stroke: "#33435f", strokeWidth: 1 }));
          o.push(`<g transform="${I.left(240)}"><rect x="${x + 16}" y="${-h + 20}" width="${w - 32}" height="10" rx="3" fill="${light}" opacity="0.85"/><rect x="${x + 16}" y="${-h + 42}" width="${(w - 32) * 0.5}" height="36" rx="3" fill="#0b1220"/></g>`);
          const tp = I.p(x + w / 2, 150, h);
          o.push(glowSpot(defs, tp[0], tp[1] + 40, 140, light, 0.12));
        };
        machine(0, 150, 150, C.teal);
        machine(260, 220, 170, C.teal);
        machine(580, 260, 150, C.amber);
        for (const x of [-150, 190, 510, 880]) {
          o.push(isoBox(I, x, 128, 26, 50, 44, 3, { top: "#0f3d3a", left: "#0b2d2b", right: "#082220" }));
        }
        return o.join("");
      },
      // SPC control chart
      (defs, r) => {
        const o: string[] = [];
        const x0 = 120;
        const x1 = 1080;
        const ym = 340;
        o.push(gridLines(40, C.silver2, 0.05, x0, 120, x1, 560));
        o.push(`<rect x="${x0}" y="${ym - 110}" width="${x1 - x0}" height="220" fill="${C.teal}" fill-opacity="0.05"/>`);
        o.push(`<path d="M${x0} ${ym}H${x1}" stroke="${C.teal}" stroke-opacity="0.6" stroke-width="1.5"/><path d="M${x0} ${ym - 160}H${x1}M${x0} ${ym + 160}H${x1}" stroke="${C.amber}" stroke-opacity="0.6" stroke-width="1.5" stroke-dasharray="10 8"/>`);
        const P: Pt[] = [];
        for (let i = 0; i < 32; i++) {
          let v = rand(r, -1, 1) * 80 + Math.sin(i * 0.7) * 30;
          if (i === 23) v = -185;
          P.push([x0 + 20 + i * 29.5, ym + v]);
        }
        const gl = uid("gl");
        defs.push(glowFilter(gl, 3));
        o.push(`<path d="${pathD(P)}" fill="none" stroke="${C.tealLight}" stroke-opacity="0.85" stroke-width="2" filter="url(#${gl})"/>`);
        P.forEach(([x, y], i) => {
          const out = i === 23;
          if (out) o.push(glowSpot(defs, x, y, 60, C.amber, 0.5));
          o.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${out ? 8 : 4.5}" fill="${out ? C.amber : "#0b1628"}" stroke="${out ? C.gold : C.tealLight}" stroke-width="2"/>`);
        });
        // histogram on the right
        for (let i = 0; i < 9; i++) {
          const h = Math.exp(-(((i - 4) / 2) ** 2)) * 90 + 6;
          o.push(`<rect x="${x1 + 10}" y="${ym - 160 + i * 36}" width="${n(h)}" height="28" rx="3" fill="${C.teal}" fill-opacity="0.35"/>`);
        }
        return o.join("");
      },
    ],
  },
  investigacion: {
    tint: "#161a30",
    glow: [[0.5, 0.5, C.teal, 0.08]],
    variants: [
      // microscope view of grains
      (defs, r) => {
        const o: string[] = [];
        const cx = 600;
        const cy = 338;
        const R = 270;
        const sites: Pt[] = Array.from({ length: 90 }, () => {
          const a = rand(r, 0, Math.PI * 2);
          const d = Math.sqrt(r()) * (R + 40);
          return [cx + Math.cos(a) * d, cy + Math.sin(a) * d] as Pt;
        });
        const cells = voronoi(sites, [
          [cx - R - 60, cy - R - 60],
          [cx + R + 60, cy - R - 60],
          [cx + R + 60, cy + R + 60],
          [cx - R - 60, cy + R + 60],
        ]);
        const clip = uid("cl");
        defs.push(`<clipPath id="${clip}"><circle cx="${cx}" cy="${cy}" r="${R}"/></clipPath>`);
        const cols = ["#1b2a44", "#22324f", "#2a3c5c", "#3a2a1c", "#4a3220", "#163a40"];
        o.push(`<g clip-path="url(#${clip})">`);
        cells.forEach((poly, i) => {
          const col = i % 11 === 0 ? "#6b4216" : pick(r, cols);
          o.push(`<polygon points="${pts(poly)}" fill="${col}" stroke="#0a0f1a" stroke-width="3"/>`);
        });
        // intermetallic layer band
        o.push(`<path d="M${cx - R} ${cy + 90}C${cx - 120} ${cy + 60} ${cx + 80} ${cy + 120} ${cx + R} ${cy + 80}L${cx + R} ${cy + 120}C${cx + 80} ${cy + 160} ${cx - 120} ${cy + 100} ${cx - R} ${cy + 130}Z" fill="${C.copper}" fill-opacity="0.45"/>`);
        const sh = uid("sh");
        defs.push(radGrad(sh, [[0, "#000", 0], [0.75, "#000", 0.1], [1, "#000", 0.75]]));
        o.push(`<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#${sh})"/></g>`);
        o.push(`<circle cx="${cx}" cy="${cy}" r="${R + 6}" fill="none" stroke="#2c3a54" stroke-width="12"/><circle cx="${cx}" cy="${cy}" r="${R + 14}" fill="none" stroke="${C.teal}" stroke-opacity="0.4" stroke-width="1.5"/>`);
        const ticks: string[] = [];
        for (let i = 0; i < 72; i++) {
          const a = (i / 72) * Math.PI * 2;
          const r1 = R + 24;
          const r2 = R + (i % 6 ? 32 : 44);
          ticks.push(`M${n(cx + Math.cos(a) * r1)} ${n(cy + Math.sin(a) * r1)}L${n(cx + Math.cos(a) * r2)} ${n(cy + Math.sin(a) * r2)}`);
        }
        o.push(`<path d="${ticks.join("")}" stroke="${C.silver}" stroke-opacity="0.35" stroke-width="1.5"/>`);
        o.push(`<path d="M${cx - 40} ${cy}H${cx + 40}M${cx} ${cy - 40}V${cy + 40}" stroke="${C.amber}" stroke-opacity="0.8" stroke-width="1.5"/><circle cx="${cx}" cy="${cy}" r="20" fill="none" stroke="${C.amber}" stroke-opacity="0.8" stroke-width="1.5"/>`);
        o.push(`<path d="M${cx + R - 120} ${cy + R - 60}H${cx + R - 40}" stroke="${C.silver}" stroke-opacity="0.7" stroke-width="3"/>`);
        return o.join("");
      },
      // oscilloscope waveforms
      (defs) => {
        const o: string[] = [];
        const x0 = 100;
        const x1 = 1100;
        const y0 = 110;
        const y1 = 565;
        o.push(`<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" rx="12" fill="#06101a" stroke="#1f2d44" stroke-width="2"/>`);
        o.push(gridLines(50, C.teal, 0.08, x0, y0, x1, y1));
        o.push(`<path d="M${x0} ${(y0 + y1) / 2}H${x1}M${(x0 + x1) / 2} ${y0}V${y1}" stroke="${C.teal}" stroke-opacity="0.22"/>`);
        const gl = uid("gl");
        defs.push(glowFilter(gl, 4));
        const wave = (f: (t: number) => number, yc: number, amp: number) => {
          const P: Pt[] = [];
          for (let i = 0; i <= 400; i++) {
            const t = i / 400;
            P.push([x0 + (x1 - x0) * t, yc - f(t) * amp]);
          }
          return pathD(P);
        };
        o.push(`<path d="${wave((t) => Math.sin(t * 30) * Math.exp(-t * 3) + 0.15 * Math.sin(t * 170), 230, 80)}" fill="none" stroke="${C.tealLight}" stroke-width="2" filter="url(#${gl})"/>`);
        o.push(`<path d="${wave((t) => (Math.sin(t * 14) > 0 ? 1 : -1) * 0.8 + 0.06 * Math.sin(t * 300), 380, 50)}" fill="none" stroke="${C.amber}" stroke-width="2" filter="url(#${gl})"/>`);
        o.push(`<path d="${wave((t) => Math.sin(t * 9) * 0.6 + Math.sin(t * 27) * 0.25, 490, 50)}" fill="none" stroke="${C.teal}" stroke-opacity="0.6" stroke-width="1.6"/>`);
        o.push(`<path d="M400 ${y0}V${y1}M720 ${y0}V${y1}" stroke="${C.amber}" stroke-opacity="0.45" stroke-dasharray="4 6"/>`);
        return o.join("");
      },
      // crystal lattice
      (defs, r) => {
        const o: string[] = [];
        const atoms: { p: Pt; z: number; hot: boolean }[] = [];
        const bonds: string[] = [];
        const proj = (x: number, y: number, z: number): Pt => {
          const a = 0.6;
          const X = x * Math.cos(a) - z * Math.sin(a);
          const Z = x * Math.sin(a) + z * Math.cos(a);
          const s = 900 / (900 + Z);
          return [600 + X * s, 350 + (y + Z * 0.35) * s];
        };
        const N = 5;
        const sp = 88;
        const idx = (i: number, j: number, k: number) => (i * N + j) * N + k;
        const P: Pt[] = [];
        for (let i = 0; i < N; i++)
          for (let j = 0; j < N; j++)
            for (let k = 0; k < N; k++) {
              const x = (i - (N - 1) / 2) * sp;
              const y = (j - (N - 1) / 2) * sp * 0.8;
              const z = (k - (N - 1) / 2) * sp;
              const p = proj(x, y, z);
              P.push(p);
              atoms.push({ p, z: x * Math.sin(0.6) + z * Math.cos(0.6), hot: r() < 0.06 });
            }
        for (let i = 0; i < N; i++)
          for (let j = 0; j < N; j++)
            for (let k = 0; k < N; k++) {
              const a = P[idx(i, j, k)]!;
              if (i + 1 < N) bonds.push(`M${n(a[0])} ${n(a[1])}L${n(P[idx(i + 1, j, k)]![0])} ${n(P[idx(i + 1, j, k)]![1])}`);
              if (j + 1 < N) bonds.push(`M${n(a[0])} ${n(a[1])}L${n(P[idx(i, j + 1, k)]![0])} ${n(P[idx(i, j + 1, k)]![1])}`);
              if (k + 1 < N) bonds.push(`M${n(a[0])} ${n(a[1])}L${n(P[idx(i, j, k + 1)]![0])} ${n(P[idx(i, j, k + 1)]![1])}`);
            }
        o.push(`<path d="${bonds.join("")}" stroke="${C.teal}" stroke-opacity="0.3" stroke-width="1.4"/>`);
        const ga = uid("ga");
        defs.push(radGrad(ga, [[0, "#9ff5ea"], [0.5, C.teal], [1, "#0a3b38"]], 0.35, 0.35, 0.75));
        const gh = uid("gh");
        defs.push(radGrad(gh, [[0, C.gold], [0.5, C.amber], [1, C.copperDeep]], 0.35, 0.35, 0.75));
        atoms.sort((a, b) => b.z - a.z);
        for (const a of atoms) {
          const depth = (a.z + 400) / 800;
          const rr = 12 - depth * 5;
          if (a.hot) o.push(glowSpot(defs, a.p[0], a.p[1], 50, C.amber, 0.4));
          o.push(`<circle cx="${n(a.p[0])}" cy="${n(a.p[1])}" r="${n(rr)}" fill="url(#${a.hot ? gh : ga})" opacity="${n(1 - depth * 0.6)}"/>`);
        }
        return o.join("");
      },
    ],
  },
  "casos-estudio": {
    tint: "#10283a",
    glow: [[0.6, 0.6, C.amber, 0.08]],
    variants: [
      // rising bars with trend
      (defs, r) => {
        const o: string[] = [];
        const base = 560;
        const xs = Array.from({ length: 10 }, (_, i) => 170 + i * 92);
        const hs = xs.map((_, i) => 80 + i * 30 + rand(r, -20, 20));
        o.push(gridLines(46, C.silver2, 0.05, 120, 100, 1100, base));
        xs.forEach((x, i) => {
          const g = uid("bar");
          const last = i === xs.length - 1;
          defs.push(linGrad(g, last ? [[0, C.amberLight], [1, C.copperDeep]] : [[0, C.teal, 0.75], [1, C.tealDeep, 0.2]]));
          o.push(`<rect x="${x - 28}" y="${n(base - hs[i]!)}" width="56" height="${n(hs[i]!)}" rx="6" fill="url(#${g})"/>`);
        });
        const P: Pt[] = xs.map((x, i) => [x, base - hs[i]! - 46]);
        const gl = uid("gl");
        defs.push(glowFilter(gl, 3));
        o.push(`<path d="${smoothPath(P)}" fill="none" stroke="${C.amberLight}" stroke-width="3" filter="url(#${gl})"/>`);
        P.forEach(([x, y], i) => o.push(`<circle cx="${x}" cy="${n(y)}" r="${i === P.length - 1 ? 8 : 5}" fill="#0b1628" stroke="${C.amberLight}" stroke-width="2.5"/>`));
        const lp = P[P.length - 1]!;
        o.push(glowSpot(defs, lp[0], lp[1], 90, C.amber, 0.45));
        o.push(`<path d="M120 ${base}H1100" stroke="${C.silver}" stroke-opacity="0.35" stroke-width="2"/>`);
        return o.join("");
      },
      // isometric board "city"
      (defs, r) => {
        const o: string[] = [];
        const I = makeIso(600, 60, 1);
        o.push(isoBox(I, 0, 0, -14, 560, 560, 14, { top: "#0c2530", left: "#091b23", right: "#061218", stroke: "#1a3d4a", strokeWidth: 1 }));
        const traces: string[] = [];
        for (let i = 0; i < 28; i++) {
          const y = 20 + i * 19;
          traces.push(`M10 ${y}H${n(rand(r, 100, 540))}`);
        }
        o.push(`<g transform="${I.top(0)}"><path d="${traces.join("")}" stroke="${C.copper}" stroke-opacity="0.3" stroke-width="3"/></g>`);
        const items: { x: number; y: number; w: number; d: number; h: number; kind: number }[] = [];
        for (let gx = 0; gx < 7; gx++)
          for (let gy = 0; gy < 7; gy++) {
            if (r() < 0.25) continue;
            const kind = r() < 0.2 ? 2 : r() < 0.5 ? 1 : 0;
            items.push({ x: 20 + gx * 78, y: 20 + gy * 78, w: kind === 0 ? 56 : 30, d: kind === 0 ? 56 : 30, h: kind === 2 ? rand(r, 60, 130) : kind === 0 ? rand(r, 10, 24) : rand(r, 14, 30), kind });
          }
        items.sort((a, b) => a.x + a.y - (b.x + b.y));
        for (const it of items) {
          if (it.kind === 2) {
            o.push(isoCylinder(I, it.x + 15, it.y + 15, 0, 15, it.h, "#2a3a55", "#3a4e70"));
            const tp = I.p(it.x + 15, it.y + 15, it.h);
            o.push(`<ellipse cx="${n(tp[0])}" cy="${n(tp[1])}" rx="10" ry="5" fill="none" stroke="${C.amber}" stroke-opacity="0.7"/>`);
          } else o.push(isoBox(I, it.x, it.y, 0, it.w, it.d, it.h, it.kind === 0 ? { top: "#1a2333", left: "#121926", right: "#0b111b", stroke: "#2b3850", strokeWidth: 1 } : { top: "#4b5870", left: "#364257", right: "#263044" }));
        }
        const hot = items.filter((it) => it.kind === 0)[3];
        if (hot) {
          const p = I.p(hot.x + hot.w / 2, hot.y + hot.d / 2, hot.h);
          o.push(glowSpot(defs, p[0], p[1], 120, C.teal, 0.45));
        }
        return o.join("");
      },
      // topographic contours with a site marker
      (defs) => {
        const o: string[] = [];
        const peaks: [number, number, number][] = [
          [420, 300, 1],
          [820, 380, 0.8],
          [640, 160, 0.5],
        ];
        const h = (x: number, y: number) => peaks.reduce((s, [px, py, a]) => s + a * Math.exp(-(((x - px) ** 2 + (y - py) ** 2) / (2 * 170 ** 2))), 0) + 0.06 * Math.sin(x / 70) * Math.cos(y / 90);
        // marching squares
        const step = 10;
        const cols = Math.ceil(BW / step) + 1;
        const rows = Math.ceil(BH / step) + 1;
        const F = new Float64Array(cols * rows);
        for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) F[j * cols + i] = h(i * step, j * step);
        const levels = Array.from({ length: 14 }, (_, k) => 0.08 + k * 0.075);
        levels.forEach((lv, li) => {
          const segs: string[] = [];
          for (let j = 0; j < rows - 1; j++)
            for (let i = 0; i < cols - 1; i++) {
              const a = F[j * cols + i]!;
              const b = F[j * cols + i + 1]!;
              const c2 = F[(j + 1) * cols + i + 1]!;
              const d = F[(j + 1) * cols + i]!;
              const x = i * step;
              const y = j * step;
              const e: Pt[] = [];
              const lerp = (v1: number, v2: number) => (lv - v1) / (v2 - v1);
              if (a < lv !== b < lv) e.push([x + lerp(a, b) * step, y]);
              if (b < lv !== c2 < lv) e.push([x + step, y + lerp(b, c2) * step]);
              if (d < lv !== c2 < lv) e.push([x + lerp(d, c2) * step, y + step]);
              if (a < lv !== d < lv) e.push([x, y + lerp(a, d) * step]);
              if (e.length >= 2) segs.push(`M${n(e[0]![0])} ${n(e[0]![1])}L${n(e[1]![0])} ${n(e[1]![1])}`);
              if (e.length === 4) segs.push(`M${n(e[2]![0])} ${n(e[2]![1])}L${n(e[3]![0])} ${n(e[3]![1])}`);
            }
          const major = li % 4 === 0;
          o.push(`<path d="${segs.join("")}" stroke="${major ? C.amber : C.teal}" stroke-opacity="${major ? 0.5 : 0.28}" stroke-width="${major ? 1.6 : 1}" fill="none" stroke-linecap="round"/>`);
        });
        // site marker on the main peak
        const [mx, my] = [420, 300];
        o.push(glowSpot(defs, mx, my, 110, C.amber, 0.35));
        o.push(`<path d="M${mx} ${my}C${mx - 8} ${my - 18} ${mx - 26} ${my - 30} ${mx - 26} ${my - 50}A26 26 0 0 1 ${mx + 26} ${my - 50}C${mx + 26} ${my - 30} ${mx + 8} ${my - 18} ${mx} ${my}Z" fill="${C.amber}"/><circle cx="${mx}" cy="${my - 50}" r="9" fill="#0b1628"/>`);
        o.push(`<ellipse cx="${mx}" cy="${my + 2}" rx="16" ry="5" fill="none" stroke="${C.amber}" stroke-opacity="0.7"/>`);
        o.push(`<circle cx="820" cy="380" r="6" fill="${C.teal}"/><circle cx="820" cy="380" r="16" fill="none" stroke="${C.teal}" stroke-opacity="0.5"/>`);
        o.push(`<path d="M${mx} ${my - 50}Q620 200 820 380" fill="none" stroke="${C.tealLight}" stroke-opacity="0.5" stroke-width="1.5" stroke-dasharray="6 6"/>`);
        return o.join("");
      },
    ],
  },
};

function blogSvg(cat: string, i: number): string {
  const b = BLOG[cat]!;
  const bd = darkBackdrop(`blog:${cat}:${i}`, BW, BH, { tint: b.tint, glow: b.glow, pcbOpacity: 0.1 });
  const defs: string[] = [];
  const motif = b.variants[i - 1]!(defs, rngFor(`blog:${cat}:${i}`));
  return composeDark(BW, BH, bd, motif, defs);
}


// ---------------------------------------------------------------------------------------------
// 5–6. Brand mark, icons, Open Graph images
// ---------------------------------------------------------------------------------------------

/** The mark's drawing on a 64×64 grid: a copper chip outline with pins and a molten solder drop. */
function markInner(): string {
  const pins: string[] = [];
  for (const t of [24, 32, 40]) {
    pins.push(`M${t} 12V17`, `M${t} 47V52`, `M12 ${t}H17`, `M47 ${t}H52`);
  }
  return (
    `<path d="${pins.join("")}" stroke="#e08a1e" stroke-width="3.2" stroke-linecap="round"/>` +
    `<rect x="18.5" y="18.5" width="27" height="27" rx="5" fill="#0b1628" stroke="#e08a1e" stroke-width="3.2"/>` +
    `<path d="M32 22.5C33.6 26 38.4 30 38.4 35.2A6.4 6.4 0 0 1 25.6 35.2C25.6 30 30.4 26 32 22.5Z" fill="url(#mkDrop)"/>` +
    `<ellipse cx="29.6" cy="34.4" rx="1.5" ry="2.6" fill="#fff" fill-opacity="0.55"/>`
  );
}

const MARK_DEFS =
  `<linearGradient id="mkTile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#16294a"/><stop offset="1" stop-color="#070e1c"/></linearGradient>` +
  `<linearGradient id="mkDrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fcd9a0"/><stop offset="0.45" stop-color="#f59e0b"/><stop offset="1" stop-color="#c2410c"/></linearGradient>`;

/** Mark on a rounded navy tile, as a standalone SVG (favicon.svg / logo.svg). */
function markSvg(size = 64): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><defs>${MARK_DEFS}</defs><rect width="64" height="64" rx="14" fill="url(#mkTile)"/>${markInner()}</svg>\n`;
}

/** Full-bleed square app icon (the platform rounds the corners); the mark stays inside the maskable safe zone. */
function appIconSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><defs>${MARK_DEFS}</defs><rect width="64" height="64" fill="url(#mkTile)"/><g transform="translate(32 32) scale(0.78) translate(-32 -32)">${markInner()}</g></svg>`;
}

const OG_W = 1200;
const OG_H = 630;
const OG_PAGES = ["default", "home", "about", "services", "products", "contact", "blog"] as const;
const WORDMARK_FONT = "Inter, 'Inter Display', 'DejaVu Sans', sans-serif";

function ogGraphic(page: (typeof OG_PAGES)[number], defs: string[]): string {
  const o: string[] = [];
  const cx = 905;
  const cy = 315;
  const gl = uid("gl");
  defs.push(glowFilter(gl, 3));
  switch (page) {
    case "default":
    case "home": {
      // a chip with glowing trace bundles escaping on four sides
      const r = rngFor(`og:${page}`);
      const size = page === "home" ? 150 : 120;
      const traces: string[] = [];
      const hot: string[] = [];
      for (let side = 0; side < 4; side++) {
        for (let i = 0; i < 7; i++) {
          const t = (i - 3) * 16;
          const a = (side * Math.PI) / 2;
          const ux = Math.cos(a);
          const uy = Math.sin(a);
          const vx = -uy;
          const vy = ux;
          const l1 = size / 2 + 20 + rand(r, 10, 50);
          const bend = (i - 3) * 10;
          const l2 = l1 + rand(r, 50, 120);
          const p0: Pt = [cx + ux * (size / 2 + 8) + vx * t, cy + uy * (size / 2 + 8) + vy * t];
          const p1: Pt = [cx + ux * l1 + vx * t, cy + uy * l1 + vy * t];
          const p2: Pt = [p1[0] + ux * 30 + vx * bend, p1[1] + uy * 30 + vy * bend];
          const p3: Pt = [p2[0] + ux * (l2 - l1), p2[1] + uy * (l2 - l1)];
          const d = pathD([p0, p1, p2, p3]);
          (r() < 0.3 ? hot : traces).push(d);
          o.push(`<circle cx="${n(p3[0])}" cy="${n(p3[1])}" r="5" fill="none" stroke="${C.copper}" stroke-opacity="0.7" stroke-width="2"/>`);
        }
      }
      o.unshift(`<path d="${traces.join("")}" stroke="${C.copper}" stroke-opacity="0.45" stroke-width="3" fill="none" stroke-linejoin="round"/><path d="${hot.join("")}" stroke="${C.amberLight}" stroke-width="3" fill="none" stroke-linejoin="round" filter="url(#${gl})"/>`);
      o.push(glowSpot(defs, cx, cy, size * 1.3, C.amber, 0.22));
      const cg = uid("cg");
      defs.push(linGrad(cg, [[0, "#243149"], [1, "#0c121d"]], 0, 0, 1, 1));
      o.push(`<rect x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" rx="10" fill="url(#${cg})" stroke="#3b4a64" stroke-width="2"/>`);
      o.push(`<rect x="${cx - size / 2 + 14}" y="${cy - size / 2 + 14}" width="${size - 28}" height="${size - 28}" rx="6" fill="none" stroke="${C.teal}" stroke-opacity="0.35"/>`);
      break;
    }
    case "about": {
      // a constellation of connected nodes (team, network)
      const r = rngFor("og:about");
      const nodes: Pt[] = [];
      for (let i = 0; i < 34; i++) {
        const a = rand(r, 0, Math.PI * 2);
        const d = Math.sqrt(r()) * 230;
        nodes.push([cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.95]);
      }
      const links: string[] = [];
      nodes.forEach((p, i) =>
        nodes.forEach((q, j) => {
          if (j > i && len(p, q) < 110) links.push(`M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`);
        }),
      );
      o.push(`<path d="${links.join("")}" stroke="${C.teal}" stroke-opacity="0.35" stroke-width="1.5"/>`);
      for (let k = 1; k <= 3; k++) o.push(`<circle cx="${cx}" cy="${cy}" r="${k * 85}" fill="none" stroke="${C.silver2}" stroke-opacity="0.12" stroke-dasharray="3 8"/>`);
      nodes.forEach(([x, y], i) => {
        const hot = i % 7 === 0;
        if (hot) o.push(glowSpot(defs, x, y, 40, C.amber, 0.5));
        o.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${hot ? 8 : 5}" fill="${hot ? C.amber : "#0b1628"}" stroke="${hot ? C.gold : C.tealLight}" stroke-width="2"/>`);
      });
      break;
    }
    case "services": {
      const g1 = gearPath(cx - 60, cy - 30, 130, 108, 16);
      const g2 = gearPath(cx + 120, cy + 120, 84, 68, 11);
      o.push(glowSpot(defs, cx, cy, 260, C.teal, 0.15));
      o.push(`<path d="${g1}" fill="#101b2e" stroke="${C.teal}" stroke-width="2.5" filter="url(#${gl})"/><circle cx="${cx - 60}" cy="${cy - 30}" r="46" fill="#0b1220" stroke="${C.teal}" stroke-width="2"/><circle cx="${cx - 60}" cy="${cy - 30}" r="72" fill="none" stroke="${C.teal}" stroke-opacity="0.35" stroke-dasharray="4 6"/>`);
      o.push(`<path d="${g2}" fill="#16120e" stroke="${C.amber}" stroke-width="2.5" filter="url(#${gl})"/><circle cx="${cx + 120}" cy="${cy + 120}" r="28" fill="#0b1220" stroke="${C.amber}" stroke-width="2"/>`);
      break;
    }
    case "products": {
      const I = makeIso(cx - 10, cy - 150, 1);
      const cols: BoxColors = { top: "#26344d", left: "#1a2438", right: "#111a29", stroke: "#3a4a66", strokeWidth: 1 };
      o.push(isoBox(I, 0, 0, 0, 120, 120, 90, cols));
      o.push(isoBox(I, 140, 0, 0, 120, 120, 60, cols));
      o.push(isoBox(I, 0, 140, 0, 120, 120, 60, cols));
      o.push(isoBox(I, 140, 140, 0, 120, 120, 120, { ...cols, top: "#2b3a56" }));
      o.push(isoBox(I, 0, 0, 90, 120, 120, 50, { top: "#3a2a1a", left: "#2a1e13", right: "#1d150e", stroke: C.copper, strokeWidth: 1.5 }));
      const t = I.p(200, 200, 120);
      o.push(glowSpot(defs, t[0], t[1], 120, C.teal, 0.3));
      o.push(`<g transform="${I.top(120)}"><rect x="160" y="160" width="80" height="80" rx="8" fill="none" stroke="${C.tealLight}" stroke-width="2"/></g>`);
      break;
    }
    case "contact": {
      // concentric signal rings around a location marker
      for (let k = 1; k <= 6; k++) o.push(`<ellipse cx="${cx}" cy="${cy + 90}" rx="${k * 45}" ry="${k * 16}" fill="none" stroke="${k % 2 ? C.teal : C.amber}" stroke-opacity="${n(0.5 - k * 0.06)}" stroke-width="1.5"/>`);
      o.push(gridLines(40, C.teal, 0.05, cx - 260, cy - 200, cx + 260, cy + 220));
      o.push(glowSpot(defs, cx, cy, 160, C.amber, 0.3));
      const mx = cx;
      const my = cy + 90;
      o.push(`<path d="M${mx} ${my}C${mx - 16} ${my - 36} ${mx - 56} ${my - 64} ${mx - 56} ${my - 108}A56 56 0 0 1 ${mx + 56} ${my - 108}C${mx + 56} ${my - 64} ${mx + 16} ${my - 36} ${mx} ${my}Z" fill="${C.amber}"/><circle cx="${mx}" cy="${my - 108}" r="20" fill="#0b1628"/>`);
      break;
    }
    case "blog": {
      // stacked article cards (bars stand for lines, no text)
      for (let k = 2; k >= 0; k--) {
        const x = cx - 170 + k * 34;
        const y = cy - 170 + k * 30;
        o.push(`<rect x="${x}" y="${y}" width="300" height="320" rx="18" fill="${k ? "#101b2e" : "#13223a"}" stroke="${k ? "#25344f" : C.teal}" stroke-opacity="${k ? 1 : 0.6}" stroke-width="2"/>`);
        if (k === 0) {
          const ig = uid("ig");
          defs.push(linGrad(ig, [[0, C.copper, 0.7], [1, C.teal, 0.5]], 0, 0, 1, 1));
          o.push(`<rect x="${x + 20}" y="${y + 20}" width="260" height="130" rx="10" fill="url(#${ig})"/>`);
          o.push(`<path d="M${x + 20} ${y + 150}l70 -60l50 40l40 -30l100 50v0Z" fill="#0b1628" opacity="0.5"/>`);
          for (let i = 0; i < 4; i++) o.push(`<rect x="${x + 20}" y="${y + 172 + i * 30}" width="${[240, 200, 230, 130][i]}" height="12" rx="6" fill="${C.silver2}" fill-opacity="${i ? 0.28 : 0.5}"/>`);
        }
      }
      break;
    }
  }
  return o.join("");
}

function ogSvg(page: (typeof OG_PAGES)[number]): string {
  const tints: Record<(typeof OG_PAGES)[number], string> = {
    default: C.navy700,
    home: C.navy700,
    about: "#0c2a3a",
    services: "#10283a",
    products: "#1c1a24",
    contact: "#2a1a10",
    blog: "#161a30",
  };
  const bd = darkBackdrop(`og:${page}`, OG_W, OG_H, { tint: tints[page], glow: [[0.75, 0.5, C.copper, 0.1]], pcbOpacity: 0.12 });
  const defs: string[] = [MARK_DEFS];
  const graphic = ogGraphic(page, defs);
  const o: string[] = [];
  // left panel: mark + wordmark + accent rule
  const fade = uid("fade");
  defs.push(linGrad(fade, [[0, C.navy950, 0.85], [0.55, C.navy950, 0.5], [1, C.navy950, 0]], 0, 0, 1, 0));
  o.push(`<rect width="680" height="${OG_H}" fill="url(#${fade})"/>`);
  o.push(`<g transform="translate(88 190) scale(2.1)"><rect width="64" height="64" rx="14" fill="url(#mkTile)" stroke="#24385a" stroke-width="0.8"/>${markInner()}</g>`);
  o.push(`<text x="84" y="440" font-family="${WORDMARK_FONT}" font-weight="700" font-size="112" letter-spacing="-3" fill="#f8fafc">Ardentia</text>`);
  const rule = uid("rule");
  defs.push(linGrad(rule, [[0, C.copper], [0.6, C.amber], [1, C.teal, 0]], 0, 0, 1, 0));
  o.push(`<rect x="90" y="476" width="340" height="5" rx="2.5" fill="url(#${rule})"/>`);
  return composeDark(OG_W, OG_H, bd, graphic, defs, o.join(""));
}


// ---------------------------------------------------------------------------------------------
// 4. Hero video: a slowly drifting camera over a dark PCB whose traces carry glowing pulses.
// ---------------------------------------------------------------------------------------------

const VW = 1280;
const VH = 720;
const FPS = 24;
const SECONDS = 10;
const FRAMES = FPS * SECONDS;
const MARGIN = 56; // drift room around the frame, in 1× pixels
const VIDEO_BUDGET = 1.5 * 1024 * 1024;

interface Pulse {
  d: string;
  L: number;
  phase: number;
  laps: number; // whole laps per loop, so the loop is seamless
  color: string;
  width: number;
}

function heroScene() {
  const W = VW + 2 * MARGIN;
  const H = VH + 2 * MARGIN;
  const r = rngFor("hero");
  const pcb = makePcb(r, { w: W, h: H, pitch: 12, chips: 12, bundles: 160, passives: 50, vias: 40 });
  const defs: string[] = [];
  const bg = uid("hbg");
  defs.push(linGrad(bg, [[0, "#0a1526"], [0.6, "#070f1d"], [1, "#050a14"]], 0, 0, 0.4, 1));
  const body: string[] = [`<rect width="${W}" height="${H}" fill="url(#${bg})"/>`];
  const dots = uid("hd");
  defs.push(`<pattern id="${dots}" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="1" fill="${C.silver2}" fill-opacity="0.06"/></pattern>`);
  body.push(`<rect width="${W}" height="${H}" fill="url(#${dots})"/>`);
  body.push(
    renderPcb(pcb, {
      trace: "#7a4a1e",
      traceOpacity: 0.42,
      via: "#6a4220",
      viaHole: "#060b15",
      chipFill: "#0c1321",
      chipStroke: "#25324a",
      pin: "#4a5568",
      passive: "#161d2b",
      passivePad: "#4b5563",
      opacity: 1,
    }),
  );
  const baseSvg = svgDoc(W, H, body.join(""), defs.join(""));

  // pulses on the longer traces
  const candidates = pcb.traces.map((t, i) => ({ t, i, L: polyLength(t) })).filter((c) => c.L > 140);
  const pulses: Pulse[] = [];
  const pr = rngFor("hero:pulses");
  for (const c of candidates) {
    if (pr() > 0.62) continue;
    pulses.push({
      d: pathD(c.t),
      L: c.L,
      phase: pr(),
      laps: c.L > 900 ? 1 : pick(pr, [1, 1, 2]),
      color: pr() < 0.78 ? C.amber : C.teal,
      width: pcb.traceWidths[c.i]!,
    });
  }
  return { W, H, baseSvg, pulses, chips: pcb.chips };
}

function heroOverlaySvg(scene: ReturnType<typeof heroScene>, t: number, ox: number, oy: number): string {
  const parts: string[] = [];
  const defs: string[] = [];
  for (const p of scene.pulses) {
    const tails = [
      [160, 0.1, 7],
      [80, 0.28, 3.6],
      [26, 0.95, 2],
    ] as const;
    const sMax = tails[0][0];
    const u = (t * p.laps + p.phase) % 1;
    const head = u * (p.L + sMax);
    const gap = p.L + 2 * sMax + 10;
    for (const [s, op, w] of tails) {
      parts.push(
        `<path d="${p.d}" fill="none" stroke="${s === 26 ? (p.color === C.amber ? C.gold : C.tealLight) : p.color}" stroke-opacity="${op}" stroke-width="${n(Math.max(w, p.width + (w - 2)))}" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="${s} ${n(gap)}" stroke-dashoffset="${n(s - head)}"/>`,
      );
    }
  }
  // chips breathing softly, each on its own phase (whole cycles per loop)
  scene.chips.forEach((c, i) => {
    const a = 0.5 + 0.5 * Math.sin(2 * Math.PI * (t * (1 + (i % 2)) + i * 0.37));
    parts.push(glowSpot(defs, c.x + c.w / 2, c.y + c.h / 2, Math.max(c.w, c.h) * 1.1, i % 3 ? C.teal : C.amber, 0.05 + 0.09 * a));
  });
  // a warm reflow-like bloom travelling slowly across the board
  const hx = scene.W * (0.5 + 0.28 * Math.cos(2 * Math.PI * t));
  const hy = scene.H * (0.55 + 0.18 * Math.sin(4 * Math.PI * t));
  parts.push(glowSpot(defs, hx, hy, 520, C.copper, 0.12));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VW}" height="${VH}" viewBox="0 0 ${VW} ${VH}"><defs>${defs.join("")}</defs><g transform="translate(${n(-ox)} ${n(-oy)})">${parts.join("")}</g></svg>`;
}

/** Fixed vignette (frame space) keeping the edges and the lower part dark for text. */
function heroVignetteSvg(): string {
  return svgDoc(
    VW,
    VH,
    `<rect width="${VW}" height="${VH}" fill="url(#v1)"/><rect width="${VW}" height="${VH}" fill="url(#v2)"/>`,
    radGrad("v1", [[0, "#000", 0.05], [0.6, "#000", 0.18], [1, "#000", 0.7]], 0.5, 0.45, 0.75) + linGrad("v2", [[0, "#000", 0.15], [0.5, "#000", 0], [1, "#000", 0.35]]),
  );
}

async function renderHeroFrames(): Promise<Buffer[]> {
  const scene = heroScene();
  const S = 2; // supersampled base for sub-pixel drift
  const base = await sharp(Buffer.from(scene.baseSvg), { density: 72 * S }).resize(scene.W * S, scene.H * S).removeAlpha().raw().toBuffer();
  const vignette = await sharp(Buffer.from(heroVignetteSvg())).png().toBuffer();
  const frames: Buffer[] = [];
  for (let f = 0; f < FRAMES; f++) {
    const t = f / FRAMES;
    const left = Math.round(S * (MARGIN + 40 * Math.cos(2 * Math.PI * t)));
    const top = Math.round(S * (MARGIN + 22 * Math.sin(2 * Math.PI * t)));
    const overlay = Buffer.from(heroOverlaySvg(scene, t, left / S, top / S));
    const frame = await sharp(base, { raw: { width: scene.W * S, height: scene.H * S, channels: 3 } })
      .extract({ left, top, width: VW * S, height: VH * S })
      .resize(VW, VH, { kernel: "lanczos3" })
      .composite([{ input: overlay }, { input: vignette }])
      .removeAlpha()
      .raw()
      .toBuffer();
    frames.push(frame);
  }
  return frames;
}

function ffmpeg(args: string[], frames?: Buffer[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: [frames ? "pipe" : "ignore", "inherit", "inherit"] });
    p.on("error", reject);
    p.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${args.join(" ")}`))));
    if (frames && p.stdin) {
      const stdin = p.stdin;
      stdin.on("error", () => {});
      (async () => {
        for (const f of frames) if (!stdin.write(f)) await new Promise((r) => stdin.once("drain", r));
        stdin.end();
      })();
    }
  });
}

const RAW_IN = ["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${VW}x${VH}`, "-r", String(FPS), "-i", "-"];
const COLOR_OUT = ["-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p", "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709"];
const BITEXACT = ["-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-threads", "2"];

async function encodeWebm(frames: Buffer[], out: string, crf: number, tmp: string) {
  const common = [...RAW_IN, "-an", ...COLOR_OUT, "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", String(crf), "-g", String(FRAMES), "-row-mt", "0", "-tile-columns", "0", "-deadline", "good", ...BITEXACT, "-passlogfile", path.join(tmp, "vp9")];
  await ffmpeg([...common, "-cpu-used", "4", "-pass", "1", "-f", "webm", "/dev/null"], frames);
  await ffmpeg([...common, "-cpu-used", "2", "-auto-alt-ref", "1", "-lag-in-frames", "25", "-pass", "2", out], frames);
}

async function encodeMp4(frames: Buffer[], out: string, crf: number) {
  await ffmpeg(
    [...RAW_IN, "-an", ...COLOR_OUT, "-c:v", "libx264", "-preset", "slower", "-crf", String(crf), "-profile:v", "high", "-level", "4.0", "-x264-params", "aq-mode=3:keyint=240:min-keyint=240", ...BITEXACT, "-movflags", "+faststart", out],
    frames,
  );
}

async function makeHeroVideo() {
  const probe = spawnSync("ffmpeg", ["-hide_banner", "-version"], { encoding: "utf8" });
  if (probe.status !== 0) throw new Error("ffmpeg not found: install Debian's ffmpeg (apt-get install -y ffmpeg), or skip with --only=...");
  let t = Date.now();
  const frames = await renderHeroFrames();
  console.log(`  hero: ${FRAMES} frames rendered in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  const dir = path.join(PUBLIC, "videos");
  await mkdir(dir, { recursive: true });
  // poster = first frame
  const poster = path.join(dir, "hero-poster.webp");
  const first = sharp(frames[0]!, { raw: { width: VW, height: VH, channels: 3 } });
  // Quality 70: the poster sits under the hero's dark gradient, and it is the phone's largest paint.
  await first.clone().webp({ ...WEBP, quality: 70 }).toFile(poster);
  await record(poster);
  for (const width of [640, 960]) {
    const out = path.join(dir, `hero-poster-${width}.webp`);
    await sharp(frames[0]!, { raw: { width: VW, height: VH, channels: 3 } }).resize(width, Math.round((width * VH) / VW), { kernel: "lanczos3" }).webp({ ...WEBP, quality: 70 }).toFile(out);
    await record(out);
  }

  const tmp = path.join(os.tmpdir(), `ardentia-hero-${process.pid}`);
  await mkdir(tmp, { recursive: true });
  const webm = path.join(dir, "hero.webm");
  const mp4 = path.join(dir, "hero.mp4");
  // Start at a quality that lands near 1 MB for both files; step the CRF up if over budget.
  let vpCrf = 34;
  let avcCrf = 27;
  for (let attempt = 0; attempt < 6; attempt++) {
    t = Date.now();
    await encodeWebm(frames, webm, vpCrf, tmp);
    const tv = Date.now() - t;
    t = Date.now();
    await encodeMp4(frames, mp4, avcCrf);
    console.log(`  hero: encoded in ${(tv / 1000).toFixed(1)} s (vp9) + ${((Date.now() - t) / 1000).toFixed(1)} s (h264)`);
    const total = (await stat(webm)).size + (await stat(mp4)).size;
    console.log(`  hero: vp9 crf ${vpCrf}, h264 crf ${avcCrf}: ${total} bytes`);
    if (total <= VIDEO_BUDGET * 0.95) break;
    vpCrf += 3;
    avcCrf += 2;
  }
  await rm(tmp, { recursive: true, force: true });
  await record(webm);
  await record(mp4);
}


// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

interface ManifestEntry {
  width: number;
  height: number;
  /** Widths available; the largest is the file itself, the others are `{name}-{w}.{ext}`. */
  srcset: number[];
}
const manifest: Record<string, ManifestEntry> = {};
const written: { file: string; bytes: number }[] = [];
const WEBP = { quality: 78, effort: 6, smartSubsample: true } as const;

const variantUrl = (url: string, w: number, full: number) => (w === full ? url : url.replace(/(\.\w+)$/, `-${w}$1`));

async function record(file: string) {
  const { size } = await stat(file);
  written.push({ file: path.relative(PUBLIC, file), bytes: size });
}

function register(url: string, width: number, height: number, widths: number[]) {
  manifest[url] = { width, height, srcset: [...widths].sort((a, b) => a - b) };
}

/** Rasterises an SVG once at full size and writes WebP files at each width. */
async function writeWebpSet(svg: string, url: string, width: number, height: number, widths: number[], quality: number = WEBP.quality) {
  const full = await sharp(Buffer.from(svg)).resize(width, height).png().toBuffer();
  for (const w of widths) {
    const file = path.join(PUBLIC, variantUrl(url, w, width));
    await mkdir(path.dirname(file), { recursive: true });
    const img = w === width ? sharp(full) : sharp(full).resize(w, Math.round((height * w) / width), { kernel: "lanczos3" });
    await img.webp({ ...WEBP, quality }).toFile(file);
    await record(file);
  }
}

/** Every raster file the script makes, independent of which sections ran (so --only keeps the manifest whole). */
function buildManifest() {
  for (const id of CATEGORY_IDS) register(`/images/categories/${id}.webp`, 1200, 800, [400, 800, 1200]);
  for (const id of PRODUCT_IDS) register(`/images/products/${id}.webp`, 800, 600, [400, 800]);
  for (const cat of Object.keys(BLOG)) for (let i = 1; i <= 3; i++) register(`/images/blog/${cat}-${i}.webp`, 1200, 675, [400, 800, 1200]);
  for (const page of OG_PAGES) register(`/images/og/${page}.jpg`, OG_W, OG_H, [OG_W]);
  register("/videos/hero-poster.webp", VW, VH, [640, 960, VW]);
  for (const [name, size] of [["apple-touch-icon.png", 180], ["icon-192.png", 192], ["icon-512.png", 512]] as const) register(`/${name}`, size, size, [size]);
  register(MAP_PREVIEW.path, MAP_PREVIEW.width, MAP_PREVIEW.height, [...MAP_PREVIEW.variants, MAP_PREVIEW.width]);
}

const SECTIONS = ["categories", "products", "blog", "og", "icons", "video", "map"] as const;
type Section = (typeof SECTIONS)[number];

async function main() {
  const onlyArg = process.argv.find((a) => a.startsWith("--only="));
  const only = new Set<Section>(onlyArg ? (onlyArg.slice(7).split(",") as Section[]) : SECTIONS);
  const t0 = Date.now();
  const run = async (s: Section, fn: () => Promise<void>) => {
    if (!only.has(s)) return;
    const t = Date.now();
    await fn();
    console.log(`${s}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  await run("categories", async () => {
    for (const id of CATEGORY_IDS) await writeWebpSet(categorySvg(id), `/images/categories/${id}.webp`, 1200, 800, [400, 800, 1200]);
  });
  await run("products", async () => {
    for (const id of PRODUCT_IDS) await writeWebpSet(await productSvg(id), `/images/products/${id}.webp`, 800, 600, [400, 800]);
  });
  await run("blog", async () => {
    for (const cat of Object.keys(BLOG)) for (let i = 1; i <= 3; i++) await writeWebpSet(blogSvg(cat, i), `/images/blog/${cat}-${i}.webp`, 1200, 675, [400, 800, 1200]);
  });
  await run("og", async () => {
    for (const page of OG_PAGES) {
      const url = `/images/og/${page}.jpg`;
      const file = path.join(PUBLIC, url);
      await mkdir(path.dirname(file), { recursive: true });
      await sharp(Buffer.from(ogSvg(page))).resize(OG_W, OG_H).flatten({ background: C.navy950 }).jpeg({ quality: 82, mozjpeg: true }).toFile(file);
      await record(file);
    }
  });
  await run("icons", async () => {
    for (const name of ["favicon.svg", "logo.svg"]) {
      const file = path.join(PUBLIC, name);
      await writeFile(file, markSvg());
      await record(file);
    }
    for (const [name, size] of [["apple-touch-icon.png", 180], ["icon-192.png", 192], ["icon-512.png", 512]] as const) {
      const file = path.join(PUBLIC, name);
      await sharp(Buffer.from(appIconSvg(size))).resize(size, size).png({ compressionLevel: 9, palette: false }).toFile(file);
      await record(file);
    }
  });
  await run("video", makeHeroVideo);
  // The contact page's static map preview (scripts/map-preview.ts).
  await run("map", async () => {
    await writeMapPreview(PUBLIC);
    for (const w of ["", "-400"]) await record(path.join(PUBLIC, MAP_PREVIEW.path.replace(/\.webp$/, `${w}.webp`)));
  });
  buildManifest();
  // one entry per line, keys sorted: stable diffs
  const lines = Object.keys(manifest)
    .sort()
    .map((k) => `  ${JSON.stringify(k)}: ${JSON.stringify(manifest[k])}`);
  const manifestFile = path.join(PUBLIC, "images", "manifest.json");
  await mkdir(path.dirname(manifestFile), { recursive: true });
  await writeFile(manifestFile, `{\n${lines.join(",\n")}\n}\n`);
  await record(manifestFile);
  for (const w of written) console.log(`${String(w.bytes).padStart(9)}  ${w.file}`);
  console.log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

await main();
