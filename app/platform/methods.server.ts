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

/** Builds the lookup once per process; `undefined` means the route answers methods itself. */
export function allowedMethodsOf(routes: ServerBuild["routes"]): AllowedMethods {
  const tree = routeTree(routes);
  const known = new Map<string, ReadonlyArray<string>>();
  const READ = ["GET", "HEAD"] as const;
  return (pathname) => {
    if (pathname.startsWith("/api/")) return undefined;
    const page = pagePath(pathname);
    const matches = matchRoutes(tree, page);
    // No route: the not-found page answers GET and HEAD.
    if (!matches?.length) return READ;
    const leaf = routes[matches[matches.length - 1]!.route.id!]!;
    const cached = known.get(leaf.id);
    if (cached) return cached;
    const module = leaf.module as { loader?: unknown; action?: unknown; default?: unknown };
    const allowed = [...(module.loader || module.default ? READ : []), ...(module.action ? ["POST"] : [])];
    known.set(leaf.id, allowed);
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
