/**
 * Passkeys in Chromium with its virtual authenticator (CDP WebAuthn, user verification on), with an
 * admin of its own made by the CLI: register and name one on «Mi cuenta», sign in with it alone
 * (no password, no code page), rename and remove it. A sign-in response captured from the browser
 * is refused when its origin or RP ID is changed and when it is replayed; the untouched one signs
 * in once. «Bitácora» shows the changes. Axe-clean.
 */
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { gotoAdmin, signInAsAdmin, waitForAdmin } from "../helpers/admin";
import { axeViolations as axe } from "../helpers/axe";
import { useBrowser } from "../helpers/browser";
import { adminCli, ROOT } from "../helpers/server";

const base = inject("baseURL");
const shotsDir = path.join(ROOT, "screenshots", "admin");
const browser = useBrowser();
const EMAIL = `llaves-${Date.now().toString(36)}@ardentia.test`;
const PASSWORD = "la contraseña de las llaves";

async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

const b64json = (value: string) => JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Record<string, unknown>;
const jsonb64 = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64url");

describe("passkeys", { timeout: 180_000 }, () => {
  let context: BrowserContext;

  beforeAll(() => {
    const created = adminCli(inject("e2eDataDir"), ["create", EMAIL], PASSWORD);
    expect(created.out).toContain(`Administrador creado: ${EMAIL}`);
  });
  afterAll(async () => {
    await context?.close();
  });

  test("register, sign in with the passkey alone; tampered and replayed responses are refused; rename, remove", async () => {
    context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    await virtualAuthenticator(context, page);
    await signInAsAdmin(page, base, EMAIL, PASSWORD);

    // Register and name it.
    await gotoAdmin(page, `${base}/admin/account`);
    await page.getByLabel("Nombre de la nueva llave").fill("Laptop de pruebas");
    // The current password comes first (a session left open is not enough): a wrong one adds nothing.
    await page.getByLabel("Tu contraseña actual").fill("no es la contraseña");
    await page.getByRole("button", { name: "Añadir llave de acceso" }).click();
    await page.getByRole("alert").filter({ hasText: "La contraseña actual no es correcta" }).waitFor();
    expect(await page.locator('[data-testid="passkey"]').count()).toBe(0);
    for (const body of [{}, { password: "" }, { password: 42 }]) {
      const refused = await page.request.post(`${base}/api/admin/passkeys/options`, { data: body, headers: { Origin: base } });
      expect(refused.status(), JSON.stringify(body)).toBe(400);
      expect(await refused.json()).toMatchObject({ error: "Escribe tu contraseña actual", field: "password" });
    }
    await page.getByLabel("Tu contraseña actual").fill(PASSWORD);
    await page.getByRole("button", { name: "Añadir llave de acceso" }).click();
    await page.getByRole("status").filter({ hasText: "«Laptop de pruebas» añadida" }).waitFor();
    const row = page.locator('[data-testid="passkey"][data-name="Laptop de pruebas"]');
    await row.waitFor();
    expect(await row.textContent()).toContain("aún sin usar");
    await page.screenshot({ path: path.join(shotsDir, "passkeys-1280.png"), fullPage: true });
    expect(await axe(page)).toEqual([]);

    // Signed out, each ceremony on the login page is captured before it reaches the server.
    await context.clearCookies();
    type Captured = { challengeId: string; response: { response: { clientDataJSON: string; authenticatorData: string } }; redirectTo: string };
    const ceremony = async (): Promise<Captured> => {
      let captured: string | null = null;
      await page.route("**/api/passkey/verify", async (route) => {
        captured = route.request().postData();
        await route.abort();
      });
      await page.goto(`${base}/admin/login`);
      await page.getByRole("button", { name: "Entrar con una llave de acceso" }).click();
      await expect.poll(() => captured, { timeout: 30_000 }).not.toBeNull();
      await page.unroute("**/api/passkey/verify");
      return JSON.parse(captured!) as Captured;
    };
    const send = (payload: unknown) =>
      fetch(`${base}/api/passkey/verify`, { method: "POST", headers: { "Content-Type": "application/json", Origin: base }, body: JSON.stringify(payload) });
    // A challenge id of a UUID's length that is not one names no challenge: the same 401, never a
    // database error (a uuid column refuses such text).
    for (const challengeId of ["-".repeat(36), "a".repeat(36)]) expect((await send({ challengeId, response: { id: "x" } })).status, challengeId).toBe(401);

    // Another origin in the signed client data: refused.
    const one = await ceremony();
    one.response.response.clientDataJSON = jsonb64({ ...b64json(one.response.response.clientDataJSON), origin: "https://ardentia.evil.example" });
    expect((await send(one)).status).toBe(401);
    // Another RP ID (its hash leads the authenticator data): refused.
    const two = await ceremony();
    const authData = Buffer.from(two.response.response.authenticatorData, "base64url");
    authData.fill(0, 0, 32);
    two.response.response.authenticatorData = authData.toString("base64url");
    expect((await send(two)).status).toBe(401);
    // The untouched response signs in once; the same response again is refused.
    const three = await ceremony();
    const accepted = await send(three);
    expect(accepted.status).toBe(200);
    expect(accepted.headers.getSetCookie().some((c) => /ardentia\.session_token=/.test(c))).toBe(true);
    expect((await send(three)).status).toBe(401);

    // In the browser, end to end: no password, no code page.
    await page.goto(`${base}/admin/login`);
    await Promise.all([page.waitForURL(/\/admin\/dashboard/), page.getByRole("button", { name: "Entrar con una llave de acceso" }).click()]);
    await waitForAdmin(page);

    // Rename and remove.
    await gotoAdmin(page, `${base}/admin/account`);
    expect(await row.textContent()).toContain("último uso");
    // A name that shows nothing, or one too long, is refused (never stored invisible or cut).
    const passkeyId = await row.locator('input[name="id"]').first().inputValue();
    for (const [name, message] of [
      ["\u200B\u200D", "debe tener letras o números visibles"],
      [`${"N".repeat(59)}🔑🔑`, "admite como máximo 60 caracteres"],
    ] as const) {
      const refused = await page.request.post(`${base}/admin/account`, { form: { intent: "passkey-rename", id: passkeyId, name }, headers: { Origin: base } });
      expect(refused.status(), name).toBe(400);
      expect(await refused.text(), name).toContain(message);
    }
    await row.getByLabel("Nuevo nombre de Laptop de pruebas").fill("Laptop de la oficina");
    await row.getByRole("button", { name: "Renombrar" }).click();
    await page.getByRole("status").filter({ hasText: "Llave de acceso renombrada" }).waitFor();
    const renamed = page.locator('[data-testid="passkey"][data-name="Laptop de la oficina"]');
    // On a slow network the page's data comes back well after the action's answer: the notice
    // waits for it, so it never shows beside the passkey it says was removed.
    const slowData = /\/admin\/account\.data/;
    await page.route(slowData, async (route) => {
      if (route.request().method() === "GET") await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await renamed.getByRole("button", { name: /Eliminar/ }).click();
    await page.getByRole("status").filter({ hasText: "«Laptop de la oficina» eliminada" }).waitFor();
    expect(await page.locator('[data-testid="passkey"]').count()).toBe(0);
    await page.unroute(slowData);

    // Added, then removed at once: the removal's notice replaces the addition's.
    await page.getByLabel("Nombre de la nueva llave").fill("Temporal");
    await page.getByLabel("Tu contraseña actual").fill(PASSWORD);
    await page.getByRole("button", { name: "Añadir llave de acceso" }).click();
    await page.getByRole("status").filter({ hasText: "«Temporal» añadida" }).waitFor();
    await page.locator('[data-testid="passkey"][data-name="Temporal"]').getByRole("button", { name: /Eliminar/ }).click();
    await page.getByRole("status").filter({ hasText: "«Temporal» eliminada" }).waitFor();
    expect(await page.getByText("«Temporal» añadida").count()).toBe(0);

    await gotoAdmin(page, `${base}/admin/audit?q=${encodeURIComponent(EMAIL)}`);
    const actions = await page.locator('[data-testid="audit-entry"]').evaluateAll((rows) => rows.map((r) => r.getAttribute("data-action")));
    for (const action of ["auth.passkey_added", "auth.passkey_failed", "auth.passkey_renamed", "auth.passkey_removed"]) expect(actions).toContain(action);
    // The sign-ins say how they were earned: the password first, then the passkey.
    const signIns = page.locator('[data-testid="audit-entry"][data-action="auth.sign_in"]');
    expect(await signIns.filter({ hasText: "con llave de acceso" }).count()).toBeGreaterThan(0);
    expect(await signIns.filter({ hasText: "con contraseña" }).count()).toBeGreaterThan(0);
  });
});
