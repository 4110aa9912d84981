/**
 * Static files compressed once, at build time, as hard as each format goes (brotli quality 11,
 * gzip level 9), and served as they are: a `.br` and a `.gz` file beside each text file of the
 * client build (the hashed scripts and styles, and the public SVGs and JSON).
 *
 * Why: these files went through the compression middleware's stream on every request, at the fast
 * levels rendered responses use (brotli 2, gzip 3), with brotli's default 4 MB window set up each
 * time. Compressed at build time they cost no CPU to send and are smaller: with brotli, a public
 * page's scripts and styles 19.1 → 15.5 KB, the admin's sign-in page's 166 → 137 KB; the site's
 * stylesheet is served 481 → 4,978 times a second (docs/decisions/0014, sixteenth look).
 *
 * Both halves live here so they agree on the file names: `precompressBuild` (a Vite plugin, run on
 * the client build) writes the files, `servePrecompressed` (an Express middleware placed before
 * `express.static`) picks one by Accept-Encoding and lets the static file server send it, so ETags,
 * ranges, 304s and HEAD work as for any file.
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import type { Plugin } from "vite";
import { brotliWindowBits, COMPRESS_MIN_BYTES, pickEncoding, withVary } from "../app/platform/compress.server.ts";

type Encoding = "br" | "gzip";
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };
/** Text formats of the client build; images, fonts and videos are compressed formats already. */
const TEXT_FILE = /\.(?:js|mjs|css|svg|html|json|txt|xml|webmanifest)$/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files under `dir`, as paths from it (`/images/a.svg`), leaving out the folder `skip` (`/assets`). */
export function* filesUnder(dir: string, skip?: string, prefix = ""): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) {
      if (rel !== skip) yield* filesUnder(path.join(dir, entry.name), skip, rel);
    } else if (entry.isFile()) yield rel;
  }
}

/**
 * Writes `file.br` and `file.gz` beside each text file of `dir` of at least `COMPRESS_MIN_BYTES`,
 * each only when it is smaller than the file. Returns the bytes before and after, for the build log.
 */
export async function precompressDirectory(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const jobs: Array<Promise<void>> = [];
  for (const rel of filesUnder(dir)) {
    if (!TEXT_FILE.test(rel)) continue;
    const file = path.join(dir, rel);
    const body = fs.readFileSync(file);
    if (body.length < COMPRESS_MIN_BYTES) continue;
    jobs.push(
      Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]).then(([br, gz]) => {
        totals.files++;
        totals.bytes += body.length;
        totals.brotliBytes += Math.min(br.length, body.length);
        if (br.length < body.length) fs.writeFileSync(file + SUFFIX.br, br);
        if (gz.length < body.length) fs.writeFileSync(file + SUFFIX.gzip, gz);
      }),
    );
  }
  await Promise.all(jobs);
  return totals;
}

/** The Vite plugin: compresses the client build once it is written (not in the dev server). */
export function precompressBuild(): Plugin {
  return {
    name: "ardentia:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (!options.dir) return;
      const { files, bytes, brotliBytes } = await precompressDirectory(options.dir);
      this.info(`precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB, ${(brotliBytes / 1024).toFixed(0)} KB with brotli`);
    },
  };
}

/** Whether `rel` is a compressed copy written by `precompressDirectory` (its original exists). */
export function isPrecompressedCopy(dir: string, rel: string): boolean {
  const encoding = (Object.keys(SUFFIX) as Array<Encoding>).find((e) => rel.endsWith(SUFFIX[e]));
  return encoding !== undefined && TEXT_FILE.test(rel.slice(0, -SUFFIX[encoding].length)) && fs.existsSync(path.join(dir, rel.slice(0, -SUFFIX[encoding].length)));
}

/**
 * Middleware for the files of `dir` but the folder `skip` (mounted where `express.static(dir)` is):
 * for a file that has compressed copies, it adds `Vary: Accept-Encoding` and, when the client
 * accepts one, sets the original's Content-Type and the Content-Encoding and points the request at
 * the copy for the static file server that follows. The compression middleware leaves an encoded
 * response alone.
 */
export function servePrecompressed(dir: string, skip?: string) {
  const copies = new Map<string, Array<Encoding>>();
  for (const rel of filesUnder(dir, skip)) {
    for (const encoding of Object.keys(SUFFIX) as Array<Encoding>) {
      if (!rel.endsWith(SUFFIX[encoding]) || !isPrecompressedCopy(dir, rel)) continue;
      const original = rel.slice(0, -SUFFIX[encoding].length);
      copies.set(original, [...(copies.get(original) ?? []), encoding]);
    }
  }
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const available = copies.get(req.path);
    if (!available) return next();
    res.setHeader("Vary", withVary(res.getHeader("Vary") as string | undefined, "Accept-Encoding"));
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    if (!encoding || !available.includes(encoding)) return next();
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", encoding);
    const query = req.url.indexOf("?");
    req.url = req.path + SUFFIX[encoding] + (query === -1 ? "" : req.url.slice(query));
    next();
  };
}
