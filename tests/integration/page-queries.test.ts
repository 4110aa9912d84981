/**
 * Database round trips per public page render: the page's loader, as React Router runs it for a
 * document request (the root loader is synchronous and reads no database). A change that adds a
 * query to a public page fails here.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { resolveLangMiddleware } from "~/i18n/resolve.server";
import { notifyLocalListeners } from "~/platform/page-cache/events.server";
import { loader as homeLoader } from "~/routes/site/home";
import { loader as blogLoader } from "~/routes/blog/index";
import { loader as postLoader } from "~/routes/blog/post";
import { DEMO_POSTS } from "~/content/demo-posts";
import { DB_KINDS, useTestDatabase, type TestDatabase } from "../helpers/db";
import { countQueries } from "../helpers/query-count";
import { demoPostsSeed } from "~/blog/seed-demo.server";
import { registerSeedStep } from "~/db/seed.server";

// The demo posts are part of the database these pages are measured on.
registerSeedStep(demoPostsSeed);

type Loader = (args: never) => unknown;

async function queriesFor(database: TestDatabase, path: string, loader: Loader, params: Record<string, string> = {}): Promise<number> {
  const url = new URL(path, "http://localhost");
  const request = new Request(url, { headers: { "Accept-Language": "es" } });
  const counter = countQueries(database);
  try {
    // The root middleware resolves the language into the context before any loader runs.
    const context = new RouterContextProvider();
    resolveLangMiddleware({ request, context });
    const args = { request, url, params, context, pattern: "" } as never;
    await loader(args);
    return counter.count;
  } finally {
    counter.stop();
  }
}

const post = DEMO_POSTS.find((p) => p.status === "published")!;

describe.each(DB_KINDS)("queries per public page on %s", (kind) => {
  const database = useTestDatabase(kind);

  test("home: none", async () => {
    expect(await queriesFor(database(), "/", homeLoader as Loader)).toBe(0);
  });

  test("blog list: the first page of cards with their count in one query; the categories once, until content changes", async () => {
    notifyLocalListeners("test: categories read again");
    expect(await queriesFor(database(), "/blog", blogLoader as Loader)).toBe(2);
    expect(await queriesFor(database(), "/blog", blogLoader as Loader)).toBe(1);
    // Later pages are counted first (and clamped), then read: a page far past the end never makes
    // the database build and skip the whole list.
    expect(await queriesFor(database(), "/blog?page=2", blogLoader as Loader)).toBe(2);
    expect(await queriesFor(database(), "/blog?page=99", blogLoader as Loader)).toBe(2);
    notifyLocalListeners("test: categories read again");
    expect(await queriesFor(database(), "/blog", blogLoader as Loader)).toBe(2);
  });

  test("blog search: the matching ids with their count (one session), and their cards", async () => {
    notifyLocalListeners("test: categories read again");
    expect(await queriesFor(database(), "/blog?search=soldadura", blogLoader as Loader)).toBe(3);
    expect(await queriesFor(database(), "/blog?search=soldadura", blogLoader as Loader)).toBe(2);
  });

  test("blog post: the post, its contents and related posts", async () => {
    expect(await queriesFor(database(), `/blog/${post.slug}`, postLoader as Loader, { slug: post.slug })).toBe(3);
  });
});
