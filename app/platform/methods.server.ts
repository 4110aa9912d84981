/**
 * Which HTTP methods a page accepts, read from the route table of the build: GET and HEAD where the
 * matched route renders or loads something, POST where it has an action, nothing else. React Router
 * would hand a PUT, PATCH or DELETE to a page's action as if it were a form post, and answer a
 * method a page does not take with a 405 that names no allowed method; the host asks this module
 * first and answers such a request with 405 and `Allow` (the root route renders the translated page).
 *
 * A resource route (no page component: `/api/*`, feeds, the sitemap, redirects, exports) takes the
 * methods its module lists in `export const methods`, or else GET and HEAD for a loader and POST for
 * an action. The host answers any other method itself, before React Router (which would answer a
 * method it does not dispatch, such as SEARCH or PROPFIND, with an untranslated 405 and no `Allow`).
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

/** What the host needs to know of the route a path names. */
export type RouteMethods = {
  /** The methods the route takes, in the order `Allow` lists them. */
  allowed: ReadonlyArray<string>;
  /** A resource route: no page renders its 405, the host answers it (`methodNotAllowedResponse`). */
  resource: boolean;
  /** A route of the admin (its module under `routes/admin/`), whose answers are Spanish only. */
  admin: boolean;
};

export type AllowedMethods = (pathname: string) => RouteMethods;

/** Paths whose answer is remembered: the site's pages and posts fit many times over. */
const MEMO_ENTRIES = 2_000;
/** Longer paths are matched every time, so an attacker's long random paths cannot fill memory. */
const MEMO_PATH_LENGTH = 256;

/** The methods a resource route module may list (`export const methods = ["POST", "DELETE"]`). */
function declaredMethods(module: { methods?: unknown }): ReadonlyArray<string> | undefined {
  const list = module.methods;
  return Array.isArray(list) && list.every((m) => typeof m === "string") ? (list as ReadonlyArray<string>) : undefined;
}

/**
 * Builds the lookup once per process.
 *
 * `matchRoutes` flattens and ranks the whole route tree on every call: about 15 % of an uncached
 * page's CPU time when it ran for each request. The answer depends on the path alone, so it is
 * remembered per path, in a bounded map that starts over when full.
 */
export function allowedMethodsOf(routes: ServerBuild["routes"]): AllowedMethods {
  const tree = routeTree(routes);
  const byRoute = new Map<string, RouteMethods>();
  const byPath = new Map<string, RouteMethods>();
  const READ = ["GET", "HEAD"] as const;
  // No route: the not-found page answers GET and HEAD.
  const NOT_FOUND: RouteMethods = { allowed: READ, resource: false, admin: false };
  const lookup = (page: string): RouteMethods => {
    const matches = matchRoutes(tree, page);
    if (!matches?.length) return NOT_FOUND;
    const leaf = routes[matches[matches.length - 1]!.route.id!]!;
    const known = byRoute.get(leaf.id);
    if (known) return known;
    const module = leaf.module as { loader?: unknown; action?: unknown; default?: unknown; methods?: unknown };
    const resource = !module.default;
    const allowed = (resource && declaredMethods(module)) || [...(module.loader || module.default ? READ : []), ...(module.action ? ["POST"] : [])];
    const answer: RouteMethods = { allowed, resource, admin: leaf.id.startsWith("routes/admin/") };
    byRoute.set(leaf.id, answer);
    return answer;
  };
  return (pathname) => {
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
