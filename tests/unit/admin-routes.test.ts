/**
 * The route table keeps the admin to itself: an admin document carries only the admin's texts
 * (ADR 0014, fourteenth look), so no path under /admin may reach a public page or layout.
 */
import { matchRoutes, type RouteObject } from "react-router";
import { expect, test } from "vitest";
import routes from "~/routes";

type Entry = { id?: string; file: string; path?: string; index?: boolean; children?: Array<Entry> };

function toRouteObjects(entries: ReadonlyArray<Entry>): Array<RouteObject> {
  return entries.map((e) => {
    const children = e.children ? toRouteObjects(e.children) : undefined;
    const id = e.id ?? e.file;
    return e.index ? { id, index: true } : { id, path: e.path, children };
  });
}

const tree = toRouteObjects(routes as unknown as Array<Entry>);

test.each([
  "/admin/no-existe",
  "/admin/x/y/z",
  "/admin/posts",
  "/admin/dashboard/extra",
  "/admin/messages/00000000-0000-0000-0000-000000000000",
  "/admin/login",
  "/admin/dashboard",
])("%s matches admin route modules only", (path) => {
  const matched = matchRoutes(tree, path) ?? [];
  expect(matched.length, path).toBeGreaterThan(0);
  for (const m of matched) expect(m.route.id, path).toMatch(/^routes\/admin\/|^admin-/);
});

test("a public path still reaches the public site's not-found page", () => {
  const matched = matchRoutes(tree, "/no-existe") ?? [];
  expect(matched.map((m) => m.route.id)).toEqual(["routes/site/layout.tsx", "routes/site/not-found.tsx"]);
});
