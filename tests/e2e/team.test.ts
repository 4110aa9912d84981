/**
 * «Equipo» in Chromium, with admins of its own made by the CLI: the list shows each admin's state
 * and last sign-in, with no button on one's own row; deactivating an admin throws their open
 * browser out at once and refuses their sign-in; the CLI lists and reactivates. «Bitácora» shows
 * those events with who and from where, filters them and exports them. Axe-clean at 1280 and 375 px.
 * Wrong current passwords are throttled per session, with the same 429 on every door that asks for one.
 * «Exigir 2FA» is turned off only with the admin's current password, on a server of its own (on the
 * shared one it would send the other files' admins to enrol).
 */
import fs from "node:fs";
import path from "node:path";
import { TOTP } from "otpauth";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { adminCookie, adminSession, gotoAdmin } from "../helpers/admin";
import { axeViolations as axe } from "../helpers/axe";
import { useBrowser } from "../helpers/browser";
import { adminCli, ROOT, startServer, type TestServer } from "../helpers/server";

const base = inject("baseURL");
const shotsDir = path.join(ROOT, "screenshots", "admin");
const browser = useBrowser();
const stamp = Date.now().toString(36);
const LEAD = { email: `lider-${stamp}@ardentia.test`, password: "la contraseña de la líder" };
const MEMBER = { email: `ventas-${stamp}@ardentia.test`, password: "la contraseña de ventas" };

