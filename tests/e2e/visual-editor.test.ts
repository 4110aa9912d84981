/**
 * The visual editor of post bodies, in Chromium and in Spanish: typing and formatting with the
 * toolbar and with shortcuts (the toolbar is keyboard-reachable; links are checked as the
 * sanitiser checks them); pasting clipboard HTML from Word, Google Docs and a chat assistant
 * (fixtures in tests/fixtures/paste) and comparing the stored HTML; the HTML source and the
 * visual editor round-tripping everything the sanitiser allows; an image uploaded into the body
 * (alt text required) and served with srcset/sizes/width/height, another pasted as a file, one
 * reused from the media library, and the library refusing to delete an image a body uses; the XSS
 * corpus pasted into the editor and typed into the source view, executing neither in the admin nor
 * on the public page; axe with the editor's dialogs open.
 */
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminSession, gotoAdmin, toastIn } from "../helpers/admin";
import { axeViolations as axe } from "../helpers/axe";
import { useBrowser } from "../helpers/browser";
import { ROOT, startServer, type TestServer } from "../helpers/server";
import { XSS_VECTORS } from "../helpers/xss-corpus";

// A server of its own: these tests publish posts, which the shared server's blog tests must not see.
const ADMIN = { email: "editor@ardentia.test", password: "editor visual password" };
let server: TestServer;
let base = "";
const shotsDir = path.join(ROOT, "screenshots", "admin");
const fixtures = path.join(ROOT, "tests", "fixtures", "paste");
const browser = useBrowser();
const until = (fn: () => Promise<number | string | boolean | null>, timeout = 30_000) => expect.poll(fn, { timeout, interval: 200 });

