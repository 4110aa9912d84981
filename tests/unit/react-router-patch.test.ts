/**
 * React Router, as patched in patches/react-router+*.patch (ADR 0038). The handoff and the
 * frozen-routes tests fail without the patch; the matching tests hold with or without it, and fail
 * if the memo handed one caller's matches to another.
 * - A document's loader data is encoded for the browser (turbo-stream) only when the server entry
 *   reads `serverHandoffStream`. Public pages never hydrate; app/entry.server.tsx sets it to
 *   undefined for them, and the encoding (a walk over every loader's data, a stream, a timer) never
 *   runs. Admin pages read it and hydrate from it.
 * - A path's route matches are remembered; every caller gets its own copy.
 * - A frozen routes array gets its data routes made once by createStaticRouter (ServerRouter
 *   passes the same frozen server routes on every render of a build).
 */
import { createRequestHandler, createStaticHandler, createStaticRouter, type EntryContext, type ServerBuild, type StaticHandlerContext } from "react-router";
import { describe, expect, test } from "vitest";

/** A one-route build whose loader data counts how often it is walked. */
function buildWith(entry: (context: EntryContext) => Promise<Response> | Response) {
  const walked = { count: 0 };
  const loader = () => ({
    get probe() {
      walked.count++;
      return "loader-data-probe";
    },
  });
  const build = {
    entry: { module: { default: (_req: Request, _status: number, _headers: Headers, context: EntryContext) => entry(context) } },
    routes: { root: { id: "root", path: "", module: { default: () => null, loader } } },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: { root: { id: "root", path: "", module: "/root.js", hasLoader: true, hasAction: false, hasClientLoader: false, hasClientAction: false, hasClientMiddleware: false, hasErrorBoundary: false } },
      url: "/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
  } as unknown as ServerBuild;
  return { handler: createRequestHandler(build, "production"), walked };
}

describe("the document's loader data for the browser (patched React Router)", () => {
  test("an entry that reads serverHandoffStream gets the encoded loader data", async () => {
    const { handler, walked } = buildWith(async (context) => new Response(await new Response(context.serverHandoffStream).text()));
    const body = await (await handler(new Request("http://localhost/"))).text();
    expect(body).toContain("loader-data-probe");
    expect(walked.count).toBe(1);
  });

  test("an entry that sets it to undefined first gets no encoding: the loader data is never walked", async () => {
    const { handler, walked } = buildWith((context) => {
      context.serverHandoffStream = undefined;
      return new Response(String(context.serverHandoffStream));
    });
    const response = await handler(new Request("http://localhost/"));
    expect(await response.text()).toBe("undefined");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(walked.count).toBe(0);
  });
});

describe("route matching (patched React Router)", () => {
  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "home", index: true, loader: () => null },
        { id: "about", path: "about", loader: () => null },
        { id: "post", path: "blog/:slug", loader: () => null },
      ],
    },
  ];

  test("a path matched again gives equal matches, each caller its own objects", async () => {
    const handler = createStaticHandler(routes);
    const first = (await handler.query(new Request("http://localhost/blog/reflow"))) as StaticHandlerContext;
    expect(first.matches.map((m) => m.route.id)).toEqual(["root", "post"]);
    expect(first.matches[1]!.params).toEqual({ slug: "reflow" });
    (first.matches[1]!.params as Record<string, string>).slug = "changed by a caller";
    const second = (await handler.query(new Request("http://localhost/blog/reflow"))) as StaticHandlerContext;
    expect(second.matches[1]!.params).toEqual({ slug: "reflow" });
    expect(second.matches[0]!.params).toBe(second.matches[1]!.params); // one params object per result, as unpatched
    expect(second.matches).not.toBe(first.matches);
    const other = (await handler.query(new Request("http://localhost/blog/solder"))) as StaticHandlerContext;
    expect(other.matches[1]!.params).toEqual({ slug: "solder" });
    const about = (await handler.query(new Request("http://localhost/about"))) as StaticHandlerContext;
    expect(about.matches.map((m) => m.route.id)).toEqual(["root", "about"]);
  });

  test("past the memo's bound, and for paths too long to remember, matching gives the same answers", async () => {
    const handler = createStaticHandler(routes);
    for (let i = 0; i < 1_500; i++) {
      const context = (await handler.query(new Request(`http://localhost/blog/post-${i}`))) as StaticHandlerContext;
      expect(context.matches[1]!.params.slug).toBe(`post-${i}`);
    }
    const long = "a".repeat(600);
    const context = (await handler.query(new Request(`http://localhost/blog/${long}`))) as StaticHandlerContext;
    expect(context.matches[1]!.params.slug).toBe(long);
  });

  test("createStaticRouter makes the data routes of a frozen array once; other arrays anew, as before", async () => {
    const handler = createStaticHandler(routes);
    const context = (await handler.query(new Request("http://localhost/about"))) as StaticHandlerContext;
    const frozen = Object.freeze([...routes]) as typeof routes; // the frozen array ServerRouter passes
    expect(createStaticRouter(frozen, context).routes).toBe(createStaticRouter(frozen, context).routes);
    const open = [...routes];
    expect(createStaticRouter(open, context).routes).not.toBe(createStaticRouter(open, context).routes);
    expect(createStaticRouter(frozen, context).state.matches.map((m) => m.route.id)).toEqual(["root", "about"]);
  });
});