const cli = (args: Array<string>, input = "") => adminCli(inject("e2eDataDir"), args, input);

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
    // An account named after its address shows the address alone, not its local part again below it.
    const localPart = MEMBER.email.split("@")[0]!;
    expect(await row(MEMBER.email).getByText(localPart, { exact: true }).count()).toBe(0);
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
    expect(list.out).toMatch(new RegExp(`${LEAD.email.replace(/[.]/g, "\\.")}\\tactivo\\tsin 2FA\\túltimo acceso `));
    expect(cli(["reactivate", MEMBER.email]).out).toContain(`Administrador reactivado: ${MEMBER.email}`);
    await gotoAdmin(lead.page, `${base}/admin/team`);
    expect(await row(MEMBER.email).textContent()).toContain("Activo");

    // At 375 px.
    await lead.page.setViewportSize({ width: 375, height: 900 });
    await lead.page.screenshot({ path: path.join(shotsDir, "team-375.png"), fullPage: true });
    expect(await axe(lead.page)).toEqual([]);
  });

  test("«Bitácora» shows the sign-ins, the deactivation from the screen and the CLI's reactivation; filters; the CSV export is itself an entry", async () => {
    const lead = await adminSession(browser(), base, LEAD);
    contexts.push(lead.context);
    await lead.page.getByRole("link", { name: "Bitácora" }).click();
    await lead.page.getByRole("heading", { name: "Bitácora", level: 1 }).waitFor();
    const entry = (action: string) => lead.page.locator(`[data-testid="audit-entry"][data-action="${action}"]`);
    const deactivated = entry("team.admin_deactivated").filter({ hasText: MEMBER.email });
    expect(await deactivated.textContent()).toContain("Administrador desactivado");
    expect(await deactivated.textContent()).toContain(LEAD.email);
    expect(await deactivated.textContent()).toMatch(/IP (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/);
    expect(await entry("team.admin_reactivated").filter({ hasText: MEMBER.email }).textContent()).toMatch(/consola \(/);
    expect(await entry("auth.sign_in").filter({ hasText: LEAD.email }).count()).toBeGreaterThan(0);
    await lead.page.screenshot({ path: path.join(shotsDir, "audit-1280.png"), fullPage: true });
    expect(await axe(lead.page)).toEqual([]);

    // Only the team's events, of this admin.
    await lead.page.getByLabel("Tipo de evento").selectOption("team");
    await lead.page.getByLabel("Administrador").selectOption({ label: LEAD.email });
    await Promise.all([lead.page.waitForURL(/tipo=team/), lead.page.getByRole("button", { name: "Filtrar" }).click()]);
    // The URL changes as the navigation starts; the filtered list renders once its loader has answered.
    const actions = () => lead.page.locator('[data-testid="audit-entry"]').evaluateAll((rows) => rows.map((r) => r.getAttribute("data-action")));
    await expect.poll(actions, { timeout: 15_000 }).toEqual(["team.admin_deactivated"]);

    // The export takes the filters, and is itself recorded.
    const [download] = await Promise.all([lead.page.waitForEvent("download"), lead.page.getByRole("link", { name: "Exportar CSV" }).click()]);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toContain("Fecha (hora de Monterrey),Fecha (UTC),Administrador,Evento,Código");
    expect(csv.split("\r\n")[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},\d{4}-\d{2}-\d{2}T[\d:.]+Z,/);
    expect(csv).toContain("team.admin_deactivated");
    expect(csv).not.toContain("auth.sign_in");
    await gotoAdmin(lead.page, `${base}/admin/audit?tipo=audit`);
    expect(await entry("audit.exported").filter({ hasText: LEAD.email }).count()).toBe(1);

    // A malformed filter is refused with a message, not an error page.
    const bad = await lead.page.goto(`${base}/admin/audit?desde=2025-02-30`);
    expect(bad?.status()).toBe(400);
    await lead.page.getByRole("alert").filter({ hasText: "AAAA-MM-DD" }).waitFor();
    // A page past the last one says so (the log is not empty), with the way back.
    await gotoAdmin(lead.page, `${base}/admin/audit?pagina=99999`);
    await lead.page.getByText("No hay más entradas: esta página está después de la última").waitFor();
    expect(await lead.page.getByText("Aún no hay entradas").count()).toBe(0);
    await lead.page.getByRole("link", { name: "Ir a la primera página" }).click();
    await expect.poll(() => entry("audit.exported").count()).toBeGreaterThan(0);

    await gotoAdmin(lead.page, `${base}/admin/audit`);
    await lead.page.setViewportSize({ width: 375, height: 900 });
    await lead.page.screenshot({ path: path.join(shotsDir, "audit-375.png"), fullPage: true });
    expect(await axe(lead.page)).toEqual([]);
  });

  test("a malformed value on «Equipo» or «Mi cuenta» is refused with 400 and changes nothing", async () => {
    const cookie = await adminCookie(base, LEAD.email, LEAD.password);
    const post = (page: string, fields: Array<[string, string]>) =>
      fetch(`${base}${page}`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const twoFactor = await post("/admin/team", [["intent", "require-2fa"], ["value", "maybe"]]);
    expect(twoFactor.status).toBe(400);
    expect(await twoFactor.text()).toContain("Solicitud no válida");
    for (const fields of [[["intent", "end-session"]], [["intent", "end-session"], ["sessionId", "a"], ["sessionId", "b"]]] as Array<Array<[string, string]>>) {
      const ended = await post("/admin/account", fields);
      expect(ended.status).toBe(400);
      expect(await ended.text()).toContain("falta la sesión que cerrar");
    }
  });

  test("wrong current passwords are throttled per session on every door that asks for one: 429 with Retry-After, even for the right one", async () => {
    // A session of its own: the throttle is per session, so the file's other sessions are not held.
    const cookie = await adminCookie(base, LEAD.email, LEAD.password);
    const post = (page: string, body: URLSearchParams | string, type = "application/x-www-form-urlencoded") =>
      fetch(`${base}${page}`, { method: "POST", headers: { Cookie: cookie, Origin: base, "Content-Type": type }, body });
    const refusedUntilThrottled: Array<number> = [];
    let last: Response | undefined;
    while (refusedUntilThrottled.length < 12 && refusedUntilThrottled.at(-1) !== 429) {
      last = await post(
        "/admin/account",
        new URLSearchParams({ intent: "change-password", currentPassword: "no es la contraseña", newPassword: "otra contraseña larga", confirmPassword: "otra contraseña larga" }),
      );
      refusedUntilThrottled.push(last.status);
      if (last.status !== 429) expect(await last.text()).toContain("La contraseña actual no es correcta");
    }
    expect(refusedUntilThrottled.at(-1)).toBe(429);
    expect(refusedUntilThrottled.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last!.headers.get("cache-control")).toBe("no-store");
    expect(await last!.text()).toContain("Demasiados intentos fallidos");

    // The same session waits on the other doors too, whatever password it now sends.
    const doors: Array<[string, Response]> = [
      ["«Exigir 2FA» off", await post("/admin/team", new URLSearchParams({ intent: "require-2fa", value: "off", currentPassword: LEAD.password }))],
      ["new recovery codes", await post("/admin/account", new URLSearchParams({ intent: "2fa-codes", currentPassword: LEAD.password }))],
      ["adding a passkey", await post("/api/admin/passkeys/options", JSON.stringify({ password: LEAD.password }), "application/json")],
    ];
    for (const [door, res] of doors) {
      expect(res.status, door).toBe(429);
      expect(Number(res.headers.get("retry-after")), door).toBeGreaterThan(0);
      expect(res.headers.get("cache-control"), door).toBe("no-store");
      expect(await res.text(), door).toContain("Demasiados intentos fallidos");
    }
  });
});

describe("«Exigir 2FA a todo el equipo»", { timeout: 180_000 }, () => {
  // The admin who changes the setting has two steps (else the rule would send them to enrol too);
  // the one without shows the rule at work.
  const ADMIN = { email: `exigir-${stamp}@ardentia.test`, password: "la contraseña de quien exige" };
  const PLAIN = { email: `sin-2fa-${stamp}@ardentia.test`, password: "la contraseña de quien no tiene 2FA" };
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, WEB_CONCURRENCY: "1" } });
    expect(adminCli(server.dataDir, ["create", PLAIN.email], PLAIN.password).out).toContain(`Administrador creado: ${PLAIN.email}`);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  test("is turned on with a click, and off only with the admin's current password (a session left open is not enough)", async () => {
    const admin = await adminSession(browser(), server.url, ADMIN);
    const plain = await adminSession(browser(), server.url, PLAIN);
    const { page } = admin;
    try {
      await gotoAdmin(page, `${server.url}/admin/account`);
      await page.getByRole("button", { name: "Activar la verificación en dos pasos" }).click();
      const key = (await page.getByTestId("manual-key").textContent())!.replace(/\s/g, "");
      await page.getByLabel(/Escribe el código de 6 dígitos/).fill(new TOTP({ secret: key, digits: 6, period: 30 }).generate());
      await page.getByRole("button", { name: "Confirmar y activar" }).click();
      await page.getByTestId("recovery-codes").waitFor();

      await gotoAdmin(page, `${server.url}/admin/team`);
      const section = page.locator("section", { has: page.getByRole("heading", { name: "Exigir 2FA a todo el equipo" }) });
      expect(await section.getByLabel("Tu contraseña actual").count()).toBe(0);
      await section.getByRole("button", { name: "Exigir la verificación en dos pasos" }).click();
      await section.getByRole("status").filter({ hasText: "Verificación en dos pasos obligatoria" }).waitFor();
      const sentToEnrol = async () => {
        await plain.page.goto(`${server.url}/admin/dashboard`);
        return new URL(plain.page.url()).pathname === "/admin/account";
      };
      expect(await sentToEnrol()).toBe(true);

      // Without the password, or with a wrong one, it stays on; the refusal is next to the field.
      const cookie = (await admin.context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
      for (const password of [undefined, ""]) {
        const refused = await fetch(`${server.url}/admin/team`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "require-2fa", value: "off", ...(password === undefined ? {} : { currentPassword: password }) }),
        });
        expect(refused.status).toBe(400);
        expect(await refused.text()).toContain("Escribe tu contraseña actual");
      }
      await section.getByLabel("Tu contraseña actual").fill("no es la contraseña");
      await section.getByRole("button", { name: "Dejar de exigirla" }).click();
      await section.getByRole("alert").filter({ hasText: "La contraseña actual no es correcta" }).waitFor();
      expect(await section.getByLabel("Tu contraseña actual").getAttribute("aria-invalid")).toBe("true");
      await page.screenshot({ path: path.join(shotsDir, "team-require-2fa-1280.png"), fullPage: true });
      expect(await axe(page)).toEqual([]);
      expect(await sentToEnrol()).toBe(true);

      await page.setViewportSize({ width: 375, height: 900 });
      await section.getByLabel("Tu contraseña actual").fill(ADMIN.password);
      await section.getByRole("button", { name: "Dejar de exigirla" }).click();
      await section.getByRole("status").filter({ hasText: "La verificación en dos pasos vuelve a ser opcional" }).waitFor();
      await page.screenshot({ path: path.join(shotsDir, "team-require-2fa-375.png"), fullPage: true });
      expect(await sentToEnrol()).toBe(false);

      // Both changes are in «Bitácora», newest first; the refusals changed nothing.
      await gotoAdmin(page, `${server.url}/admin/audit`);
      const changes = page.locator('[data-testid="audit-entry"][data-action="settings.changed"]');
      expect(await changes.count()).toBe(2);
      expect(await changes.getByTestId("audit-detail").allTextContents()).toEqual(["desactivado", "activado"]);
    } finally {
      await admin.context.close();
      await plain.context.close();
    }
  });
});
