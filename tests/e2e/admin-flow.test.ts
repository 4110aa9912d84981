/**
 * The admin end to end: sign in; create a post in both languages with tags and an image;
 * publish; it appears on the public site in both languages; edit; archive (it leaves the site);
 * delete (its files are gone); logout. Also: the login page's error box, no-JS sign-in, and
 * screenshots + axe at 375 and 1280 px of every admin screen.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { gotoAdmin, signInAsAdmin } from "../helpers/admin";
import { axeViolations } from "../helpers/axe";
import { useBrowser } from "../helpers/browser";
import { ROOT } from "../helpers/server";
import { DEMO_POSTS } from "~/content/demo-posts";

const base = inject("baseURL");
const email = inject("adminEmail");
const password = inject("adminPassword");
const uploadsDir = path.join(inject("e2eDataDir"), "uploads", "blog-images", "posts");
const shotsDir = path.join(ROOT, "screenshots", "admin");

const browser = useBrowser();
beforeAll(() => {
  fs.mkdirSync(shotsDir, { recursive: true });
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** Polls (this machine is shared and slow at times). */
const until = (fn: () => Promise<number>) => expect.poll(fn, { timeout: 45_000, interval: 100 });

const toast = (page: Page, text: string | RegExp) => page.locator("[data-toast]").filter({ hasText: text });

