/**
 * The authorisation matrix: every admin page, action and API (tests/helpers/admin-routes.ts),
 * signed out, with a forged cookie and with the cookie of a session that has ended, must redirect
 * to /admin/login (pages and page actions) or answer 401 (APIs) — and change nothing.
 * Admin responses carry `Cache-Control: no-store`; writes from a foreign Origin are refused.
 */
import { beforeAll, describe, expect, inject, test } from "vitest";
import { adminCookie } from "../helpers/admin";
import { ADMIN_ROUTES, type AdminRoute } from "../helpers/admin-routes";

const base = inject("baseURL");
const email = inject("adminEmail");
const password = inject("adminPassword");
const origin = new URL(base).origin;
const stamp = Date.now().toString(36);
const title = `Post intocable ${stamp}`;
let postId = "";
let goodCookie = "";
let endedCookie = "";

async function dashboardHtml(cookie: string) {
  return (await fetch(`${base}/admin/dashboard?mostrar=1000`, { headers: { cookie } })).text();
}

function request(route: AdminRoute, cookie: string | undefined, originHeader = origin): Promise<Response> {
  const url = base + route.path.replace("{postId}", postId);
  const headers: Record<string, string> = { Origin: originHeader };
  if (cookie) headers.cookie = cookie;
  let body: BodyInit | undefined;
  if (route.body === "multipart") {
    const form = new FormData();
    form.set("file", new Blob([Buffer.from("89504e470d0a1a0a", "hex")], { type: "image/png" }), "x.png");
    body = form;
  } else if (route.body && route.json) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(route.body);
  } else if (route.body) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(Object.fromEntries(Object.entries(route.body).map(([k, v]) => [k, v.replace("{postId}", postId)]))).toString();
  }
  return fetch(url, { method: route.method, headers, body, redirect: "manual" });
}

beforeAll(async () => {
  goodCookie = await adminCookie(base, email, password);
  const created = await fetch(`${base}/admin/posts/new`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: goodCookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "publish", es_title: title, es_excerpt: "Resumen", es_content: "<p>Texto</p>", categoryId: "1" }).toString(),
  });
  expect(created.status).toBe(302);
  const html = await dashboardHtml(goodCookie);
  const at = html.indexOf(title);
  postId = [...html.slice(at, at + 3000).matchAll(/\/admin\/posts\/edit\/([0-9a-f-]{36})/g)][0]?.[1] ?? "";
  expect(postId).toMatch(/^[0-9a-f-]{36}$/);
  // A session that has ended: signed in, then logged out.
  endedCookie = await adminCookie(base, email, password);
  const out = await fetch(`${base}/admin/logout`, { method: "POST", redirect: "manual", headers: { cookie: endedCookie, Origin: origin } });
  expect(out.status).toBe(303);
});

const forged = () => {
  const name = new URL(base).protocol === "https:" ? "__Host-ardentia.session_token" : "ardentia.session_token";
  return `${name}=${"A".repeat(32)}.${encodeURIComponent("c2lnbmF0dXJlLWZvcmdlZC1ieS1hbi1hdHRhY2tlcg==")}`;
};

describe.each([
  ["signed out", () => undefined],
  ["forged cookie", forged],
  ["ended session", () => endedCookie],
])("%s", (_label, cookie) => {
  test.each(ADMIN_ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))("%s is refused", async (_name, route) => {
    const res = await request(route, cookie());
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    if (route.expect === "401") {
      expect(res.status).toBe(401);
    } else if (route.path.endsWith(".data")) {
      // Client navigations get the redirect inside the data response.
      expect([202, 204, 302]).toContain(res.status);
      const text = await res.text();
      expect(text + (res.headers.get("x-remix-redirect") ?? "")).toContain("/admin/login");
      expect(text).not.toContain(title);
    } else {
      expect([302, 303]).toContain(res.status);
      expect(res.headers.get("location")).toMatch(route.location ?? /^\/admin\/login/);
    }
  });
});

test("nothing changed: the post is intact and no intruder post exists", async () => {
  const html = await dashboardHtml(goodCookie);
  expect(html).toContain(title);
  expect(html).not.toContain("Intruso");
  expect(html).not.toContain("Cambiado por un intruso");
  const page = await fetch(`${base}/admin/posts/edit/${postId}`, { headers: { cookie: goodCookie } });
  expect(page.status).toBe(200);
  expect(page.headers.get("cache-control")).toMatch(/no-store/);
  expect(await page.text()).toContain(title);
});

test("a signed-in admin's writes from a foreign Origin are refused", async () => {
  for (const route of ADMIN_ROUTES.filter((r) => r.method !== "GET")) {
    const res = await request(route, goodCookie, "https://evil.example");
    expect([403, 400], `${route.method} ${route.path}`).toContain(res.status);
  }
  const html = await dashboardHtml(goodCookie);
  expect(html).toContain(title);
});

test("signed-in admin pages and APIs answer with Cache-Control: no-store", async () => {
  for (const path of ["/admin/dashboard", "/admin/posts/new", `/admin/posts/edit/${postId}`, "/admin/login"]) {
    const res = await fetch(base + path, { headers: { cookie: goodCookie }, redirect: "manual" });
    expect(res.headers.get("cache-control"), path).toMatch(/no-store/);
  }
});
