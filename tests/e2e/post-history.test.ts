/**
 * No lost work, in Chromium: «Historial» lists each save, compares two versions as a readable
 * diff and restores one (a new version, live at once on a published post); a second tab saving an
 * older version meets the conflict dialog (compare, then save over it knowingly); autosave reaches
 * the server a few seconds after typing, survives a reload (offered back) and an offline spell
 * (kept, then sent on reconnect); «Copiar estructura del español» fills the English body and asks
 * before replacing English text; the media library lists an uploaded image, reuses it as the
 * featured image, and refuses to delete it while the post uses it. Axe-clean with the dialogs open.
 */
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { adminSession, gotoAdmin, toastIn } from "../helpers/admin";
import { axeViolations as axe } from "../helpers/axe";
import { useBrowser } from "../helpers/browser";
import { ROOT } from "../helpers/server";

const base = inject("baseURL");
const shotsDir = path.join(ROOT, "screenshots", "admin");
const browser = useBrowser();
const until = (fn: () => Promise<number | string | boolean | null>, timeout = 30_000) => expect.poll(fn, { timeout, interval: 200 });

describe("post history, conflicts and autosave", { timeout: 240_000 }, () => {
  let context: BrowserContext;
  let page: Page;
  const stamp = Date.now().toString(36);
  const title = `Historial de reflujo ${stamp}`;
  let editUrl = "";

  beforeAll(async () => {
    fs.mkdirSync(shotsDir, { recursive: true });
    ({ context, page } = await adminSession(browser(), base, { email: inject("adminEmail"), password: inject("adminPassword") }));
    // Reloads with unsaved edits ask "leave the page?": these tests mean to leave.
    context.on("page", (p) => p.on("dialog", (d) => void d.accept()));
    page.on("dialog", (d) => void d.accept());
  });
  afterAll(async () => {
    await context?.close();
  });

  const content = () => page.getByLabel("Contenido (HTML) *");

  async function openEditor(p: Page = page) {
    await gotoAdmin(p, editUrl);
    await p.getByLabel("Título *").waitFor();
  }

  test("history: two saves compared as a text diff, then the first restored", async () => {
    await gotoAdmin(page, `${base}/admin/posts/new`);
    // The server's limit holds while typing (a longer title was refused only after «Guardar»).
    await page.getByLabel("Título *").fill("T".repeat(250));
    expect((await page.getByLabel("Título *").inputValue()).length).toBe(200);
    await page.getByLabel("Título *").fill(title);
    await page.getByLabel("Resumen *").fill("Perfiles de reflujo paso a paso.");
    await content().fill("<h2>Rampa</h2><p>La rampa sube a 2 °C por segundo.</p>");
    await page.getByLabel(/Categoría/).selectOption({ label: "Soldadura" });
    const slug = await page.getByLabel("Slug (URL)", { exact: true }).inputValue();
    await page.getByRole("button", { name: "Publicar" }).click();
    await until(() => toastIn(page, "Post publicado correctamente").count()).toBeGreaterThan(0);
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 45_000 });
    await page.getByRole("row").filter({ hasText: title }).getByRole("link", { name: /Editar/ }).click();
    await page.waitForURL(/\/admin\/posts\/edit\/[0-9a-f-]{36}$/);
    editUrl = page.url();

    await content().fill("<h2>Rampa</h2><p>La rampa sube a 3 °C por segundo.</p>");
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await until(() => toastIn(page, "Post guardado correctamente").count()).toBeGreaterThan(0);
    expect(await (await fetch(`${base}/blog/${slug}`)).text()).toContain("3 °C");

    await openEditor();
    const history = page.getByTestId("history-panel");
    await until(() => history.getByTestId("revision").count()).toBe(2);
    expect(await history.getByTestId("revision").first().textContent()).toContain("v2 · Guardado");
    expect(await history.getByTestId("revision").nth(1).textContent()).toContain("v1 · Publicado");
    await history.getByRole("button", { name: "Comparar las dos marcadas" }).click();
    const compare = page.getByRole("dialog", { name: "Comparar versiones" });
    const diff = compare.getByTestId("revision-diff");
    await diff.waitFor();
    // The text changed, not the markup: the old figure struck out, the new one added.
    expect(await diff.locator("del").filter({ hasText: "2" }).count()).toBeGreaterThan(0);
    expect(await diff.locator("ins").filter({ hasText: "3" }).count()).toBeGreaterThan(0);
    expect(await diff.textContent()).not.toContain("<p>");
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: path.join(shotsDir, "editor-history-diff-1280.png") });
    await compare.getByRole("button", { name: "Cerrar" }).click();

    // Offline, «Restaurar» fails with a toast; the editor stays (no error page).
    await context.setOffline(true);
    await history.getByRole("button", { name: "Restaurar la versión 1" }).click();
    await page.getByRole("dialog", { name: "¿Restaurar la versión 1?" }).getByRole("button", { name: "Restaurar" }).click();
    await until(() => toastIn(page, "Sin conexión: la versión no se restauró").count()).toBe(1);
    await context.setOffline(false);
    expect(await page.getByLabel("Título *").isVisible()).toBe(true);
    expect(await content().inputValue()).toContain("3 °C");
    expect(await history.getByTestId("revision").count()).toBe(2);
    // A revision that does not exist, of this post or of none: 404 with a message.
    const postId = editUrl.split("/").pop()!;
    for (const target of [`${postId}/revisions/999999999`, `00000000-0000-4000-8000-000000000000/revisions/1`, `${postId}/revisions/abc`]) {
      const refused = await page.request.post(`${base}/api/admin/posts/${target}`, { headers: { origin: base } });
      expect(refused.status()).toBe(404);
      expect((await refused.json()).error).toBe("La revisión no existe (o su post fue eliminado)");
    }

    // Unsaved edits, which the restore's dialog says will be lost: they are, and never offered back.
    await content().fill("<p>Cambio sin guardar que la restauración descarta.</p>");
    await page.waitForTimeout(800);
    await history.getByRole("button", { name: "Restaurar la versión 1" }).click();
    await page.getByRole("dialog", { name: "¿Restaurar la versión 1?" }).getByRole("button", { name: "Restaurar" }).click();
    await until(async () => (await content().inputValue()).includes("2 °C")).toBe(true);
    await until(() => page.getByTestId("history-panel").getByTestId("revision").count()).toBe(3);
    await page.waitForTimeout(500);
    expect(await page.getByTestId("autosave-recovery").count()).toBe(0);
    expect(await page.getByTestId("revision").first().textContent()).toContain("v3 · Restaurado");
    expect(await (await fetch(`${base}/blog/${slug}`)).text()).toContain("2 °C");
    await page.screenshot({ path: path.join(shotsDir, "editor-history-1280.png"), fullPage: true });
    // On a phone the panel sits under the form, and stays axe-clean.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId("history-panel").scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shotsDir, "editor-history-375.png"), fullPage: true });
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test("two tabs: the older save meets the conflict dialog, compares, then saves over knowingly", async () => {
    const other = await context.newPage();
    await openEditor(page);
    await openEditor(other);
    await page.getByLabel("Título *").fill(`${title} (pestaña A)`);
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await until(() => toastIn(page, "Post guardado correctamente").count()).toBeGreaterThan(0);

    await other.getByLabel("Título *").fill(`${title} (pestaña B)`);
    await other.getByRole("button", { name: "Guardar borrador" }).click();
    const dialog = other.getByRole("dialog", { name: "Otra versión se guardó antes" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Tus cambios no se han guardado");
    expect(await axe(other)).toEqual([]);
    await other.screenshot({ path: path.join(shotsDir, "editor-conflict-1280.png") });
    await dialog.getByRole("button", { name: "Comparar las dos versiones" }).click();
    const compare = other.getByRole("dialog", { name: "Comparar versiones" });
    const diff = compare.getByTestId("revision-diff");
    await diff.waitFor();
    expect(await diff.locator("del").filter({ hasText: "A" }).count()).toBeGreaterThan(0);
    expect(await diff.locator("ins").filter({ hasText: "B" }).count()).toBeGreaterThan(0);
    await compare.getByRole("button", { name: "Cerrar" }).click();
    await dialog.getByRole("button", { name: "Guardar la mía encima" }).click();
    await until(() => toastIn(other, "Post guardado correctamente").count()).toBeGreaterThan(0);
    await other.close();
    await openEditor(page);
    expect(await page.getByLabel("Título *").inputValue()).toBe(`${title} (pestaña B)`);
  });

  test("two tabs: «Cargar la versión guardada» drops the later tab's edits for good (not offered again after the reload); offline it drops nothing and says so", async () => {
    const other = await context.newPage();
    await openEditor(page);
    await openEditor(other);
    await page.getByLabel("Título *").fill(`${title} (pestaña A2)`);
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await until(() => toastIn(page, "Post guardado correctamente").count()).toBeGreaterThan(0);

    // Tab B's edits reach the server's autosave and the browser's copy before it tries to save.
    await other.getByLabel("Título *").fill(`${title} (pestaña B2, se descarta)`);
    await until(() => other.getByTestId("autosave-status").textContent().then((t) => /Guardado hace/.test(t ?? "")), 20_000).toBe(true);
    await other.getByRole("button", { name: "Guardar borrador" }).click();
    const dialog = other.getByRole("dialog", { name: "Otra versión se guardó antes" });
    await dialog.waitFor();
    // Offline, the server's copy cannot be dropped, so nothing is: the edits stay in the editor, a
    // toast says so, and the dialog stays open to try again (a reload would offer them back).
    await context.setOffline(true);
    await dialog.getByRole("button", { name: "Cargar la versión guardada" }).click();
    await until(() => toastIn(other, "tus cambios no se descartaron y siguen en el editor").count()).toBe(1);
    expect(await other.getByLabel("Título *").inputValue()).toBe(`${title} (pestaña B2, se descarta)`);
    expect(await dialog.isVisible()).toBe(true);
    await context.setOffline(false);
    await Promise.all([other.waitForEvent("load"), dialog.getByRole("button", { name: "Cargar la versión guardada" }).click()]);
    await other.getByLabel("Título *").waitFor();
    expect(await other.getByLabel("Título *").inputValue()).toBe(`${title} (pestaña A2)`);
    await other.waitForTimeout(800);
    expect(await other.getByTestId("autosave-recovery").count()).toBe(0);
    // Nor on the next visit.
    await other.reload();
    await other.getByLabel("Título *").waitFor();
    await other.waitForTimeout(800);
    expect(await other.getByTestId("autosave-recovery").count()).toBe(0);
    await other.close();
  });

  test("autosave: on the server a few seconds after typing, offered after a reload, kept while offline", async () => {
    await openEditor();
    const status = page.getByTestId("autosave-status");
    await content().fill("<p>Texto autoguardado uno.</p>");
    const started = Date.now();
    await until(() => status.textContent().then((t) => /Guardado hace (un momento|\d+ s)/.test(t ?? "")), 20_000).toBe(true);
    console.log(`[history] autosave reached the server ${Date.now() - started} ms after typing (3 s of it is the quiet time)`);
    // The post itself is untouched: the public page still has the restored text.
    await page.reload();
    const banner = page.getByTestId("autosave-recovery");
    await banner.waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: path.join(shotsDir, "editor-autosave-recovery-375.png") });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await content().inputValue()).not.toContain("autoguardado");
    await banner.getByRole("button", { name: "Recuperar cambios" }).click();
    expect(await content().inputValue()).toBe("<p>Texto autoguardado uno.</p>");

    // Offline: the edits stay in the browser and the status says so; back online, they are sent.
    await context.setOffline(true);
    await content().fill("<p>Texto escrito sin conexión.</p>");
    await until(() => status.textContent(), 20_000).toBe("Sin conexión — los cambios se guardarán al reconectar");
    await context.setOffline(false);
    await until(() => status.textContent().then((t) => /Guardado hace (un momento|\d+ s)/.test(t ?? "")), 20_000).toBe(true);
    await page.reload();
    await page.getByTestId("autosave-recovery").getByRole("button", { name: "Recuperar cambios" }).click();
    expect(await content().inputValue()).toBe("<p>Texto escrito sin conexión.</p>");
    // «Descartar» forgets it. Offline it cannot: it says so and keeps the banner (and both copies).
    await page.reload();
    const recovery = page.getByTestId("autosave-recovery");
    await recovery.waitFor();
    await context.setOffline(true);
    await recovery.getByRole("button", { name: "Descartar" }).click();
    await until(() => recovery.getByRole("alert").textContent()).toBe("No se pudieron descartar: revisa la conexión e inténtalo de nuevo.");
    expect(await recovery.count()).toBe(1);
    await page.screenshot({ path: path.join(shotsDir, "editor-autosave-discard-failed-1280.png") });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: path.join(shotsDir, "editor-autosave-discard-failed-375.png") });
    await page.setViewportSize({ width: 1280, height: 900 });
    await until(() => recovery.getByRole("button", { name: "Descartar" }).isEnabled()).toBe(true);
    await context.setOffline(false);
    await page.getByTestId("autosave-recovery").getByRole("button", { name: "Descartar" }).click();
    // The banner goes once the server has dropped its copy (not before).
    await page.getByTestId("autosave-recovery").waitFor({ state: "detached" });
    await page.reload();
    await page.getByLabel("Título *").waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId("autosave-recovery").count()).toBe(0);
  });

  test("autosave: a browser clock two hours behind the server's gets its unsent edits back, and the copy written on leaving beats an autosave that landed after it", async () => {
    // A second window of the same admin whose clock is two hours behind the server's.
    const skewed = await adminSession(browser(), base, { email: inject("adminEmail"), password: inject("adminPassword") });
    try {
      const p = skewed.page;
      p.on("dialog", (d) => void d.accept());
      await skewed.context.clock.install({ time: Date.now() - 2 * 3600_000 });
      // The server never gets this window's autosaves: only the browser's copy holds the edits. Each
      // one the editor sends carries the time of its edits by this window's clock.
      const sentEditedAt: Array<number> = [];
      await p.route("**/api/admin/posts/*/autosave", (route) => {
        const match = /name="editedAt"\r\n\r\n(\d+)\r\n/.exec(route.request().postData() ?? "");
        sentEditedAt.push(match ? Number(match[1]) : Number.NaN);
        return route.abort();
      });
      await openEditor(p);
      const field = p.getByLabel("Contenido (HTML) *");
      const first = "<p>Escrito con el reloj atrasado.</p>";
      await field.fill(first);
      const key = `ardentia:autosave:${editUrl.split("/").pop()}`;
      const copy = () => p.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null") as { savedAt: number; draft: { es: Record<string, string> } } | null, key);
      await until(() => copy().then((c) => c?.draft.es.content ?? null)).toBe(first);
      await until(async () => sentEditedAt.length, 20_000).toBeGreaterThan(0);
      // The browser's clock, two hours behind (not the server's, nor missing).
      expect(Math.abs(sentEditedAt[0]! - (Date.now() - 2 * 3600_000))).toBeLessThan(60_000);
      await p.reload();
      const banner = p.getByTestId("autosave-recovery");
      await banner.getByRole("button", { name: "Recuperar cambios" }).click();
      expect(await field.inputValue()).toBe(first);

      // More keys, kept in the browser's copy; then the autosave sent a second before them lands on
      // the server (stored at the server's later time, as a request still in flight when the page
      // was left would be).
      const last = `${first}<p>Última línea.</p>`;
      await field.fill(last);
      await until(() => copy().then((c) => c?.draft.es.content ?? null)).toBe(last);
      const written = (await copy())!.savedAt;
      // The editor's form as its autosave sends it, with the content as it was a second earlier.
      const fields = await field.evaluate((el) => [...new FormData((el as HTMLTextAreaElement).form!)].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
      const name = (await field.getAttribute("name"))!;
      const multipart = Object.fromEntries(fields.filter(([k]) => k !== "intent").map(([k, v]) => [k, k === name ? first : v]));
      const autosaveUrl = `${base}/api/admin/posts/${editUrl.split("/").pop()}/autosave`;
      const headers = { Origin: base, Accept: "application/json" };
      const late = await p.request.post(autosaveUrl, { headers, multipart: { ...multipart, editedAt: String(written - 1000) } });
      expect(late.status()).toBe(200);
      // A time that is not whole milliseconds a date can hold is refused and stores nothing (one
      // past the browser's copy, stored, would win the recovery below).
      // 253402300800000 is the first millisecond of year 10000: a Date, but not one PostgreSQL reads.
      for (const bad of ["-1", "1.5", "253402300800000", "8640000000000000", "9000000000000000", "99999999999999999", "mañana"]) {
        const refused = await p.request.post(autosaveUrl, { headers, multipart: { ...multipart, editedAt: bad } });
        expect(refused.status()).toBe(400);
        expect(await refused.json()).toEqual({ error: "Hora de edición no válida" });
      }
      // A category or featured image a save would refuse is refused here too (a restore would put it back).
      for (const [field, value, error] of [
        ["categoryId", "999999", "Selecciona una categoría"],
        ["featuredImageUrl", "javascript:alert(1)", "La imagen destacada no es una de las imágenes subidas al sitio"],
        // Edits based on a version the post never had.
        ["baseVersion", "9999", "Versión no válida"],
      ]) {
        const refused = await p.request.post(autosaveUrl, { headers, multipart: { ...multipart, [field!]: value!, editedAt: String(written + 5000) } });
        expect(refused.status(), field).toBe(400);
        expect(await refused.json()).toEqual({ error });
      }
      await p.reload();
      await banner.getByRole("button", { name: "Recuperar cambios" }).click();
      expect(await field.inputValue()).toBe(last);
      // «Descartar» forgets both copies.
      await p.reload();
      await banner.getByRole("button", { name: "Descartar" }).click();
    } finally {
      await skewed.context.close();
    }
  });

  test("«Copiar estructura del español» fills the English body and asks before replacing English text", async () => {
    await openEditor();
    await page.getByRole("tab", { name: "English" }).click();
    const english = page.getByLabel("Contenido en inglés (HTML)");
    await page.getByRole("button", { name: "Copiar estructura del español" }).click();
    expect(await english.inputValue()).toBe(await content().inputValue());
    await english.fill("<p>Already translated.</p>");
    await page.getByRole("button", { name: "Copiar estructura del español" }).click();
    const ask = page.getByRole("dialog", { name: "¿Reemplazar el contenido en inglés?" });
    await ask.getByRole("button", { name: "Cancelar" }).click();
    expect(await english.inputValue()).toBe("<p>Already translated.</p>");
  });

  test("media library: an uploaded image is found, reused as the featured image, and cannot be deleted while in use", async () => {
    const png = await sharp({ create: { width: 1400, height: 800, channels: 3, background: { r: 20, g: 110, b: 160 } } }).png().toBuffer();
    const upload = await page.request.post(`${base}/api/admin/uploads`, {
      headers: { origin: base },
      multipart: { file: { name: `Biblioteca ${stamp}.png`, mimeType: "image/png", buffer: png } },
    });
    expect(upload.status()).toBe(201);
    await openEditor();
    await page.getByRole("button", { name: "Elegir de la biblioteca de medios" }).click();
    const library = page.getByRole("dialog", { name: "Biblioteca de medios" });
    await library.getByRole("searchbox", { name: "Buscar por nombre de archivo" }).fill(`biblioteca ${stamp}`);
    const item = library.getByTestId("media-item").filter({ hasText: `Biblioteca ${stamp}.png` });
    await until(() => library.getByTestId("media-item").count()).toBe(1);
    expect(await item.textContent()).toContain("Sin usar");
    expect(await item.textContent()).toContain("1200×686");
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: path.join(shotsDir, "editor-media-library-1280.png") });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: path.join(shotsDir, "editor-media-library-375.png") });
    await page.setViewportSize({ width: 1280, height: 900 });
    await item.getByRole("button", { name: `Usar Biblioteca ${stamp}.png como imagen destacada` }).click();
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await until(() => toastIn(page, "Post guardado correctamente").count()).toBeGreaterThan(0);

    await openEditor();
    await page.getByRole("button", { name: "Elegir de la biblioteca de medios" }).click();
    await library.getByRole("searchbox", { name: "Buscar por nombre de archivo" }).fill(`biblioteca ${stamp}`);
    await until(async () => (await item.textContent())?.includes("(destacada)") ?? false).toBe(true);
    await item.getByRole("button", { name: `Eliminar Biblioteca ${stamp}.png` }).click();
    await item.getByRole("button", { name: "Sí, eliminar" }).click();
    const refusal = toastIn(page, /La imagen está en uso en «.*»: quítala de esos posts antes de eliminarla/);
    await until(() => refusal.count()).toBe(1);
    expect(await item.count()).toBe(1);
    // Shown in the open dialog, on top of it (not under its backdrop), and its «×» works.
    expect(await library.locator("[data-toast]").count()).toBe(1);
    const onTop = await page.locator("[data-toast]").first().evaluate((toast) => {
      const box = toast.getBoundingClientRect();
      return toast.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).toBe(true);
    await page.screenshot({ path: path.join(shotsDir, "media-library-in-use-1280.png") });
    await library.getByRole("button", { name: "Ocultar notificación" }).click();
    await until(() => refusal.count()).toBe(0);
  });
});
