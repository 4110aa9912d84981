/** The security baseline on every kind of response, and the CSP working in a real browser. */
import { afterAll, beforeAll, expect, test } from "vitest";
import { inject } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../helpers/browser";

const base = inject("baseURL");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function expectBaseline(headers: Headers) {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
  expect(headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  // Plain HTTP on localhost: no HSTS (it is sent only over HTTPS).
  expect(headers.get("strict-transport-security")).toBeNull();
}

test.each(["/", "/nosotros", "/no-existe", "/admin/login", "/healthz"])("baseline headers on %s", async (path) => {
  const res = await fetch(base + path);
  expectBaseline(res.headers);
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(res.headers.get("content-security-policy-report-only")).toBeNull();
});

test("HTML pages allow exactly their own inline scripts by sha256 hash", async () => {
  const res = await fetch(base + "/contacto");
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "form-action 'self'"]) expect(csp).toContain(directive);
});

test("hashed assets are cached for a year; the page itself is revalidated", async () => {
  const html = await (await fetch(base + "/")).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const res = await fetch(base + asset!, { headers: { "accept-encoding": "br, gzip" } });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(["br", "gzip"]).toContain(res.headers.get("content-encoding"));
  expectBaseline(res.headers);
});

test.each(["/nosotros", "/contacto", "/productos", "/blog"])("%s hydrates under the enforced CSP with no violation", async (path) => {
  const context = await browser.newContext({ locale: "es-MX" });
  const page = await context.newPage();
  const problems: Array<string> = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(err.message));
  // A violation whose exception the page catches (Zod's `new Function` probe was one) logs nothing:
  // the browser still reports it, and Lighthouse counts it against Best Practices.
  await page.exposeFunction("reportViolation", (text: string) => problems.push(`CSP violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`);
    });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(base + path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // A hydrated header toggles its dropdown; without JS (blocked scripts) it would not.
  await page.getByRole("button", { name: "Productos" }).click();
  await expect.poll(() => page.getByRole("button", { name: "Productos" }).getAttribute("aria-expanded")).toBe("true");
  expect(problems.filter((p) => /Content Security Policy|Refused|CSP violation/.test(p))).toEqual([]);
  await context.close();
});
