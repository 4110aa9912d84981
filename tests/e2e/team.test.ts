/**
 * «Equipo» in Chromium, with admins of its own made by the CLI: the list shows each admin's state
 * and last sign-in, with no button on one's own row; deactivating an admin throws their open
 * browser out at once and refuses their sign-in; the CLI lists and reactivates. Axe-clean at 1280
 * and 375 px.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { adminSession, gotoAdmin } from "../helpers/admin";
import { axeViolations as axe } from "../helpers/axe";
import { useBrowser } from "../helpers/browser";
import { BUILD_DIR, ROOT } from "../helpers/server";

const base = inject("baseURL");
const shotsDir = path.join(ROOT, "screenshots", "admin");
const browser = useBrowser();
const stamp = Date.now().toString(36);
const LEAD = { email: `lider-${stamp}@ardentia.test`, password: "la contraseña de la líder" };
const MEMBER = { email: `ventas-${stamp}@ardentia.test`, password: "la contraseña de ventas" };

function cli(args: Array<string>, input = "") {
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/admin.ts", ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", DATA_DIR: inject("e2eDataDir"), BUILD_DIR },
    input,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, out: result.stdout + result.stderr };
}

describe("Equipo", { timeout: 180_000 }, () => {
  const contexts: Array<BrowserContext> = [];

  beforeAll(() => {
    fs.mkdirSync(shotsDir, { recursive: true });
    for (const who of [LEAD, MEMBER]) expect(cli(["create", who.email], who.password).out).toContain(`Administrador creado: ${who.email}`);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  test("the list, deactivation that throws the admin out at once, and the CLI's list and reactivation", async () => {
    const member = await adminSession(browser(), base, MEMBER);
    const lead = await adminSession(browser(), base, LEAD);
    contexts.push(member.context, lead.context);

    await lead.page.getByRole("link", { name: "Equipo" }).click();
    await lead.page.getByRole("heading", { name: "Equipo", level: 1 }).waitFor();
    const row = (email: string) => lead.page.locator(`[data-testid="team-member"][data-email="${email}"]`);
    expect(await row(LEAD.email).textContent()).toContain("Tú");
    expect(await row(LEAD.email).getByRole("button").count()).toBe(0);
    expect(await row(MEMBER.email).textContent()).toContain("Activo");
    expect(await row(MEMBER.email).textContent()).toMatch(/Último inicio de sesión: \d/);
    await lead.page.screenshot({ path: path.join(shotsDir, "team-1280.png"), fullPage: true });
    expect(await axe(lead.page)).toEqual([]);

    // It asks first.
    await row(MEMBER.email).getByRole("button", { name: /Desactivar/ }).click();
    const dialog = lead.page.getByRole("dialog", { name: `¿Desactivar a ${MEMBER.email}?` });
    await dialog.waitFor();
    expect(await axe(lead.page)).toEqual([]);
    await dialog.getByRole("button", { name: "Desactivar" }).click();
    await lead.page.getByRole("status").filter({ hasText: `${MEMBER.email} desactivado` }).waitFor();
    await expect.poll(async () => row(MEMBER.email).textContent(), { timeout: 10_000 }).toContain("Desactivado");
    expect(await axe(lead.page)).toEqual([]);

    // The member's open browser is out at once, and cannot sign in again.
    await member.page.goto(`${base}/admin/dashboard`);
    expect(new URL(member.page.url()).pathname).toBe("/admin/login");
    await member.page.getByLabel("Correo electrónico").fill(MEMBER.email);
    await member.page.getByLabel("Contraseña").fill(MEMBER.password);
    await member.page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await member.page.getByText("Correo electrónico o contraseña incorrectos").first().waitFor();
    expect(new URL(member.page.url()).pathname).toBe("/admin/login");

    // The CLI sees it, and brings the member back.
    const list = cli(["list"]);
    expect(list.status).toBe(0);
    expect(list.out).toMatch(new RegExp(`${MEMBER.email.replace(/[.]/g, "\\.")}\\tdesactivado`));
    expect(list.out).toMatch(new RegExp(`${LEAD.email.replace(/[.]/g, "\\.")}\\tactivo\\túltimo acceso `));
    expect(cli(["reactivate", MEMBER.email]).out).toContain(`Administrador reactivado: ${MEMBER.email}`);
    await gotoAdmin(lead.page, `${base}/admin/team`);
    expect(await row(MEMBER.email).textContent()).toContain("Activo");

    // At 375 px.
    await lead.page.setViewportSize({ width: 375, height: 900 });
    await lead.page.screenshot({ path: path.join(shotsDir, "team-375.png"), fullPage: true });
    expect(await axe(lead.page)).toEqual([]);
  });
});
