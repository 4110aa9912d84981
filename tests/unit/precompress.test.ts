/** Build-time compression of the client build's text files (server/precompress.ts). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, expect, test } from "vitest";
import { isPrecompressedCopy, precompressDirectory } from "../../server/precompress";

const dirs: Array<string> = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

test("text files of at least 1 KiB get a brotli and a gzip copy that decode to them; small files, images and fonts none", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, "assets"));
  const script = Buffer.from(`export const rows = [${Array.from({ length: 400 }, (_, i) => `{"id":${i},"name":"fila ${i}"}`).join(",")}];\n`);
  const style = Buffer.from(".card { color: #123456; padding: 1rem; }\n".repeat(80));
  fs.writeFileSync(path.join(dir, "assets", "app-1.js"), script);
  fs.writeFileSync(path.join(dir, "app.css"), style);
  fs.writeFileSync(path.join(dir, "tiny.js"), "export {};\n");
  fs.writeFileSync(path.join(dir, "photo.webp"), Buffer.alloc(4096, 7));

  const totals = await precompressDirectory(dir);

  expect(totals.files).toBe(2);
  expect(totals.bytes).toBe(script.length + style.length);
  expect(totals.brotliBytes).toBeLessThan(totals.bytes / 4);
  for (const [file, original] of [["assets/app-1.js", script], ["app.css", style]] as const) {
    const br = fs.readFileSync(path.join(dir, `${file}.br`));
    const gz = fs.readFileSync(path.join(dir, `${file}.gz`));
    expect(brotliDecompressSync(br).equals(original), file).toBe(true);
    expect(gunzipSync(gz).equals(original), file).toBe(true);
    expect(br.length, file).toBeLessThan(gz.length);
    expect(isPrecompressedCopy(dir, `/${file}.br`)).toBe(true);
    expect(isPrecompressedCopy(dir, `/${file}.gz`)).toBe(true);
  }
  for (const file of ["tiny.js", "photo.webp"]) {
    expect(fs.existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
    expect(fs.existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
  }
  // A file that merely ends in .br or .gz is not a copy unless its original is there.
  fs.writeFileSync(path.join(dir, "notes.txt.gz"), "x");
  expect(isPrecompressedCopy(dir, "/notes.txt.gz")).toBe(false);
});
