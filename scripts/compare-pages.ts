/**
 * `npm run compare:pages -- <before-url> <after-url>`: fetches every public page of two running
 * copies of the site (every URL of the first one's sitemap.xml, each in Spanish and English, plus a
 * missing page) and reports which rendered documents differ, with the first differing lines.
 * Meant for refactors that must not change the HTML: start the old build on one port and the new
 * one on another (same demo content), then compare.
 *
 * Values that differ on every render are normalised before comparing: the contact form's signed
 * render time (`formToken`), and content hashes in asset file names (`/assets/name-HASH.js`,
 * reported separately when only those differ). Exit code 1 when a document differs.
 */
export {};

const [before, after] = process.argv.slice(2).map((url) => url?.replace(/\/+$/, ""));
if (!before || !after) {
  console.error("usage: npm run compare:pages -- <before-url> <after-url>   (e.g. http://127.0.0.1:3001 http://127.0.0.1:3002)");
  process.exit(2);
}

async function fetchText(url: string, lang: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url, { headers: { Cookie: `lang=${lang}`, "Accept-Encoding": "identity" }, redirect: "manual" });
  return { status: response.status, body: await response.text() };
}

const normalise = (html: string) => html.replace(/(name="formToken" value=")[^"]*/g, "$1…").replace(/(formToken&quot;:&quot;|"formToken":")[^"&]*/g, "$1…");
const withoutAssetHashes = (html: string) => html.replace(/(\/assets\/[\w.-]+?)-[\w-]{8,}(\.(?:js|css|woff2))/g, "$1-#$2").replace(/'sha256-[^']+'/g, "'sha256-#'");

const sitemap = await fetchText(`${before}/sitemap.xml`, "es");
if (sitemap.status !== 200) throw new Error(`${before}/sitemap.xml answered ${sitemap.status}`);
const paths = [...new Set([...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname + new URL(m[1]!).search))];
paths.push("/no-existe-esta-pagina");

let same = 0;
const hashOnly: Array<string> = [];
const different: Array<string> = [];
for (const path of paths.sort()) {
  for (const lang of ["es", "en"]) {
    const [a, b] = await Promise.all([fetchText(before + path, lang), fetchText(after + path, lang)]);
    const label = `${path} (${lang})`;
    if (a.status !== b.status) {
      different.push(`${label}: status ${a.status} → ${b.status}`);
      continue;
    }
    const [na, nb] = [normalise(a.body), normalise(b.body)];
    if (na === nb) {
      same++;
      continue;
    }
    if (withoutAssetHashes(na) === withoutAssetHashes(nb)) {
      hashOnly.push(label);
      continue;
    }
    const la = na.split(/(?=<)/);
    const lb = nb.split(/(?=<)/);
    const at = la.findIndex((line, i) => line !== lb[i]);
    different.push(`${label}: first difference at tag ${at}\n    before: ${la[at]?.slice(0, 160)}\n    after:  ${lb[at]?.slice(0, 160)}`);
  }
}

console.log(`${paths.length} paths × 2 languages: ${same} identical, ${hashOnly.length} differ only in asset hashes or CSP hashes, ${different.length} differ.`);
if (hashOnly.length) console.log(`Asset/CSP hashes only:\n  ${hashOnly.join("\n  ")}`);
if (different.length) console.log(`Different:\n  ${different.join("\n  ")}`);
process.exit(different.length ? 1 : 0);
