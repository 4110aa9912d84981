/**
 * `npm run compare:pages -- <before-url> <after-url> [--allow name,name…]`: fetches every public
 * page of two running copies of the site (every URL of the first one's sitemap.xml, each in Spanish
 * and English, plus a missing page) and reports which rendered documents differ, with the first
 * differing tag. Meant for refactors that must not change the HTML: start the old build on one
 * port and the new one on another (same demo content), then compare.
 *
 * Always normalised (they differ on every render or every build, and mean nothing): the contact
 * form's signed render time (`formToken`), each copy's own origin in absolute URLs, content hashes
 * in asset names and CSP/SRI hashes, and the order of attributes inside a tag.
 * `--allow` names differences a change intends, so that the report shows whatever else changed:
 * see ALLOWED below. Exit code 1 when a document still differs.
 */
export {};

const args = process.argv.slice(2);
const allowAt = args.indexOf("--allow");
const allowed = allowAt >= 0 ? (args.splice(allowAt, 2)[1] ?? "").split(",").filter(Boolean) : [];
const [before, after] = args.map((url) => url?.replace(/\/+$/, ""));
if (!before || !after) {
  console.error("usage: npm run compare:pages -- <before-url> <after-url> [--allow name,…]   (e.g. http://127.0.0.1:3001 http://127.0.0.1:3002)");
  process.exit(2);
}

/** Intended differences a comparison may allow by name: each rewrites both documents the same way. */
const ALLOWED: Record<string, { what: string; apply(html: string): string }> = {
  "plain-links": {
    what: "public links are plain <a> elements: React Router's data-discover attribute is gone",
    apply: (html) => html.replaceAll(' data-discover="true"', ""),
  },
  "script-chunks": {
    what: "the enhancement script carries SRI integrity, and its module preloads (the small shared chunks the bundler splits out of it) differ",
    apply: (html) => html.replace(/ integrity="sha384-[^"]+"/g, "").replace(/<link rel="modulepreload" href="[^"]+"[^>]*\/>/g, ""),
  },
  "share-template": {
    what: "the share button's copied/failed tooltip is a <template> beside the button, not classes inside its script",
    apply: (html) => html.replace(/<template data-template="share-status">[\s\S]*?<\/template>/g, ""),
  },
  "signup-invalid-text": {
    what: "the newsletter signup form carries its translated invalid-address text (data-invalid) for its script",
    apply: (html) => html.replace(/ data-invalid="[^"]*"/g, ""),
  },
  "text-separators": {
    what: "stored layout parts (menus, footer columns) are emitted without React's <!-- --> markers between adjacent texts",
    apply: (html) => html.replaceAll("<!-- -->", ""),
  },
  "no-handoff": {
    what: "public documents carry no (empty) Suspense boundary for React Router's loader data",
    apply: (html) => html.replaceAll("<!--$--><!--/$-->", ""),
  },
  "colour-classes": {
    what: "category colours are classes (bg-[#hex], text-[#hex]) instead of style attributes, which the CSP no longer allows",
    // The old markup is rewritten into the new form: class "x " + style "background-color:#hex" → class "x bg-[#hex] ".
    apply: (html) =>
      html.replace(/<[a-z]+ [^>]*style="(?:(?:background-color|border-color|color):#[0-9A-Fa-f]{6};?)+"[^>]*>/g, (tag) => {
        const style = / style="([^"]*)"/.exec(tag)![1]!;
        const prefix: Record<string, string> = { "background-color": "bg", "border-color": "border", color: "text" };
        const classes = style
          .split(";")
          .map((rule) => rule.split(":"))
          .map(([property, hex]) => `${prefix[property!]}-[${hex}]`)
          .join(" ");
        return tag.replace(/ style="[^"]*"/, "").replace(/class="([^"]*?)( ?)"/, `class="$1 ${classes}$2"`);
      }),
  },
};
for (const name of allowed) {
  if (!ALLOWED[name]) {
    console.error(`unknown --allow name "${name}"; known: ${Object.keys(ALLOWED).join(", ")}`);
    process.exit(2);
  }
}

async function fetchText(url: string, lang: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url, { headers: { Cookie: `lang=${lang}`, "Accept-Encoding": "identity" }, redirect: "manual" });
  return { status: response.status, body: await response.text() };
}

/** Attributes in name order, so that two renders of the same element compare equal. */
const sortAttributes = (html: string) =>
  html.replace(/<([a-zA-Z][\w-]*)((?:\s+[\w:.-]+(?:="[^"]*")?)+)(\s*\/?)>/g, (_, tag: string, attrs: string, close: string) => {
    const list = attrs.match(/[\w:.-]+(?:="[^"]*")?/g) ?? [];
    return `<${tag} ${list.sort().join(" ")}${close}>`;
  });

const normalise = (html: string, base: string) => {
  const { host, port } = new URL(base);
  let out = html
    .replaceAll(`//${host}`, "//ORIGIN")
    .replaceAll(`//localhost:${port}`, "//ORIGIN")
    .replace(/(name="formToken" value=")[^"]*/g, "$1…")
    .replace(/(formToken&quot;:&quot;|"formToken":")[^"&]*/g, "$1…")
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8,}(\.(?:js|css|woff2))/g, "$1-#$2")
    .replace(/'sha256-[^']+'/g, "'sha256-#'")
    .replace(/ integrity="sha384-[^"]+"/g, ' integrity="sha384-#"');
  for (const name of allowed) out = ALLOWED[name]!.apply(out);
  return sortAttributes(out);
};

const sitemap = await fetchText(`${before}/sitemap.xml`, "es");
if (sitemap.status !== 200) throw new Error(`${before}/sitemap.xml answered ${sitemap.status}`);
const paths = [...new Set([...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname + new URL(m[1]!).search))];
paths.push("/no-existe-esta-pagina");

let same = 0;
const different: Array<string> = [];
for (const path of paths.sort()) {
  for (const lang of ["es", "en"]) {
    const [a, b] = await Promise.all([fetchText(before + path, lang), fetchText(after + path, lang)]);
    const label = `${path} (${lang})`;
    if (a.status !== b.status) {
      different.push(`${label}: status ${a.status} → ${b.status}`);
      continue;
    }
    const [na, nb] = [normalise(a.body, before), normalise(b.body, after)];
    if (na === nb) {
      same++;
      continue;
    }
    const la = na.split(/(?=<)/);
    const lb = nb.split(/(?=<)/);
    const at = la.findIndex((line, i) => line !== lb[i]);
    different.push(`${label}: first difference at tag ${at}\n    before: ${la[at]?.slice(0, 160)}\n    after:  ${lb[at]?.slice(0, 160)}`);
  }
}

console.log(`${paths.length} paths × 2 languages: ${same} the same, ${different.length} different.`);
for (const name of allowed) console.log(`allowed: ${name}: ${ALLOWED[name]!.what}`);
if (different.length) console.log(`Different:\n  ${different.join("\n  ")}`);
process.exit(different.length ? 1 : 0);
