import { describe, expect, test } from "vitest";
import { htmlToText, sanitizePostHtml, sanitizePostHtmlWithBase } from "~/blog/sanitize-html";
import { XSS_VECTORS } from "../helpers/xss-corpus";

test("keeps the allowed structure", () => {
  const html = `<h2>Perfil</h2><p>Texto <strong>fuerte</strong> y <a href="https://ipc.org">IPC</a>.</p><ul><li>uno</li></ul><table><thead><tr><th scope="col">T</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><pre><code class="language-ts">x</code></pre><blockquote>cita</blockquote>`;
  const out = sanitizePostHtml(html);
  expect(out).toContain("<h2>Perfil</h2>");
  expect(out).toContain('<a href="https://ipc.org" rel="noopener noreferrer nofollow" target="_blank">IPC</a>');
  expect(out).toContain('<th scope="col">T</th>');
  expect(out).toContain('<code class="language-ts">x</code>');
  expect(out).toContain("<blockquote>cita</blockquote>");
});

test.each([
  ['<script>alert(1)</script><p>ok</p>', "<p>ok</p>"],
  ['<img src="x" onerror="alert(1)">', '<img src="x" loading="lazy" decoding="async" />'],
  ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
  ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', "<a>x</a>"],
  ['<p style="position:fixed;inset:0">x</p>', "<p>x</p>"],
  ['<iframe src="https://evil.example"></iframe>', ""],
  ['<svg><script>alert(1)</script></svg>', ""],
  ['<h1>Title</h1>', "<h2>Title</h2>"],
  ['<img src="//evil.example/x.png">', ""],
])("removes dangerous markup: %s", (input, expected) => {
  expect(sanitizePostHtml(input)).toBe(expected);
});

test("htmlToText strips tags and collapses spaces", () => {
  expect(htmlToText("<p>Hola&nbsp; <b>mundo</b></p>\n<p>dos</p>")).toBe("Hola mundo dos");
});

describe("the XSS corpus leaves nothing executable", () => {
  test(`has at least 50 vectors (${XSS_VECTORS.length})`, () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
  });
  test.each(XSS_VECTORS.map((v, i) => [i, v] as const))("vector %i: %s", (_i, vector) => {
    const out = sanitizePostHtml(vector);
    expect(out).not.toMatch(/<\s*(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|button|body|template|video|audio|source|details|marquee|noscript|isindex)\b/i);
    expect(out).not.toMatch(/\son[a-z]+\s*=/i);
    expect(out).not.toMatch(/(href|src|srcset|cite|action|formaction|background|xlink:href)\s*=\s*"\s*(javascript|vbscript|data):/i);
    expect(out).not.toMatch(/\sstyle\s*=/i);
    expect(out).not.toMatch(/\s(name|id)\s*=/i);
  });
});

test("body images keep srcset, sizes, width and height; a srcset candidate that is not http(s) or a path is dropped", () => {
  const img = `<img src="/uploads/a.webp" alt="A" width="1200" height="675" srcset="/uploads/a-400.webp 400w, /uploads/a.webp 1200w" sizes="(min-width: 768px) 720px, 100vw">`;
  const out = sanitizePostHtml(img);
  expect(out).toContain('srcset="/uploads/a-400.webp 400w, /uploads/a.webp 1200w"');
  expect(out).toContain('sizes="(min-width: 768px) 720px, 100vw"');
  expect(out).toContain('width="1200" height="675"');
  const mixed = sanitizePostHtml(`<img src="https://a.mx/x.png" srcset="https://a.mx/x.png 1x, javascript:alert(1) 2x, data:image/png;base64,AAAA 3x">`);
  expect(mixed).toContain('srcset="https://a.mx/x.png 1x"');
  expect(mixed).not.toMatch(/javascript|data:/);
  expect(sanitizePostHtml(`<img src="https://a.mx/x.png" srcset="javascript:alert(1) 2x">`)).not.toContain("srcset");
});

describe("sanitizePostHtmlWithBase (the feed's copy)", () => {
  const base = "https://www.ardentia.mx/blog/perfil-de-reflujo?lang=es";

  test("resolves links, images and every srcset candidate against the post's address", () => {
    const html =
      '<p><a href="/productos">productos</a> <a href="#tabla">tabla</a> <a href="https://ipc.org/">IPC</a> <a href="mailto:ventas@ardentia.mx">correo</a></p>' +
      '<img src="/uploads/a.webp" srcset="/uploads/a-640.webp 640w, /uploads/a.webp 1200w" alt="Perfil">';
    expect(sanitizePostHtmlWithBase(html, base)).toBe(
      '<p><a href="https://www.ardentia.mx/productos">productos</a> <a href="https://www.ardentia.mx/blog/perfil-de-reflujo?lang=es#tabla">tabla</a> ' +
        '<a href="https://ipc.org/" rel="noopener noreferrer nofollow" target="_blank">IPC</a> <a href="mailto:ventas@ardentia.mx">correo</a></p>' +
        '<img src="https://www.ardentia.mx/uploads/a.webp" srcset="https://www.ardentia.mx/uploads/a-640.webp 640w, https://www.ardentia.mx/uploads/a.webp 1200w" alt="Perfil" loading="lazy" decoding="async" />',
    );
  });

  test.each([
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="//evil.example/">x</a>', "<a>x</a>"],
    ['<img src="//evil.example/x.png">', ""],
    ['<img src="/\\evil.example/x.png">', ""],
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
  ])("what the page drops stays dropped: %s", (input, expected) => {
    expect(sanitizePostHtml(input)).toBe(expected);
    expect(sanitizePostHtmlWithBase(input, base)).toBe(expected);
  });
});