// Generous limits: the machines are shared and at times heavily loaded.
describe("admin flow", { timeout: 180_000 }, () => {
  let context: BrowserContext;
  let page: Page;
  const stamp = Date.now().toString(36);
  const titleEs = `Perfil de reflujo sin plomo ${stamp}`;
  const titleEn = `Lead-free reflow profile ${stamp}`;
  let slug = "";
  let postId = "";

  beforeAll(async () => {
    context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    context.setDefaultTimeout(60_000);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  test("the login page shows the provider's error in a red box and works without changing the URL", async () => {
    await page.goto(`${base}/admin/login`);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "login-1280");
    await page.getByLabel("Correo electrónico").fill(`nadie-${stamp}@ardentia.test`);
    await page.getByLabel("Contraseña").fill("una contraseña cualquiera");
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await until(() => page.getByRole("alert").filter({ hasText: "incorrectos" }).count()).toBe(1);
    await shoot(page, "login-error-1280");
    expect(await page.getByRole("link", { name: /Volver al sitio/ }).getAttribute("href")).toBe("/");
  });

  test("sign in: the dashboard greets the admin with a toast", async () => {
    await signInAsAdmin(page, base, email, password);
    await until(() => toast(page, `Bienvenido, ${email}`).count()).toBe(1);
    expect(await page.getByText(`Bienvenido, ${email}`).first().isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Posts del Blog" }).getAttribute("href")).toBe("/admin/dashboard");
    expect(await page.getByRole("link", { name: "Newsletter" }).getAttribute("href")).toBe("/admin/newsletter");
    expect(await page.getByRole("link", { name: "Mensajes" }).getAttribute("href")).toBe("/admin/messages");
    // Already signed in: the login page goes to the dashboard.
    await page.goto(`${base}/admin/login`);
    expect(new URL(page.url()).pathname).toBe("/admin/dashboard");
  });

  test("create a post in both languages with tags and an image, and publish it", async () => {
    await page.getByRole("link", { name: "Crear Nuevo Post" }).click();
    await page.waitForURL(/\/admin\/posts\/new$/);
    await page.locator("html[lang=es]").waitFor();
    // Validation: the fixed Spanish texts, title 'Campo requerido'.
    await page.getByRole("button", { name: "Publicar" }).click();
    await until(() => toast(page, "El título en español es obligatorio").filter({ hasText: "Campo requerido" }).count()).toBe(1);
    await page.getByLabel("Título *").fill(titleEs);
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await until(() => toast(page, "El resumen en español es obligatorio").count()).toBe(1);
    await page.getByLabel("Resumen *").fill("Cómo ajustar la rampa, el remojo y el pico para SAC305.");
    await page.getByLabel("Contenido (HTML) *").fill(`<h2>Rampa</h2><p>Texto en español.</p><script>alert("x")</script><img src="x" onerror="alert(1)">`);
    await page.getByRole("button", { name: "Publicar" }).click();
    await until(() => toast(page, "Selecciona una categoría").count()).toBe(1);
    // The live preview shows the sanitised HTML.
    const preview = page.getByTestId("preview-es");
    expect(await preview.locator("h2").textContent()).toBe("Rampa");
    expect(await preview.locator("script, [onerror]").count()).toBe(0);
    // The slug follows the Spanish title.
    slug = await page.getByLabel("Slug (URL)").inputValue();
    expect(slug).toBe(`perfil-de-reflujo-sin-plomo-${stamp}`);
    // English.
    await page.getByRole("tab", { name: "English" }).click();
    await page.getByLabel("Título (inglés)").fill(titleEn);
    await page.getByLabel("Resumen (inglés)").fill("How to tune ramp, soak and peak for SAC305.");
    await page.getByLabel("Contenido en inglés (HTML)").fill("<h2>Ramp</h2><p>English text.</p>");
    await page.getByLabel(/Categoría/).selectOption({ label: "Soldadura" });
    // A new tag with both names.
    await page.getByLabel("Nombre en español").fill(`Reflujo ${stamp}`);
    await page.getByLabel("Nombre en inglés").fill(`Reflow ${stamp}`);
    await page.getByRole("button", { name: "Añadir etiqueta" }).click();
    // The AI prompt helper copies its text.
    await page.getByText("Asistente de IA").click();
    await page.getByRole("button", { name: "Copiar prompt" }).click();
    await until(() => toast(page, "Prompt copiado").count()).toBe(1);
    // A sliver the server would refuse (1 to 80) is refused before the upload, with the server's words.
    const sliver = await sharp({ create: { width: 16000, height: 200, channels: 3, background: { r: 20, g: 90, b: 200 } } }).png().toBuffer();
    await page.locator("input[type=file]").setInputFiles({ name: "Banda.png", mimeType: "image/png", buffer: sliver });
    await until(() => toast(page, "La imagen es demasiado larga o ancha").count()).toBe(1);
    expect(await page.getByTestId("image-preview").count()).toBe(0);
    // The image: a real 1600×900 PNG, previewed as WebP, then uploaded.
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 90, b: 20 } } }).png().toBuffer();
    await page.locator("input[type=file]").setInputFiles({ name: "Portada Reflujo.png", mimeType: "image/png", buffer: png });
    await page.getByTestId("image-preview").waitFor();
    expect(await page.getByText(/Reducción del \d+%/).count()).toBe(1);
    await shoot(page, "editor-preview-1280");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Subir imagen" }).click();
    await page.getByAltText("Imagen destacada actual").waitFor();
    expect(fs.readdirSync(uploadsDir).filter((f) => f.includes("portada-reflujo"))).toHaveLength(3);
    await shoot(page, "editor-1280");
    await page.getByRole("button", { name: "Publicar" }).click();
    await until(() => toast(page, "Post publicado correctamente").count()).toBeGreaterThan(0);
    // Publishing reports the newsletter: success or the 'not sent' warning, never silence.
    await expect
      .poll(async () => (await toast(page, "Newsletter enviado a todos los suscriptores").count()) + (await toast(page, "Newsletter no enviado").count()))
      .toBe(1);
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 45_000 });
    const row = page.getByRole("row").filter({ hasText: titleEs });
    await until(() => row.getByText("Publicado", { exact: true }).count()).toBe(1);
    postId = (await row.getByRole("link", { name: /Editar/ }).getAttribute("href"))!.split("/").pop()!;
    await shoot(page, "dashboard-1280");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the post is public in both languages, with its tags and image", async () => {
    const es = await (await fetch(`${base}/blog/${slug}?lang=es`)).text();
    expect(es).toContain(titleEs);
    const en = await (await fetch(`${base}/blog/${slug}?lang=en`)).text();
    expect(en).toContain(titleEn);
    const image = fs.readdirSync(uploadsDir).find((f) => f.includes("portada-reflujo") && !/-\d+\.webp$/.test(f))!;
    const res = await fetch(`${base}/uploads/blog-images/posts/${image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toMatch(/max-age=31536000/);
    expect(res.headers.get("cache-control")).toMatch(/immutable/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1200, 675]);
  });

  test("edit: the change shows on the public page; the slug and publication date stay", async () => {
    await gotoAdmin(page, `${base}/admin/posts/edit/${postId}`);
    await page.getByLabel("Título *").fill(`${titleEs} (revisado)`);
    expect(await page.getByText("Cambios sin guardar", { exact: true }).count()).toBe(1);
    await shoot(page, "editor-edit-1280");
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await until(() => toast(page, "Post guardado correctamente").count()).toBe(1);
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 45_000 });
    const es = await (await fetch(`${base}/blog/${slug}?lang=es`)).text();
    expect(es).toContain(`${titleEs} (revisado)`);
    // The list's filter: the counter speaks of the rows it shows.
    await page.getByLabel("Filtrar posts por título o resumen").fill(`${titleEs} (revisado)`);
    await until(() => page.getByText(/^1 de \d+ cargados coincide con la búsqueda$/).count()).toBe(1);
    await page.getByLabel("Filtrar posts por título o resumen").fill("zzzz-ninguno");
    await until(() => page.getByText(/^0 de \d+ cargados coinciden con la búsqueda$/).count()).toBe(1);
  });

  test("by keyboard: a slug already taken puts the focus on the slug field; after a save, the dashboard's heading has it", async () => {
    await gotoAdmin(page, `${base}/admin/posts/edit/${postId}`);
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");
    const slugField = page.getByLabel("Slug (URL)");
    await slugField.fill(DEMO_POSTS.find((p) => p.status === "published")!.slug);
    await page.getByRole("button", { name: "Guardar borrador" }).focus();
    await page.keyboard.press("Enter");
    await until(() => toast(page, "Error de guardado").count()).toBe(1);
    await expect.poll(focusedId).toBe("slug");
    expect(await slugField.getAttribute("aria-invalid")).toBe("true");
    await slugField.fill(slug);
    await page.getByRole("button", { name: "Guardar borrador" }).focus();
    await page.keyboard.press("Enter");
    await until(() => toast(page, "Post guardado correctamente").count()).toBe(1);
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 45_000 });
    // The editor left under the focus: the new screen's heading has it, not <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
  });

  test("unsaved changes: leaving asks first", async () => {
    await gotoAdmin(page, `${base}/admin/posts/edit/${postId}`);
    await page.getByLabel("Resumen *").fill("Cambio que no se guarda");
    await page.getByRole("link", { name: "Volver al dashboard" }).click();
    await page.getByRole("dialog", { name: "¿Salir sin guardar?" }).waitFor();
    await page.getByRole("button", { name: "Seguir editando" }).click();
    expect(new URL(page.url()).pathname).toBe(`/admin/posts/edit/${postId}`);
    await page.getByRole("link", { name: "Volver al dashboard" }).click();
    await page.getByRole("button", { name: "Salir sin guardar" }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
  });

  test("edits typed right after a save keep the editor open, count as unsaved and are saved by the next save", async () => {
    await gotoAdmin(page, `${base}/admin/posts/edit/${postId}`);
    await page.getByLabel("Resumen *").fill("Resumen guardado primero, con detalle suficiente.");
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await until(() => toast(page, "Post guardado correctamente").count()).toBe(1);
    // Within the 2 s before the dashboard, the admin goes on typing.
    await page.getByLabel("Resumen *").fill("Resumen escrito después de guardar, que no debe perderse.");
    await page.waitForTimeout(3_500);
    expect(new URL(page.url()).pathname).toBe(`/admin/posts/edit/${postId}`);
    expect(await page.getByText("Cambios sin guardar", { exact: true }).count()).toBe(1);
    // Leaving still asks first.
    await page.getByRole("link", { name: "Volver al dashboard" }).click();
    await page.getByRole("dialog", { name: "¿Salir sin guardar?" }).waitFor();
    await page.getByRole("button", { name: "Seguir editando" }).click();
    // The buttons are back, and the next save takes the new text, then goes to the dashboard.
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 45_000 });
    const es = await (await fetch(`${base}/blog/${slug}?lang=es`)).text();
    expect(es).toContain("Resumen escrito después de guardar, que no debe perderse.");
  });

  test("each toast leaves after its own 4 s, however many come after it", async () => {
    await gotoAdmin(page, `${base}/admin/posts/new`);
    // A tag added without its name (a save's button would close its earlier warnings: a new attempt).
    const missing = toast(page, "Escribe el nombre de la etiqueta en español");
    const started = Date.now();
    await page.getByRole("button", { name: "Añadir etiqueta" }).click();
    await until(() => missing.count()).toBe(1);
    // Two more of the same toast, 1.5 s apart.
    for (const at of [1_500, 3_000]) {
      await page.waitForTimeout(Math.max(0, started + at - Date.now()));
      await page.getByRole("button", { name: "Añadir etiqueta" }).click();
    }
    // 4.8 s after the first: it has gone, the later two have not (their clocks did not restart it).
    await page.waitForTimeout(Math.max(0, started + 4_800 - Date.now()));
    expect(await missing.count()).toBe(2);
    await until(() => missing.count()).toBe(0);
  });

  test("archive: the post leaves the public site", async () => {
    await gotoAdmin(page, `${base}/admin/posts/edit/${postId}`);
    await page.getByLabel("Estado").selectOption("archived");
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 45_000 });
    expect((await fetch(`${base}/blog/${slug}?lang=es`)).status).toBe(404);
    expect((await fetch(`${base}/blog/${slug}?lang=en`)).status).toBe(404);
    await until(() => page.getByRole("row").filter({ hasText: titleEs }).getByText("Archivado", { exact: true }).count()).toBe(1);
  });

  test("removing the featured image of a saved post clears it at once and deletes its files", async () => {
    await gotoAdmin(page, `${base}/admin/posts/edit/${postId}`);
    await page.getByAltText("Imagen destacada actual").waitFor();
    await page.getByRole("button", { name: "Eliminar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "¿Eliminar la imagen destacada?" });
    await dialog.getByRole("button", { name: "Eliminar imagen" }).click();
    await until(() => page.getByAltText("Imagen destacada actual").count()).toBe(0);
    await until(async () => fs.readdirSync(uploadsDir).filter((f) => f.includes("portada-reflujo")).length).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/admin/posts/edit/${postId}`);
    // Saved on the server already: the editor opened again shows no image.
    await gotoAdmin(page, `${base}/admin/posts/edit/${postId}`);
    await page.getByRole("button", { name: "Subir imagen" }).or(page.locator("input[type=file]")).first().waitFor({ state: "attached" });
    expect(await page.getByAltText("Imagen destacada actual").count()).toBe(0);
    await gotoAdmin(page, `${base}/admin/dashboard`);
  });

  test("delete: confirmation, toast, and the image files are gone", async () => {
    const row = page.getByRole("row").filter({ hasText: titleEs });
    await row.getByRole("button", { name: /Eliminar/ }).click();
    const dialog = page.getByRole("dialog", { name: "¿Eliminar este post?" });
    await dialog.waitFor();
    await shoot(page, "dashboard-delete-dialog-1280");
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await until(() => toast(page, "Post eliminado correctamente").count()).toBe(1);
    await until(() => page.getByRole("row").filter({ hasText: titleEs }).count()).toBe(0);
    expect(fs.readdirSync(uploadsDir).filter((f) => f.includes("portada-reflujo"))).toHaveLength(0);
    expect((await fetch(`${base}/admin/posts/edit/${postId}`, { redirect: "manual" })).status).toBe(302);
  });

  test("logout: confirmation, toast, then the login page; the old session is over", async () => {
    const cookies = await context.cookies();
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await page.getByRole("dialog", { name: "¿Cerrar sesión?" }).getByRole("button", { name: "Cerrar sesión" }).click();
    await until(() => toast(page, "Sesión cerrada correctamente").count()).toBe(1);
    await page.waitForURL(/\/admin\/login$/, { timeout: 30_000 });
    // Replaying the old cookie gets nothing.
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const res = await fetch(`${base}/admin/dashboard`, { headers: { cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/admin\/login/);
  });
});

