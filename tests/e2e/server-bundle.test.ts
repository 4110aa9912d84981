/**
 * The server build is ASCII text (vite.config.ts: `charset: "ascii"`, JSDoc comments dropped).
 * Node keeps each loaded module's source in memory for V8's lazy compilation, and a source holding
 * one character outside Latin-1 is kept at two bytes per character: the 2 MB bundle cost every
 * process 2 MB more (ADR 0014). The global setup has built it.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { BUILD_DIR } from "../helpers/server";

function scripts(dir: string): Array<string> {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return scripts(file);
    return entry.name.endsWith(".js") ? [file] : [];
  });
}

test("every script of the server build is ASCII text", () => {
  const files = scripts(path.join(BUILD_DIR, "server"));
  expect(files.map((f) => path.basename(f))).toContain("index.js");
  const found = files.flatMap((file) => {
    const text = fs.readFileSync(file, "utf8");
    const at = text.search(/[\u0080-\uffff]/);
    return at < 0 ? [] : [`${path.relative(BUILD_DIR, file)}: ${JSON.stringify(text.slice(Math.max(0, at - 40), at + 10))}`];
  });
  expect(found).toEqual([]);
});
