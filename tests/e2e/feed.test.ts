/**
 * The RSS feed as a feed reader takes it, for a post published through the admin: the body's
 * addresses (links, images, every `srcset` candidate) are absolute, since a reader resolves
 * `/uploads/…` against the feed or not at all; and `<description>`, which readers take as HTML,
 * shows the excerpt as the text it is.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { adminCookie } from "../helpers/admin";

const base = inject("baseURL");
const origin = new URL(base).origin;
const stamp = Date.now().toString(36);
const title = `Perfil para lectores de feeds ${stamp}`;
const slug = `perfil-para-lectores-de-feeds-${stamp}`;
const excerpt = "Soldadura <b>sin plomo</b> & más";
let imageUrl = "";

/** Decodes XML's five entities (one level, as an XML parser does). */
const xmlText = (s: string) => s.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[name]!);

beforeAll(async () => {
  const cookie = await adminCookie(base, inject("adminEmail"), inject("adminPassword"));
  const png = await sharp({ create: { width: 1400, height: 800, channels: 3, background: { r: 180, g: 90, b: 30 } } }).png().toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), `perfil-${stamp}.png`);
  const uploaded = await fetch(`${base}/api/admin/uploads`, { method: "POST", headers: { cookie, Origin: origin }, body: form });
  expect(uploaded.status).toBe(201);
  imageUrl = ((await uploaded.json()) as { url: string }).url;
  expect(imageUrl).toMatch(/^\/uploads\//);
  // The body as the editor writes it: the image with its stored widths in `srcset`.
  const content = `<p>Ver <a href="/productos">productos</a> y la <a href="#zonas">tabla de zonas</a>.</p><p><img src="${imageUrl}" srcset="${imageUrl.replace(/\.webp$/, "-800.webp")} 800w, ${imageUrl} 1400w" sizes="(min-width: 768px) 720px, 100vw" alt="Perfil de reflujo"></p><h2 id="zonas">Zonas</h2>`;
  const created = await fetch(`${base}/admin/posts/new`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "publish", es_title: title, es_excerpt: excerpt, es_content: content, categoryId: "1", slug }).toString(),
  });
  expect(created.status).toBe(302);
});

describe("RSS feed for feed readers", () => {
  test("the body's links, image and srcset are absolute; the excerpt is text", async () => {
    const xml = await (await fetch(`${base}/blog/rss.xml?lang=es`)).text();
    const item = xml.split("<item>").find((part) => part.includes(`<title>${title}</title>`));
    expect(item, "the published post is in the feed").toBeDefined();
    const body = /<content:encoded><!\[CDATA\[([\s\S]*?)\]\]><\/content:encoded>/.exec(item!)![1]!;
    const link = `${base}/blog/${slug}?lang=es`;
    expect(body).toContain(`<a href="${base}/productos">productos</a>`);
    expect(body).toContain(`<a href="${link}#zonas">tabla de zonas</a>`);
    expect(body).toContain(`src="${base}${imageUrl}"`);
    const srcset = /srcset="([^"]*)"/.exec(body)?.[1];
    expect(srcset!.split(",")).toHaveLength(2);
    for (const candidate of srcset!.split(",")) expect(candidate.trim()).toMatch(new RegExp(`^${base.replace(/[.]/g, "\\.")}/uploads/\\S+ \\d+w$`));
    // Every address in the body names its scheme.
    for (const [, url] of body.matchAll(/(?:href|src)="([^"]*)"/g)) expect(url).toMatch(/^(https?:|mailto:|tel:)/);
    // A reader parses the XML, then renders <description> as HTML: the excerpt's markup must come
    // out as text, escaped once more.
    const description = /<description>([\s\S]*?)<\/description>/.exec(item!)![1]!;
    expect(xmlText(description)).toBe("Soldadura &lt;b&gt;sin plomo&lt;/b&gt; &amp; más");
  });
});
