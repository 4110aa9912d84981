/**
 * Helpers for end-to-end tests that need a signed-in admin (any issue's tests may use them).
 *
 *   const page = await context.newPage();
 *   await signInAsAdmin(page, inject("baseURL"), inject("adminEmail"), inject("adminPassword"));
 *
 * `adminCookie()` signs in over HTTP (no browser) and returns a Cookie header for fetch().
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";

export async function signInAsAdmin(page: Page, baseURL: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseURL}/admin/login`);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await Promise.all([page.waitForURL(/\/admin\//), page.getByRole("button", { name: "Iniciar Sesión" }).click()]);
  await waitForAdmin(page);
}

/** A new browser context signed in as this admin (1280 × 900 unless told otherwise, 60 s default timeout). */
export async function adminSession(
  browser: Browser,
  baseURL: string,
  who: { email: string; password: string },
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await signInAsAdmin(page, baseURL, who.email, who.password);
  return { context, page };
}

/** Waits until an admin screen has hydrated (its controls respond to JavaScript). */
export async function waitForAdmin(page: Page): Promise<void> {
  await page.locator("[data-admin-ready=true]").waitFor();
}

/** Opens an admin page and waits for it to hydrate. */
export async function gotoAdmin(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForAdmin(page);
}

/** Signs in with a plain HTTP request; returns the `Cookie` header value for the session. */
export async function adminCookie(baseURL: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(baseURL).origin },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => /session_token=./.test(c));
  if (res.status !== 302 || !cookie) throw new Error(`Admin sign-in failed: HTTP ${res.status}`);
  return cookie;
}

/** The admin's toasts whose text matches (success, warning and error alike). */
export function toastIn(page: Page, text: string | RegExp) {
  return page.locator("[data-toast]").filter({ hasText: text });
}
