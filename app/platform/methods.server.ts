/**
 * Which HTTP methods a page accepts, read from the route table of the build: GET and HEAD where the
 * matched route renders or loads something, POST where it has an action, nothing else. React Router
 * would hand a PUT, PATCH or DELETE to a page's action as if it were a form post, and answer a
 * method a page does not take with a 405 that names no allowed method; the host asks this module
 * first and answers such a request with 405 and `Allow` (the root route renders the translated page).
 *
 * Resource routes under `/api/` are left out: each answers its own methods with 405 and `Allow`.
 */
import { data, matchRoutes, type RouteObject, type RouterContextProvider, type ServerBuild } from "react-router";
import { requestInfoContext } from "./request-context";

/** The build's flat route manifest as the nested tree `matchRoutes` takes. */
function routeTree(routes: ServerBuild["routes"]): Array<RouteObject> {
  const children = new Map<string | undefined, Array<RouteObject>>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route.index ? { id: route.id, path: route.path, index: true } : { id: route.id, path: route.path, caseSensitive: route.caseSensitive });
    children.set(route.parentId, siblings);
  }
  const attach = (list: Array<RouteObject>): Array<RouteObject> =>
    list.map((node) => (node.index ? node : { ...node, children: attach(children.get(node.id) ?? []) }));
  return attach(children.get(undefined) ?? []);
}

/** The page a `.data` request (the admin's data requests) is for: `/x.data` → `/x`, `/_root.data` → `/`. */
function pagePath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

export type AllowedMethods = (pathname: string) => ReadonlyArray<string> | undefined;

/** Paths whose answer is remembered: the site's pages and posts fit many times over. */
const MEMO_ENTRIES = 2_000;
/** Longer paths are matched every time, so an attacker's long random paths cannot fill memory. */
const MEMO_PATH_LENGTH = 256;

/**
 * Builds the lookup once per process; `undefined` means the route answers methods itself.
 *
 * `matchRoutes` flattens and ranks the whole route tree on every call: about 15 % of an uncached
 * page's CPU time when it ran for each request. The answer depends on the path alone, so it is
 * remembered per path, in a bounded map that starts over when full.
 */
export function allowedMethodsOf(routes: ServerBuild["routes"]): AllowedMethods {
  const tree = routeTree(routes);
  const byRoute = new Map<string, ReadonlyArray<string>>();
  const byPath = new Map<string, ReadonlyArray<string>>();
  const READ = ["GET", "HEAD"] as const;
  const lookup = (page: string): ReadonlyArray<string> => {
    const matches = matchRoutes(tree, page);
    // No route: the not-found page answers GET and HEAD.
    if (!matches?.length) return READ;
    const leaf = routes[matches[matches.length - 1]!.route.id!]!;
    const known = byRoute.get(leaf.id);
    if (known) return known;
    const module = leaf.module as { loader?: unknown; action?: unknown; default?: unknown };
    const allowed = [...(module.loader || module.default ? READ : []), ...(module.action ? ["POST"] : [])];
    byRoute.set(leaf.id, allowed);
    return allowed;
  };
  return (pathname) => {
    if (pathname.startsWith("/api/")) return undefined;
    const page = pagePath(pathname);
    if (page.length > MEMO_PATH_LENGTH) return lookup(page);
    const remembered = byPath.get(page);
    if (remembered) return remembered;
    const allowed = lookup(page);
    if (byPath.size >= MEMO_ENTRIES) byPath.clear();
    byPath.set(page, allowed);
    return allowed;
  };
}

/**
 * The root route's guard: a request the host found a method the page does not take for ends here,
 * before any action or loader runs, with the root error page (status 405; the host adds `Allow`).
 */
export function methodGuardMiddleware({ context }: { context: Readonly<RouterContextProvider> }): void {
  if (context.get(requestInfoContext).methodNotAllowed) throw data(null, { status: 405, statusText: "Method Not Allowed" });
}
