/**
 * Invitations in Chromium: an admin (made by the CLI) invites by e-mail on «Equipo»; the mail's
 * link opens the page that sets the password; the new admin signs in; the used link, and a
 * malformed one, get a page that says why; an address that already is an admin is refused on the
 * screen; resend and revoke on the pending list. Axe-clean; screenshots at 1280 and 375 px.
 */
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { adminSession, gotoAdmin, waitForAdmin } from "../helpers/admin";
import { axeViolations as axe } from "../helpers/axe";
import { useBrowser } from "../helpers/browser";
import { linkFrom, mailTo } from "../helpers/mail-files";
import { adminCli, ROOT } from "../helpers/server";

const base = inject("baseURL");
const shotsDir = path.join(ROOT, "screenshots", "admin");
const browser = useBrowser();
const stamp = Date.now().toString(36);
const LEAD = { email: `anfitriona-${stamp}@ardentia.test`, password: "la contraseña de la anfitriona" };
const GUEST = { email: `nueva-${stamp}@ardentia.test`, password: "la contraseña de la nueva" };
const OTHER = `otra-${stamp}@ardentia.test`;

describe("invitations", { timeout: 180_000 }, () => {
  const contexts: Array<BrowserContext> = [];

  beforeAll(() => {
    fs.mkdirSync(shotsDir, { recursive: true });
    const created = adminCli(inject("e2eDataDir"), ["create", LEAD.email], LEAD.password);
    expect(created.out).toContain(`Administrador creado: ${LEAD.email}`);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  test("invite on «Equipo», accept through the mailed link, sign in; used and malformed links explain themselves", async () => {
    const lead = await adminSession(browser(), base, LEAD);
    contexts.push(lead.context);
    await gotoAdmin(lead.page, `${base}/admin/team`);
    const invite = async (email: string) => {
      await lead.page.getByLabel("Correo electrónico").fill(email);
      await lead.page.getByRole("button", { name: "Enviar invitación" }).click();
    };
    await invite(LEAD.email);
    await lead.page.getByRole("alert").filter({ hasText: `${LEAD.email} ya es administrador` }).waitFor();
    // A refused address stays in the field, to be corrected.
    expect(await lead.page.getByLabel("Correo electrónico").inputValue()).toBe(LEAD.email);
    await invite(GUEST.email);
    await lead.page.getByRole("status").filter({ hasText: `Invitación enviada a ${GUEST.email}` }).waitFor();
    await expect.poll(() => lead.page.getByLabel("Correo electrónico").inputValue()).toBe("");
    const pending = lead.page.locator(`[data-testid="invitation"][data-email="${GUEST.email}"]`);
    expect(await pending.textContent()).toContain(`invitó ${LEAD.email}`);
    await lead.page.screenshot({ path: path.join(shotsDir, "team-invitations-1280.png"), fullPage: true });
    expect(await axe(lead.page)).toEqual([]);

    // The mailed link sets the password.
    const mail = await mailTo(inject("e2eDataDir"), GUEST.email, /Invitación al panel/);
    const link = linkFrom(mail, "/admin/invitacion/");
    const guestContext = await browser().newContext({ viewport: { width: 375, height: 900 } });
    contexts.push(guestContext);
    const guest = await guestContext.newPage();
    await guest.goto(link);
    await guest.getByRole("heading", { name: "Crea tu contraseña" }).waitFor();
    expect(await guest.textContent("main")).toContain(GUEST.email);
    await guest.screenshot({ path: path.join(shotsDir, "invitation-375.png"), fullPage: true });
    expect(await axe(guest)).toEqual([]);
    await guest.getByLabel("Contraseña", { exact: true }).fill("corta");
    await guest.getByLabel("Repite la contraseña").fill("corta");
    await guest.getByRole("button", { name: "Crear mi cuenta" }).evaluate((button) => (button.closest("form")!.noValidate = true));
    await guest.getByRole("button", { name: "Crear mi cuenta" }).click();
    await guest.getByRole("alert").filter({ hasText: "al menos 12 caracteres" }).waitFor();
    await guest.getByLabel("Contraseña", { exact: true }).fill(GUEST.password);
    await guest.getByLabel("Repite la contraseña").fill(GUEST.password);
    await Promise.all([guest.waitForURL(/\/admin\/login\?cuenta-creada=1/), guest.getByRole("button", { name: "Crear mi cuenta" }).click()]);
    await guest.getByRole("status").filter({ hasText: "Tu cuenta está lista" }).waitFor();
    await guest.getByLabel("Correo electrónico").fill(GUEST.email);
    await guest.getByLabel("Contraseña").fill(GUEST.password);
    await Promise.all([guest.waitForURL(/\/admin\/dashboard/), guest.getByRole("button", { name: "Iniciar Sesión" }).click()]);
    await waitForAdmin(guest);

    // The used link, and a malformed one, say why.
    const used = await guest.goto(link);
    expect(used?.status()).toBe(410);
    await guest.getByRole("alert").filter({ hasText: "ya se usó" }).waitFor();
    const malformed = await guest.goto(`${base}/admin/invitacion/no-es-un-token`);
    expect(malformed?.status()).toBe(404);
    await guest.getByRole("alert").filter({ hasText: "no es válido" }).waitFor();
    expect(await axe(guest)).toEqual([]);

    // The team lists the new admin; the invitation is no longer pending. Resend and revoke another.
    await gotoAdmin(lead.page, `${base}/admin/team`);
    expect(await lead.page.locator(`[data-testid="team-member"][data-email="${GUEST.email}"]`).count()).toBe(1);
    expect(await pending.count()).toBe(0);
    await invite(OTHER);
    await lead.page.getByRole("status").filter({ hasText: `Invitación enviada a ${OTHER}` }).waitFor();
    const other = lead.page.locator(`[data-testid="invitation"][data-email="${OTHER}"]`);
    await other.getByRole("button", { name: /Reenviar/ }).click();
    await lead.page.getByRole("status").filter({ hasText: `Invitación reenviada a ${OTHER}` }).waitFor();
    await other.getByRole("button", { name: /Revocar/ }).click();
    await lead.page.getByRole("status").filter({ hasText: `Invitación a ${OTHER} revocada` }).waitFor();
    // The notice can show before the revalidated list has replaced the old one.
    await expect.poll(() => other.count()).toBe(0);
    await gotoAdmin(lead.page, `${base}/admin/audit?tipo=team&q=${encodeURIComponent(OTHER)}`);
    const actions = await lead.page.locator('[data-testid="audit-entry"]').evaluateAll((rows) => rows.map((r) => r.getAttribute("data-action")));
    expect(actions).toEqual(["team.invitation_revoked", "team.invitation_resent", "team.invitation_sent"]);
  });
});
