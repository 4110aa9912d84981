/**
 * Builds the public pages' enhancement script (`app/widgets/main.ts`, ADR 0013) as one more entry of
 * the client build, and tells the server build its hashed URL (and those of the chunks it imports
 * statically, to preload) through `virtual:public-enhance`, with each file's Subresource Integrity
 * hash (sha384 of the bytes written to disk, so whatever later build steps did to the code is in it).
 *
 * React Router builds the client before the server in the same process, so the file name found in
 * the client bundle is known when the server bundle asks for it. In development the virtual module
 * names the source file, which Vite's dev server transforms on request.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:public-enhance";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const ENTRY = "app/widgets/main.ts";
const CHUNK_NAME = "enhance";

export function publicEnhancements(): Plugin {
  let command: "build" | "serve" = "build";
  let root = process.cwd();
  let builtFile: string | undefined;
  let builtImports: Array<string> = [];
  const integrity: Record<string, string> = {};
  return {
    name: "ardentia:public-enhance",
    configResolved(config) {
      command = config.command;
      root = config.root;
    },
    buildStart() {
      if (this.environment.name !== "client" || command !== "build") return;
      this.emitFile({ type: "chunk", id: path.resolve(root, ENTRY), name: CHUNK_NAME, preserveSignature: "strict" });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunk = Object.values(bundle).find((c) => c.type === "chunk" && c.isEntry && c.name === CHUNK_NAME);
      if (chunk?.type === "chunk") {
        builtFile = chunk.fileName;
        builtImports = chunk.imports;
      }
    },
    writeBundle(options) {
      if (this.environment.name !== "client" || !builtFile || !options.dir) return;
      for (const file of [builtFile, ...builtImports]) {
        const bytes = fs.readFileSync(path.join(options.dir, file));
        integrity[`/${file}`] = `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (command === "serve") return `export default ${JSON.stringify(`/${ENTRY}`)};\nexport const imports = [];\nexport const integrity = {};`;
      if (this.environment.name === "client") {
        this.error(`${VIRTUAL_ID} is for server code: the browser bundle must not import it.`);
      }
      if (!builtFile) this.error(`${VIRTUAL_ID}: the client build did not emit ${ENTRY} (is the client built first?).`);
      if (!integrity[`/${builtFile}`]) this.error(`${VIRTUAL_ID}: the client build's files were not written before the server build.`);
      return `export default ${JSON.stringify(`/${builtFile}`)};\nexport const imports = ${JSON.stringify(builtImports.map((f) => `/${f}`))};\nexport const integrity = ${JSON.stringify(integrity)};`;
    },
  };
}
