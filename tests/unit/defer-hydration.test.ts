import { describe, expect, test } from "vitest";
import { deferHydration } from "~/lib/defer-hydration.server";

// The markup React Router's <Scripts /> renders (8.4), reduced to its structure.
const rendered = [
  '<html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>',
  "</head><body><main>Hola</main>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/site/home":route1};\n\nimport("/assets/entry.client.js");</script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  test("removes the preload links and boots after the load event with the same modules", () => {
    const out = deferHydration(rendered);
    expect(out).not.toContain("modulepreload\" href");
    expect(out).not.toContain('async=""');
    expect(out).toContain('<script>window.__reactRouterContext = {};</script>');
    const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(boot).toContain('const preloads=["/assets/entry.client.js","/assets/root.js"]');
    expect(boot).toContain('const [route0,route1]=await Promise.all([import("/assets/root.js"),import("/assets/home.js")])');
    expect(boot).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/site/home":route1}');
    expect(boot).toContain('import("/assets/entry.client.js")');
    expect(boot).toContain('addEventListener("load",start,{once:true})');
    expect(boot).not.toMatch(/^\s*import \* as/m);
    // The result is a valid module body.
    expect(() => new Function(boot.replace(/\bimport\(/g, "Promise.resolve("))).not.toThrow();
  });

  test("leaves markup it does not recognise as it is", () => {
    const changed = rendered.replace('import("/assets/entry.client.js");', 'bootSomehowElse();');
    expect(deferHydration(changed)).toBe(changed);
    expect(deferHydration("<html><body>static</body></html>")).toBe("<html><body>static</body></html>");
  });
});
