/**
 * React Router, as patched in patches/react-router+*.patch: a document's loader data is encoded for
 * the browser (turbo-stream) only when the server entry reads `serverHandoffStream`. Public pages
 * never hydrate; app/entry.server.tsx sets it to undefined for them, and the encoding (a walk over
 * every loader's data, a stream, a timer) never runs. Admin pages read it and hydrate from it.
 */
import { createRequestHandler, type EntryContext, type ServerBuild } from "react-router";
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