describe("visual editor", { timeout: 300_000 }, () => {
  let context: BrowserContext;
  let page: Page;
  const dialogs: Array<string> = [];
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    fs.mkdirSync(shotsDir, { recursive: true });
    server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, WEB_CONCURRENCY: "1" } });
    base = server.url;
    ({ context, page } = await adminSession(browser(), base, ADMIN));
    page.on("dialog", (d) => {
      if (d.type() !== "beforeunload") dialogs.push(d.message());
      void d.accept();
    });
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  const editor = (p: Page = page, name = "Contenido") => p.getByRole("textbox", { name, exact: true });
  const source = (p: Page = page) => p.getByLabel("Contenido (HTML) *");
  const xssCount = (p: Page = page) => p.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0);

  async function newPost(title: string) {
    await gotoAdmin(page, `${base}/admin/posts/new`);
    await page.locator("[data-testid=editor-es][data-ready]").waitFor();
    await page.getByLabel("Título *").fill(title);
    await page.getByLabel("Resumen *").fill("Resumen de prueba del editor visual.");
    await page.getByLabel(/Categoría/).selectOption({ label: "Soldadura" });
  }

  /** Saves as a draft, opens the post again and gives back the stored (sanitised) Spanish body. */
  async function saveAndReadStored(): Promise<string> {
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await until(() => toastIn(page, /(Borrador|Post) guardado correctamente/).count()).toBeGreaterThan(0);
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 45_000 });
    await page.getByRole("row").filter({ hasText: currentTitle }).getByRole("link", { name: /Editar/ }).click();
    await page.locator("[data-testid=editor-es][data-ready]").waitFor();
    return source().inputValue();
  }
  let currentTitle = "";

  /** A paste as the browser delivers it: a ClipboardEvent whose data holds HTML (and plain text), or files. */
  async function paste(target: ReturnType<typeof editor>, data: { html?: string; text?: string; file?: { name: string; type: string; base64: string } }) {
    await target.focus();
    await target.evaluate((el, d) => {
      const transfer = new DataTransfer();
      if (d.html !== undefined) transfer.setData("text/html", d.html);
      transfer.setData("text/plain", d.text ?? "");
      if (d.file) {
        const bytes = Uint8Array.from(atob(d.file.base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], d.file.name, { type: d.file.type }));
      }
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
    }, data);
  }

  /** HTML with every element's attributes in one order, to compare structure and attributes, not their order. */
  const canonical = (html: string) =>
    page.evaluate((h) => {
      const t = document.createElement("template");
      t.innerHTML = h;
      for (const el of Array.from(t.content.querySelectorAll("*"))) {
        const attrs = Array.from(el.attributes).map((a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b));
        for (const [name] of attrs) el.removeAttribute(name);
        for (const [name, value] of attrs) el.setAttribute(name, value);
      }
      return t.innerHTML;
    }, html);

  test("typing and formatting with the toolbar and with shortcuts; the toolbar is reachable by keyboard; links follow the sanitiser's rules", async () => {
    currentTitle = `Editor visual ${stamp}`;
    await newPost(currentTitle);
    const toolbar = page.getByRole("toolbar", { name: "Formato del texto" }).first();
    const box = editor();
    expect(await box.getAttribute("aria-multiline")).toBe("true");

    await box.click();
    await toolbar.getByRole("button", { name: "Título 2" }).click();
    await page.keyboard.type("Rampa de calentamiento");
    await page.keyboard.press("Enter");
    await page.keyboard.type("La rampa es ");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("lenta");
    await page.keyboard.press("Control+b");
    await page.keyboard.type(" y ");
    await page.keyboard.press("Control+i");
    await page.keyboard.type("estable");
    await page.keyboard.press("Control+i");
    await page.keyboard.type(", con ");
    await page.keyboard.press("Control+e");
    await page.keyboard.type("2 °C/s");
    await page.keyboard.press("Control+e");
    await page.keyboard.type(" ");
    // A link: Ctrl+K with nothing selected asks for the address and the text.
    await page.keyboard.press("Control+k");
    const linkDialog = page.getByRole("dialog", { name: "Insertar enlace" });
    await linkDialog.getByLabel("Dirección del enlace").fill("javascript:alert(1)");
    await linkDialog.getByLabel("Texto del enlace").fill("ver perfiles");
    expect(await axe(page)).toEqual([]);
    await linkDialog.getByRole("button", { name: "Insertar enlace" }).click();
    await until(() => linkDialog.getByRole("alert").textContent()).toContain("Escribe un enlace que empiece con https://");
    await linkDialog.getByLabel("Dirección del enlace").fill("ardentia.mx/blog");
    await linkDialog.getByRole("button", { name: "Insertar enlace" }).click();
    await until(() => linkDialog.count()).toBe(0);
    await page.keyboard.type(".");
    await page.keyboard.press("Enter");
    // Lists: the toolbar for bullets, Ctrl+Shift+7 for numbers.
    await toolbar.getByRole("button", { name: "Lista con viñetas" }).click();
    await page.keyboard.type("Limpieza");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Inspección");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Control+Shift+7");
    await page.keyboard.type("Medir");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Control+Shift+b");
    await page.keyboard.type("Cita del proveedor");
    // A new paragraph, taken out of the quote with the same button.
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Cita" }).click();
    await toolbar.getByRole("button", { name: "Bloque de código" }).click();
    await page.keyboard.type("perfil --pico 245");
    // Three Enters leave a code block.
    for (let i = 0; i < 3; i++) await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Línea horizontal" }).click();
    await toolbar.getByRole("button", { name: "Insertar tabla" }).click();
    await page.keyboard.type("Zona");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Tiempo");
    // Undo and redo, by shortcut and by button.
    await page.keyboard.press("Control+z");
    expect(await box.locator("th").nth(1).textContent()).toBe("");
    await toolbar.getByRole("button", { name: "Rehacer" }).click();
    expect(await box.locator("th").nth(1).textContent()).toBe("Tiempo");
    await box.blur();

    await until(() => source().inputValue()).toContain("Tiempo");
    expect(await source().inputValue()).toBe(
      "<h2>Rampa de calentamiento</h2>" +
        '<p>La rampa es <strong>lenta</strong> y <em>estable</em>, con <code>2 °C/s</code> <a href="https://ardentia.mx/blog">ver perfiles</a>.</p>' +
        "<ul><li><p>Limpieza</p></li><li><p>Inspección</p></li></ul>" +
        "<ol><li><p>Medir</p></li></ol>" +
        "<blockquote><p>Cita del proveedor</p></blockquote>" +
        "<pre><code>perfil --pico 245</code></pre>" +
        "<hr>" +
        "<table><thead><tr><th><p>Zona</p></th><th><p>Tiempo</p></th><th><p></p></th></tr></thead><tbody><tr><td><p></p></td><td><p></p></td><td><p></p></td></tr><tr><td><p></p></td><td><p></p></td><td><p></p></td></tr></tbody></table>",
    );
    // Keys typed just before leaving are in the browser's copy, offered back after a reload.
    await box.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" Última frase");
    // Leaving in the very instant the editor hands its last keys over (its timer and the page's
    // departure due together, ahead of React's next render): the browser's copy already has them.
    const leftCopy = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          setTimeout(() => {
            window.dispatchEvent(new PageTransitionEvent("pagehide"));
            const key = Object.keys(localStorage).find((k) => k.startsWith("ardentia:autosave:"));
            resolve(key ? (localStorage.getItem(key) ?? "") : "");
          }, 200);
          const busyUntil = performance.now() + 400;
          while (performance.now() < busyUntil);
        }),
    );
    expect(leftCopy).toContain("Última frase");
    await page.reload();
    await page.getByTestId("autosave-recovery").getByRole("button", { name: "Recuperar cambios" }).click();
    await until(() => source().inputValue()).toContain("Última frase");
    await page.locator("[data-testid=editor-es][data-ready]").waitFor();
    await until(() => box.textContent()).toContain("Última frase");
    // Active formats show as pressed buttons.
    await box.locator("strong").click();
    await until(() => toolbar.getByRole("button", { name: "Negrita" }).getAttribute("aria-pressed")).toBe("true");

    // The toolbar is one tab stop; arrows, Home and End move inside it.
    await toolbar.getByRole("button", { name: "Título 2" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Título 3");
    await page.keyboard.press("End");
    // The toolbar's last enabled button (which one depends on the editor's state: the table's
    // buttons, undo and redo come and go).
    const lastEnabled = await toolbar.evaluate((el) => [...el.querySelectorAll("button:not([disabled])")].at(-1)?.getAttribute("aria-label"));
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(lastEnabled);
    await page.keyboard.press("Home");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Título 2");
    expect(await toolbar.locator("button[tabindex='0']").count()).toBe(1);

    const stored = await saveAndReadStored();
    expect(stored).toContain('<a href="https://ardentia.mx/blog" rel="noopener noreferrer nofollow" target="_blank">ver perfiles</a>');
    expect(stored).toContain("<thead><tr><th><p>Zona</p></th>");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(shotsDir, "visual-editor-1280.png") });
    await page.setViewportSize({ width: 375, height: 800 });
    await editor().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shotsDir, "visual-editor-375.png") });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  for (const name of ["word", "google-docs", "ai-output"]) {
    test(`pasting the ${name} fixture keeps the structure and drops the rest (stored HTML compared)`, async () => {
      currentTitle = `Pegado ${name} ${stamp}`;
      await newPost(currentTitle);
      await paste(editor(), { html: fs.readFileSync(path.join(fixtures, `${name}.html`), "utf8"), text: "texto" });
      await editor().blur();
      await until(() => source().inputValue()).not.toBe("");
      expect(await xssCount()).toBe(0);
      const stored = await saveAndReadStored();
      expect(await canonical(stored)).toBe(await canonical(fs.readFileSync(path.join(fixtures, `${name}.expected.html`), "utf8").trim()));
      expect(stored).not.toMatch(/style=|class="(?!language-)|<span|<font|<o:p|mso-|<!--|<script|onerror|javascript:/i);
    });
  }

  test("a link made from selected words: what is typed next goes after it, neither replacing nor extending it", async () => {
    currentTitle = `Enlace sobre selección ${stamp}`;
    await newPost(currentTitle);
    await editor().click();
    await page.keyboard.type("Consulta la norma aquí");
    for (let i = 0; i < "aquí".length; i++) await page.keyboard.press("Shift+ArrowLeft");
    await page.getByRole("toolbar", { name: "Formato del texto" }).first().getByRole("button", { name: "Enlace" }).click();
    const linkDialog = page.getByRole("dialog", { name: "Insertar enlace" });
    await linkDialog.getByLabel("Dirección del enlace").fill("https://example.com/ipc");
    await page.keyboard.press("Enter");
    await until(() => linkDialog.count()).toBe(0);
    await page.keyboard.type(". Ver también esto");
    // Ctrl+K right after the selection's last key: the link takes all of the selected word.
    for (let i = 0; i < "esto".length; i++) await page.keyboard.press("Shift+ArrowLeft");
    await page.keyboard.press("Control+k");
    await linkDialog.getByLabel("Dirección del enlace").fill("https://example.com/j-std");
    await page.keyboard.press("Enter");
    await until(() => linkDialog.count()).toBe(0);
    await page.keyboard.type(".");
    await editor().blur();
    await until(() => source().inputValue()).toContain("j-std");
    expect(await source().inputValue()).toBe('<p>Consulta la norma <a href="https://example.com/ipc">aquí</a>. Ver también <a href="https://example.com/j-std">esto</a>.</p>');
  });

  test("the AI prompt's answer copied as text (an assistant's code block) pastes as structure; other text stays text", async () => {
    currentTitle = `Pegado como texto ${stamp}`;
    await newPost(currentTitle);
    await paste(editor(), { text: "```html\n<h2>Perfil de reflujo</h2>\n<p>Texto <strong>clave</strong> y <a href=\"https://www.ardentia.mx/\">enlace</a>.</p>\n<ul>\n<li>Rampa</li>\n<li>Pico</li>\n</ul>\n<script>window.__xss=1</script>\n```" });
    await editor().blur();
    await until(() => source().inputValue()).toContain("Perfil de reflujo");
    expect(await source().inputValue()).toBe('<h2>Perfil de reflujo</h2><p>Texto <strong>clave</strong> y <a href="https://www.ardentia.mx/">enlace</a>.</p><ul><li><p>Rampa</p></li><li><p>Pico</p></li></ul>');
    expect(await xssCount()).toBe(0);
    await editor().click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await paste(editor(), { text: "Usa <b> para negritas, p. ej. 5 < 7" });
    await editor().blur();
    await until(() => source().inputValue()).toContain("negritas");
    expect(await source().inputValue()).toContain("<p>Usa &lt;b&gt; para negritas, p. ej. 5 &lt; 7</p>");
  });

  test("the HTML source and the visual editor round-trip everything the sanitiser allows", async () => {
    currentTitle = `Ida y vuelta ${stamp}`;
    await newPost(currentTitle);
    const everything = fs.readFileSync(path.join(fixtures, "round-trip.html"), "utf8").trim();
    await source().fill(everything);
    // The visual editor shows it…
    await until(() => editor().locator("dl dd").count()).toBe(1);
    expect(await editor().locator("figure figcaption").textContent()).toBe("Perfil medido con termopares");
    // …and an edit there gives back the same HTML plus the edit.
    await editor().locator("h6").click();
    await page.keyboard.press("End");
    await page.keyboard.type(" editado");
    await editor().blur();
    await until(() => source().inputValue()).toContain("Seis editado");
    expect(await canonical(await source().inputValue())).toBe(await canonical(everything.replace("Seis</h6>", "Seis editado</h6>")));
    // «Vista previa» shows the sanitised body in the public typography.
    await page.getByRole("button", { name: "Vista previa" }).first().click();
    await until(() => page.getByTestId("preview-es").locator("h6").textContent()).toBe("Seis editado");
    await page.getByRole("button", { name: "Código HTML" }).first().click();
    // A body over the limit meets the server's message as a toast, before anything is sent.
    await source().fill(`<p>${"a".repeat(300_000)}</p>`);
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await until(() => toastIn(page, "El contenido en español admite como máximo 300,000 caracteres").count()).toBe(1);
  });

  test("images in the body: uploaded with alt text required, pasted as a file, reused from the library; served with srcset; deleting one in use is refused", async () => {
    currentTitle = `Imágenes en el texto ${stamp}`;
    await newPost(currentTitle);
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 120, b: 90 } } }).png().toBuffer();
    await editor().click();
    await page.getByRole("toolbar", { name: "Formato del texto" }).first().getByRole("button", { name: "Imagen" }).click();
    const dialog = page.getByRole("dialog", { name: "Insertar imagen" });
    await dialog.locator("input[type=file]").setInputFiles({ name: `Cuerpo ${stamp}.png`, mimeType: "image/png", buffer: png });
    await dialog.getByLabel("Texto alternativo *").waitFor();
    expect(await dialog.textContent()).toContain("1200×675 px · 3 tamaños");
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: path.join(shotsDir, "visual-editor-image-dialog-1280.png") });
    await dialog.getByRole("button", { name: "Insertar imagen" }).click();
    await until(() => dialog.getByRole("alert").textContent()).toContain("Escribe el texto alternativo");
    await dialog.getByLabel("Texto alternativo *").fill("Tarjeta verde de prueba");
    await dialog.getByRole("button", { name: "Insertar imagen" }).click();
    await until(() => dialog.count()).toBe(0);
    await until(() => source().inputValue()).toContain("Tarjeta verde de prueba");
    const html = await source().inputValue();
    expect(html).toMatch(/<img src="\/uploads\/[^"]+\.webp" alt="Tarjeta verde de prueba" width="1200" height="675" srcset="[^"]+-400\.webp 400w, [^"]+-800\.webp 800w, [^"]+\.webp 1200w" sizes="\(min-width: 768px\) 720px, calc\(100vw - 2rem\)">/);

    // A file that is no image meets the pipeline's message, and nothing is inserted.
    await page.getByRole("toolbar", { name: "Formato del texto" }).first().getByRole("button", { name: "Imagen" }).click();
    await dialog.locator("input[type=file]").setInputFiles({ name: "falsa.png", mimeType: "image/png", buffer: Buffer.from("esto no es una imagen") });
    await until(() => toastIn(page, "Error al subir la imagen: Por favor selecciona un archivo de imagen válido").count()).toBe(1);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    expect(await editor().locator("img").count()).toBe(1);

    // An image uploaded, then cancelled, is removed again: the library does not keep it.
    await page.getByRole("toolbar", { name: "Formato del texto" }).first().getByRole("button", { name: "Imagen" }).click();
    await dialog.locator("input[type=file]").setInputFiles({ name: `Descartada ${stamp}.png`, mimeType: "image/png", buffer: png });
    await dialog.getByLabel("Texto alternativo *").waitFor();
    const stored = async (q: string) => ((await (await page.request.get(`${base}/api/admin/images?${new URLSearchParams({ q })}`)).json()) as { total: number }).total;
    expect(await stored(`descartada ${stamp}`)).toBe(1);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await until(() => stored(`descartada ${stamp}`)).toBe(0);

    // A file pasted into the editor opens the same dialog, already uploaded.
    await editor().locator("img").click();
    await page.keyboard.press("ArrowRight");
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 60, b: 40 } } }).jpeg().toBuffer();
    await paste(editor(), { file: { name: `Pegada ${stamp}.jpg`, type: "image/jpeg", base64: jpeg.toString("base64") } });
    await dialog.getByLabel("Texto alternativo *").fill("Imagen pegada");
    await dialog.getByRole("button", { name: "Insertar imagen" }).click();
    await until(() => editor().locator("img").count()).toBe(2);

    // A file dropped on the editor opens it too, and goes in where it was dropped.
    const gif = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 240, g: 200, b: 40 } } }).png().toBuffer();
    await editor().evaluate((el, base64) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], "Soltada.png", { type: "image/png" }));
      const box = el.getBoundingClientRect();
      el.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true, clientX: box.left + 20, clientY: box.top + 10 }));
    }, gif.toString("base64"));
    await dialog.getByLabel("Texto alternativo *").fill("Imagen soltada");
    await dialog.getByRole("button", { name: "Insertar imagen" }).click();
    await until(() => editor().locator("img").count()).toBe(3);
    expect(await editor().locator("img").first().getAttribute("alt")).toBe("Imagen soltada");

    // Reuse from the library.
    await page.getByRole("toolbar", { name: "Formato del texto" }).first().getByRole("button", { name: "Imagen" }).click();
    await dialog.getByRole("button", { name: /Elegir de la biblioteca/ }).click();
    const library = page.getByRole("dialog", { name: "Biblioteca de medios" });
    await library.getByRole("searchbox", { name: "Buscar por nombre de archivo" }).fill(`cuerpo ${stamp}`);
    await until(() => library.getByTestId("media-item").count()).toBe(1);
    await library.getByRole("button", { name: `Usar Cuerpo ${stamp}.png en el texto` }).click();
    await dialog.getByLabel("Texto alternativo *").fill("La misma tarjeta, reutilizada");
    await dialog.getByRole("button", { name: "Insertar imagen" }).click();
    await until(() => editor().locator("img").count()).toBe(4);

    await page.getByRole("button", { name: "Publicar" }).click();
    await until(() => toastIn(page, "Post publicado correctamente").count()).toBeGreaterThan(0);
    const slug = `imagenes-en-el-texto-${stamp}`;
    const publicPage = await context.newPage();
    const response = await publicPage.goto(`${base}/blog/${slug}`);
    expect(response?.status()).toBe(200);
    const images = publicPage.locator(".post-body img");
    expect(await images.count()).toBe(4);
    const first = publicPage.locator(".post-body img[alt='Tarjeta verde de prueba']");
    expect(await first.getAttribute("width")).toBe("1200");
    expect(await first.getAttribute("height")).toBe("675");
    expect(await first.getAttribute("sizes")).toBe("(min-width: 768px) 720px, calc(100vw - 2rem)");
    const candidates = ((await first.getAttribute("srcset")) ?? "").split(",").map((c) => c.trim().split(/\s+/));
    expect(candidates.map(([, w]) => w)).toEqual(["400w", "800w", "1200w"]);
    for (const [url] of candidates) {
      const got = await publicPage.request.get(new URL(url!, base).href);
      expect(got.status()).toBe(200);
      expect(got.headers()["content-type"]).toBe("image/webp");
    }
    // The browser picked a candidate and laid it out at its aspect ratio.
    await until(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await publicPage.close();

    // The library knows the body uses the image, and refuses to delete it.
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 45_000 });
    await page.getByRole("row").filter({ hasText: currentTitle }).getByRole("link", { name: /Editar/ }).click();
    await page.getByRole("button", { name: "Elegir de la biblioteca de medios" }).click();
    const featuredLibrary = page.getByRole("dialog", { name: "Biblioteca de medios" });
    await featuredLibrary.getByRole("searchbox", { name: "Buscar por nombre de archivo" }).fill(`cuerpo ${stamp}`);
    const item = featuredLibrary.getByTestId("media-item").filter({ hasText: `Cuerpo ${stamp}.png` });
    await until(async () => (await item.textContent())?.includes("(en el texto)") ?? false).toBe(true);
    await item.getByRole("button", { name: `Eliminar Cuerpo ${stamp}.png` }).click();
    await item.getByRole("button", { name: "Sí, eliminar" }).click();
    await until(() => toastIn(page, `La imagen está en uso en «${currentTitle}»`).count()).toBe(1);
    expect(await item.count()).toBe(1);
  });

  test("the XSS corpus pasted into the editor and typed into the source view executes nowhere", async () => {
    currentTitle = `XSS en el editor ${stamp}`;
    await newPost(currentTitle);
    dialogs.length = 0;
    const corpus = XSS_VECTORS.join("\n<p>separador</p>\n");
    await paste(editor(), { html: corpus, text: "x" });
    await page.getByRole("tab", { name: "English" }).click();
    await page.getByLabel("Título (inglés)").fill(`XSS in the editor ${stamp}`);
    await page.getByLabel("Resumen (inglés)").fill("English excerpt.");
    await page.getByLabel("Contenido en inglés (HTML)").fill(corpus);
    await until(() => editor(page, "Contenido en inglés").locator("p").count()).toBeGreaterThan(10);
    await page.getByRole("tab", { name: "Español" }).click();
    await page.waitForTimeout(500);
    expect(await xssCount()).toBe(0);
    expect(dialogs).toEqual([]);
    await page.getByRole("button", { name: "Publicar" }).click();
    await until(() => toastIn(page, "Post publicado correctamente").count()).toBeGreaterThan(0);
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 45_000 });
    // Nothing executable reached storage, in either language.
    await page.getByRole("row").filter({ hasText: currentTitle }).getByRole("link", { name: /Editar/ }).click();
    await page.locator("[data-testid=editor-es][data-ready]").waitFor();
    for (const stored of [await source().inputValue(), await page.getByLabel("Contenido en inglés (HTML)").inputValue()]) {
      expect(stored).toContain("separador");
      expect(stored).not.toMatch(/<script|<iframe|<object|<embed|<svg|<math|<form|<style|\son[a-z]+\s*=|javascript:|vbscript:|data:text/i);
    }
    for (const url of [`${base}/blog/xss-en-el-editor-${stamp}?lang=es`, `${base}/blog/xss-in-the-editor-${stamp}?lang=en`]) {
      const reader = await context.newPage();
      reader.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      expect((await reader.goto(url))?.status()).toBe(200);
      expect(await reader.locator(".post-body p").filter({ hasText: "separador" }).count()).toBeGreaterThan(10);
      await reader.evaluate(async () => {
        for (const el of Array.from(document.querySelectorAll(".post-body *"))) {
          for (const type of ["mouseover", "mouseenter", "focus", "click", "animationstart", "toggle"]) el.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
        }
        await new Promise((r) => setTimeout(r, 100));
      });
      expect(await xssCount(reader)).toBe(0);
      const hrefs = await reader.locator(".post-body a[href]").evaluateAll((links) => links.map((a) => new URL(a.getAttribute("href") ?? "", location.href).protocol));
      for (const protocol of hrefs) expect(["http:", "https:", "mailto:", "tel:"]).toContain(protocol);
      await reader.close();
    }
    expect(dialogs).toEqual([]);
  });
});
