/**
 * The host's method table (app/platform/methods.server.ts): which methods a page takes, read from
 * the route manifest (a resource route's own `methods` list first), and remembered per path without
 * changing any answer.
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
  api: { id: "api", parentId: "root", path: "api/contact", module: { loader: () => null, action: () => null, methods: ["POST"] } },
  feed: { id: "feed", parentId: "root", path: "blog/rss.xml", module: { loader: () => null } },
  "routes/admin/api/image": { id: "routes/admin/api/image", parentId: "root", path: "api/admin/images/:id", module: { action: () => null, methods: ["DELETE"] } },
} as unknown as ServerBuild["routes"];

describe("allowedMethodsOf", () => {
  const lookup = allowedMethodsOf(routes);
  const allowed = (path: string) => lookup(path).allowed;

  test("pages take GET and HEAD, and POST where they have an action; action-only routes take POST alone", () => {
    expect(allowed("/")).toEqual(["GET", "HEAD"]);
    expect(allowed("/contacto")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowed("/blog/perfil-de-reflujo")).toEqual(["GET", "HEAD"]);
    expect(allowed("/admin/logout")).toEqual(["POST"]);
  });

  test("a .data request is answered for its page; an unknown path is the not-found page", () => {
    expect(allowed("/contacto.data")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowed("/_root.data")).toEqual(["GET", "HEAD"]);
    expect(allowed("/no/existe")).toEqual(["GET", "HEAD"]);
  });

  test("resource routes (/api/ included) take the methods their module lists, or else what its loader and action imply; the host answers the rest", () => {
    expect(lookup("/api/contact")).toEqual({ allowed: ["POST"], resource: true, admin: false });
    expect(lookup("/blog/rss.xml")).toEqual({ allowed: ["GET", "HEAD"], resource: true, admin: false });
    expect(lookup("/admin/logout")).toEqual({ allowed: ["POST"], resource: true, admin: false });
    expect(lookup("/api/admin/images/1")).toEqual({ allowed: ["DELETE"], resource: true, admin: true });
    expect(lookup("/contacto")).toMatchObject({ resource: false });
    expect(lookup("/no/existe")).toMatchObject({ resource: false });
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
