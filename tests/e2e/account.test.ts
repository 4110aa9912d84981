/**
 * «Mi cuenta» in Chromium, with an admin of its own (made with the CLI, so other test files'
 * sessions are never touched): two browsers signed in are both listed, this one marked; ending
 * the other one throws that browser out at once; changing the password needs the current one and
 * then works for the next sign-in. Axe-clean at 1280 and 375 px.
 */
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { adminSession, gotoAdmin } from "../helpers/admin";
import { axeViolations as axe } from "../helpers/axe";
import { useBrowser } from "../helpers/browser";
import { adminCli, ROOT } from "../helpers/server";

const base = inject("baseURL");
const shotsDir = path.join(ROOT, "screenshots", "admin");
const browser = useBrowser();
const EMAIL = `cuenta-${Date.now().toString(36)}@ardentia.test`;
const PASSWORD = "la contraseña de la cuenta";
const NEW_PASSWORD = "una contraseña nueva y distinta";

describe("Mi cuenta", { timeout: 180_000 }, () => {
  const contexts: Array<BrowserContext> = [];

  beforeAll(() => {
    fs.mkdirSync(shotsDir, { recursive: true });
    const created = adminCli(inject("e2eDataDir"), ["create", EMAIL], PASSWORD);
    expect(created.out).toContain(`Administrador creado: ${EMAIL}`);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  test("sessions listed and ended from another browser; the password changed with the current one", async () => {
    const phoneUa = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    const phone = await adminSession(browser(), base, { email: EMAIL, password: PASSWORD }, { viewport: { width: 375, height: 900 }, userAgent: phoneUa });
    const desk = await adminSession(browser(), base, { email: EMAIL, password: PASSWORD });
    contexts.push(phone.context, desk.context);

    await desk.page.getByRole("link", { name: "Mi cuenta" }).click();
    await desk.page.getByRole("heading", { name: "Mis sesiones" }).waitFor();
    const rows = desk.page.getByTestId("session-row");
    expect(await rows.count()).toBe(2);
    expect(await rows.first().getAttribute("data-current")).toBe("true");
    expect(await rows.first().textContent()).toContain("Esta sesión");
    expect(await rows.nth(1).textContent()).toContain("Safari 17 · iOS");
    expect(await rows.nth(1).textContent()).toMatch(/IP 127\.0\.0\.1|IP ::1|IP ::ffff:127\.0\.0\.1/);
    await desk.page.screenshot({ path: path.join(shotsDir, "account-1280.png"), fullPage: true });
    expect(await axe(desk.page)).toEqual([]);

    // The phone sees the same list at 375 px.
    await gotoAdmin(phone.page, `${base}/admin/account`);
    expect(await phone.page.getByTestId("session-row").count()).toBe(2);
    await phone.page.screenshot({ path: path.join(shotsDir, "account-375.png"), fullPage: true });
    expect(await axe(phone.page)).toEqual([]);

    // The desk ends the phone's session: the phone's next request goes to the login page, and a
    // page it has open that fetches (the newsletter's statistics) takes it there too, to come back.
    await gotoAdmin(phone.page, `${base}/admin/newsletter`);
    await phone.page.getByTestId("newsletter-cards").waitFor();
    await rows.nth(1).getByRole("button", { name: /Cerrar/ }).click();
    await desk.page.getByRole("status").filter({ hasText: "Sesión cerrada" }).waitFor();
    await expect.poll(() => desk.page.getByTestId("session-row").count(), { timeout: 10_000 }).toBe(1);
    await phone.page.getByRole("button", { name: "Actualizar" }).click();
    await phone.page.waitForURL((url) => url.pathname === "/admin/login");
    expect(new URL(phone.page.url()).searchParams.get("redirectTo")).toBe("/admin/newsletter");
    await phone.page.goto(`${base}/admin/dashboard`);
    expect(new URL(phone.page.url()).pathname).toBe("/admin/login");

    // A wrong current password changes nothing.
    await desk.page.getByLabel("Contraseña actual", { exact: true }).fill("no es la contraseña");
    await desk.page.getByLabel("Contraseña nueva", { exact: true }).fill(NEW_PASSWORD);
    await desk.page.getByLabel("Repite la contraseña nueva").fill(NEW_PASSWORD);
    await desk.page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await desk.page.getByRole("alert").filter({ hasText: "La contraseña actual no es correcta" }).waitFor();
    expect(await axe(desk.page)).toEqual([]);
    await desk.page.getByLabel("Contraseña actual", { exact: true }).fill(PASSWORD);
    await desk.page.getByLabel("Contraseña nueva", { exact: true }).fill(NEW_PASSWORD);
    await desk.page.getByLabel("Repite la contraseña nueva").fill(NEW_PASSWORD);
    await desk.page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await desk.page.getByRole("status").filter({ hasText: "Contraseña cambiada" }).waitFor();
    // This browser stays signed in; the new password signs in elsewhere, the old one no longer does.
    await gotoAdmin(desk.page, `${base}/admin/dashboard`);
    expect(new URL(desk.page.url()).pathname).toBe("/admin/dashboard");
    const old = await fetch(`${base}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({ email: EMAIL, password: PASSWORD }).toString(),
    });
    expect(old.status).not.toBe(302);
    await phone.page.getByLabel("Correo electrónico").fill(EMAIL);
    await phone.page.getByLabel("Contraseña").fill(NEW_PASSWORD);
    await Promise.all([phone.page.waitForURL(/\/admin\/dashboard/), phone.page.getByRole("button", { name: "Iniciar Sesión" }).click()]);
  });
});
