/**
 * Public pages load their JavaScript after the page has loaded (ADR 0011).
 *
 * React Router's `<Scripts />` puts a `<link rel="modulepreload">` for every module of the page in
 * the head and boots with a module script whose static imports fetch them at once. On a phone on a
 * slow network those ~130 KiB of scripts share the first seconds of bandwidth with the stylesheet,
 * the font and the hero image, and push the first paint and the largest paint back by about two
 * seconds. The page is fully server-rendered and works without JavaScript (links and forms are
 * real), so the scripts are not needed to show it: this rewrite removes the preload links and turns
 * the boot script into one that, once the `load` event has fired and the next frame is painted (or
 * after a short delay at most), preloads the same modules and imports them — the same modules, the same order, only later.
 *
 * The rewrite works on the exact markup `<Scripts />` renders; `isDeferrable` refuses anything
 * else, so a change in React Router's output leaves the page as rendered (hydrating early) rather
 * than broken. The tests check that public pages are deferred and still hydrate.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import \* as (route\d+(?:_[A-Za-z]+)?) from "([^"]+)";?$/gm;

/** The longest the scripts wait for the `load` event (slow images must not keep the page inert). */
export const HYDRATION_MAX_DELAY_MS = 2500;

/** Rewrites a rendered public document so its modules load after the page; other HTML is returned unchanged. */
export function deferHydration(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const body = boot[1] ?? "";
  const imports = [...body.matchAll(STATIC_IMPORT)].map((m) => ({ name: m[1] ?? "", href: m[2] ?? "" }));
  if (imports.length === 0 || !/\nimport\("[^"]+"\);\s*$/.test(body)) return html;

  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? "");
  const rest = body.replace(STATIC_IMPORT, "").replace(/^\s*;\s*/, "");
  const script =
    `const preloads=${JSON.stringify(preloads)};` +
    "const boot=async()=>{" +
    "for(const href of preloads){const l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.append(l);}" +
    `const [${imports.map((i) => i.name).join(",")}]=await Promise.all([${imports.map((i) => `import(${JSON.stringify(i.href)})`).join(",")}]);\n` +
    `${rest}\n};` +
    // After `load`, one more frame so the page's first paints are done before the downloads start
    // (a timer too: background tabs get no animation frames).
    "let started=false;const go=()=>{if(started)return;started=true;boot();};" +
    "const start=()=>{requestAnimationFrame(()=>setTimeout(go,0));setTimeout(go,100);};" +
    `if(document.readyState==="complete")start();else{addEventListener("load",start,{once:true});setTimeout(start,${HYDRATION_MAX_DELAY_MS});}`;

  return html
    .replace(MODULE_PRELOAD, "")
    .replace(BOOT_SCRIPT, () => `<script type="module">${script}</script>`);
}
