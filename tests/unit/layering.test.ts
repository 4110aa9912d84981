/**
 * The layering of app/, checked on the import statements of every module:
 * - browser code (widgets: `*.client.ts` and app/widgets, app/entry.client.tsx) and components never
 *   import a `.server` module;
 * - domain modules never import routes or components (routes compose domains and components);
 * - only the platform layer (app/platform) reads request bodies: everything else goes through its
 *   bounded readers.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const APP = path.resolve(import.meta.dirname, "../../app");
const DOMAINS = ["auth", "blog", "config", "contact", "content", "db", "i18n", "mail", "media", "newsletter", "platform"];

function filesUnder(dir: string): Array<string> {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : filesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const rel = (file: string) => path.relative(APP, file).split(path.sep).join("/");

/** Import specifiers of a module, resolved to a path under app/ when they are ours. */
function importsOf(file: string): Array<string> {
  const source = fs.readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;'"]*?from\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? m[2]!);
  return specifiers.flatMap((spec) => {
    if (spec.startsWith("~/")) return [spec.slice(2)];
    if (spec.startsWith(".")) return [rel(path.resolve(path.dirname(file), spec))];
    return [];
  });
}

const modules = filesUnder(APP).map((file) => ({ file: rel(file), imports: importsOf(file), source: fs.readFileSync(file, "utf8") }));

test("the scan sees the app (a broken scan would pass every rule)", () => {
  expect(modules.length).toBeGreaterThan(100);
  const contact = modules.find((m) => m.file === "routes/api/contact.ts");
  expect(contact?.imports).toContain("platform/http.server");
});

test("browser code and components never import server modules", () => {
  const client = modules.filter(
    (m) => m.file.endsWith(".client.ts") || (m.file.startsWith("widgets/") && !m.file.endsWith(".server.ts")) || m.file.startsWith("components/") || m.file === "entry.client.tsx",
  );
  expect(client.length).toBeGreaterThan(10);
  const offending = client.flatMap((m) => m.imports.filter((i) => /\.server(\/|$)|\.server\.tsx?$/.test(i)).map((i) => `${m.file} → ${i}`));
  expect(offending).toEqual([]);
});

test("domains never import routes or components", () => {
  const domain = modules.filter((m) => DOMAINS.includes(m.file.split("/")[0]!));
  const offending = domain.flatMap((m) => m.imports.filter((i) => i.startsWith("routes/") || i.startsWith("components/")).map((i) => `${m.file} → ${i}`));
  expect(offending).toEqual([]);
});

test("only the platform layer reads request bodies", () => {
  const reads = /\brequest\.(formData|json|text|arrayBuffer|blob)\s*\(|\brequest\.body\b/;
  const offending = modules.filter((m) => !m.file.startsWith("platform/") && reads.test(m.source)).map((m) => m.file);
  expect(offending).toEqual([]);
});