describe("admin screens at 375 px and without JavaScript", { timeout: 180_000 }, () => {
  test("phone layout: login, dashboard and editor are axe-clean", async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    await page.goto(`${base}/admin/login`);
    await shoot(page, "login-375");
    expect(await axeViolations(page)).toEqual([]);
    await signInAsAdmin(page, base, email, password);
    await shoot(page, "dashboard-375");
    expect(await axeViolations(page)).toEqual([]);
    await gotoAdmin(page, `${base}/admin/posts/new`);
    await shoot(page, "editor-375");
    expect(await axeViolations(page)).toEqual([]);
    // No horizontal scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  test("sign-in and a draft work without JavaScript", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    await page.goto(`${base}/admin/login?redirectTo=%2Fadmin%2Fposts%2Fnew`);
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill(password);
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await page.waitForURL(/\/admin\/posts\/new/);
    const title = `Borrador sin JavaScript ${Date.now().toString(36)}`;
    await page.getByLabel("Título *").fill(title);
    await page.getByLabel("Resumen *").fill("Resumen");
    await page.getByLabel("Contenido (HTML) *").fill("<p>Contenido</p>");
    await page.getByLabel(/Categoría/).selectOption({ label: "Procesos SMT" });
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    expect(await page.getByRole("row").filter({ hasText: title }).getByText("Borrador", { exact: true }).count()).toBe(1);
    await context.close();
  });
});
