/**
 * The host's method table (app/platform/methods.server.ts): which methods a page takes, read from
 * the route manifest, and remembered per path without changing any answer.
 */
import type { ServerBuild } from "react-router";
import { describe, expect, test } from "vitest";
import { allowedMethodsOf } from "~/platform/methods.server";

const page = () => null;
const routes = {
  root: { id: "root", path: "", module: { default: page, loader: () => null } },
  home: { id: "home", parentId: "root", index: true, module: { default: page, loader: () => null } },
  contact: { id: "contact", parentId: "root", path: "contacto", module: { default: page, action: () => null } },
  post: { id: "post", parentId: "root", path: "blog/:slug", module: { default: page, loader: () => null } },
  logout: { id: "logout", parentId: "root", path: "admin/logout", module: { action: () => null } },
  api: { id: "api", parentId: "root", path: "api/contact", module: { action: () => null } },
} as unknown as ServerBuild["routes"];

describe("allowedMethodsOf", () => {
  const allowed = allowedMethodsOf(routes);

  test("pages take GET and HEAD, and POST where they have an action; action-only routes take POST alone", () => {
    expect(allowed("/")).toEqual(["GET", "HEAD"]);
    expect(allowed("/contacto")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowed("/blog/perfil-de-reflujo")).toEqual(["GET", "HEAD"]);
    expect(allowed("/admin/logout")).toEqual(["POST"]);
  });

  test("a .data request is answered for its page; an unknown path is the not-found page; /api/ routes answer for themselves", () => {
    expect(allowed("/contacto.data")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowed("/_root.data")).toEqual(["GET", "HEAD"]);
    expect(allowed("/no/existe")).toEqual(["GET", "HEAD"]);
    expect(allowed("/api/contact")).toBeUndefined();
  });

  test("the answers stay the same once remembered, past the memo's bound, and for paths too long to remember", () => {
    for (let i = 0; i < 5_000; i++) expect(allowed(`/blog/post-${i}`)).toEqual(["GET", "HEAD"]);
    expect(allowed("/contacto")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowed("/admin/logout")).toEqual(["POST"]);
    const long = `/blog/${"a".repeat(2_000)}`;
    expect(allowed(long)).toEqual(["GET", "HEAD"]);
    expect(allowed(`/${"x/".repeat(500)}`)).toEqual(["GET", "HEAD"]);
  });
});
