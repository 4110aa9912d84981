/**
 * The public widgets' contract (`app/widgets/contract-names.ts`) holds: every `data-*` name a script
 * uses is in it, every name in it is rendered by some markup and used by some script, every lazy
 * widget has a selector, and the pure rules shared by markup and script agree.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { describedByIds } from "~/contact/form-constants";
import { emailProblem } from "~/platform/email-address";
import { subscribeSchema } from "~/newsletter/email";
import { LAZY_WIDGETS, lazyWidgetName } from "~/widgets/contract";
import { TEMPLATE_NAMES, WIDGET_ATTRIBUTES } from "~/widgets/contract-names";

const APP = path.resolve(import.meta.dirname, "../../app");
const files = (dir: string): Array<string> =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name.startsWith("+") ? [] : files(path.join(dir, e.name))) : [path.join(dir, e.name)]));
const all = files(APP);
const rel = (f: string) => path.relative(APP, f).split(path.sep).join("/");
/** Code without comments (the scan must not count a name mentioned in prose). */
const code = (f: string) =>
  fs
    .readFileSync(f, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, "");
const scripts = all.filter((f) => f.endsWith(".client.ts") || (rel(f).startsWith("widgets/") && f.endsWith(".ts") && !f.endsWith("contract.ts") && !f.endsWith("contract-names.ts") && !f.endsWith(".server.ts")));
const markup = all.filter((f) => f.endsWith(".tsx"));

test("the scan sees the widgets", () => {
  expect(scripts.map(rel)).toEqual(expect.arrayContaining(["widgets/main.ts", "components/layout/Header.client.ts", "components/contact/ContactForm.lazy.client.ts"]));
  expect(markup.length).toBeGreaterThan(30);
});

/** The data-* names a script's code uses: in strings and selectors, and as `dataset.camelCase`. */
function namesUsedBy(source: string): Array<string> {
  const literal = [...source.matchAll(/\bdata-[a-z0-9-]*[a-z0-9]/g)].map((m) => m[0]);
  const dataset = [...source.matchAll(/\.dataset\.(\w+)/g)].map((m) => `data-${m[1]!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
  // The page's own state (`data-hydrated` on <html>) and test hooks are not part of any widget.
  return [...literal, ...dataset].filter((name) => name !== "data-hydrated" && name !== "data-testid");
}

test("every data-* name a script uses is in the contract", () => {
  const contract = new Set<string>(WIDGET_ATTRIBUTES);
  const offending = scripts.flatMap((f) => namesUsedBy(code(f)).filter((name) => !contract.has(name)).map((name) => `${rel(f)}: ${name}`));
  expect(offending).toEqual([]);
});

test("every contract name is rendered by some markup and used by some script", () => {
  const markupText = markup.map(code).join("\n");
  const used = new Set(scripts.flatMap((f) => namesUsedBy(code(f))));
  for (const name of WIDGET_ATTRIBUTES) {
    const rendered = markupText.includes(`${name}=`) || markupText.includes(`${name.replace(/^data-/, "data-[")}=`);
    expect(rendered, `${name} is rendered by no component`).toBe(true);
    expect(used.has(name), `${name} is used by no script`).toBe(true);
  }
  const scriptText = scripts.map(code).join("\n");
  for (const name of TEMPLATE_NAMES) {
    expect(markupText.includes(`data-template="${name}"`), `template ${name} is rendered by no component`).toBe(true);
    expect(scriptText.includes(`"${name}"`), `template ${name} is cloned by no script`).toBe(true);
  }
});

test("every lazy widget file has its selector, and every selector its file", () => {
  const lazyFiles = all.filter((f) => f.endsWith(".lazy.client.ts")).map((f) => lazyWidgetName(`/${rel(f)}`));
  expect(lazyFiles.sort()).toEqual(Object.keys(LAZY_WIDGETS).sort());
  expect(lazyWidgetName("/app/components/contact/ContactForm.lazy.client.ts")).toBe("ContactForm");
});

test("aria-describedby lists the hint, the suggestion, then the error, as the server and the script both need", () => {
  expect(describedByIds("c-message", "message", {})).toBe("c-message-hint");
  expect(describedByIds("c-message", "message", { error: true })).toBe("c-message-hint c-message-error");
  expect(describedByIds("c-email", "email", { suggestion: true, error: true })).toBe("c-email-suggestion c-email-error");
  expect(describedByIds("c-name", "name", { suggestion: true })).toBeUndefined();
  expect(describedByIds("c-name", "name", { error: true })).toBe("c-name-error");
});

test("the signup script's e-mail rule is the API's: the same addresses pass and fail both", () => {
  const cases = ["ana@empresa.mx", " Ana.Lopez@Example.COM ", "", "   ", "ana", "ana@", "ana@empresa", "a..b@empresa.mx", ".ana@empresa.mx", "ana@empresa.m", `${"a".repeat(250)}@x.mx`, "o'brien+news@planta.com.mx"];
  for (const raw of cases) {
    const script = emailProblem(raw);
    const api = subscribeSchema.safeParse({ email: raw, language: "es" });
    expect(api.success, `${JSON.stringify(raw)}: script says ${script}`).toBe(script === null);
  }
  expect(emailProblem("   ")).toBe("required");
  expect(emailProblem(`${"a".repeat(250)}@x.mx`)).toBe("tooLong");
  expect(emailProblem("ana@empresa")).toBe("invalid");
});
