/**
 * The engine as processes (ADR 0014): the embedded PostgreSQL started and stopped with the site,
 * found and stopped after a crash of the app, supervised while serving; several workers on one
 * port, a content change answered only once every worker was told; the admin CLI while the site
 * runs; an old PGlite data directory upgraded at first start; a database that is unreachable at
 * start or goes away while serving.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, test, vi } from "vitest";
import { runSeed } from "~/db/seed.server";
import { NOTIFY_CONNECTION_IDLE_MS } from "~/platform/page-cache/notify.server";
import { isZombie } from "../../app/platform/data-dir-lock.server.ts";
import { clusterProcesses, runningEmbeddedUrl } from "../../server/embedded-postgres.ts";
import { openPgliteDirectory } from "../../server/upgrade-pglite.ts";
import { adminCookie } from "../helpers/admin";
import { acquirePostgres, createPgDatabase } from "../helpers/postgres";
import { adminCli, BUILD_DIR, killIfAlive, ROOT, startServer, tempDataDir, type TestServer } from "../helpers/server";

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const started: Array<TestServer> = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
});
async function start(options: Parameters<typeof startServer>[0] = {}) {
  const server = await startServer(options);
  started.push(server);
  return server;
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    return Number(fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
  } catch {
    return undefined;
  }
}
/**
 * Whether a process runs. An exited process its parent has not reaped yet (a zombie) does not:
 * an orphaned postmaster is reparented to PID 1, which on some machines reaps late.
 */
function alive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return !isZombie(pid);
}
const children = (pid: number) =>
  execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" }).split("\n").map(Number).filter(Boolean);

/** /blog in Spanish on a new connection: the primary hands new connections to the workers in turn. */
function blogOnNewConnection(server: TestServer): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}/blog`, { agent: false, headers: { cookie: "lang=es" } }, (res) => {
        const chunks: Array<Buffer> = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      })
      .on("error", reject);
  });
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 30_000, what = "condition") {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe("the embedded PostgreSQL", () => {
  test("runs from DATA_DIR/pg on a Unix socket only, with fsync on and a password; SIGTERM stops it with the site", async () => {
    const dataDir = tempDataDir();
    const server = await start({ dataDir });
    const pid = postmasterPid(dataDir);
    expect(alive(pid)).toBe(true);
    const url = runningEmbeddedUrl(dataDir)!;
    expect(url).toContain(encodeURIComponent(path.join(dataDir, "pg-run")));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ fsync: string; listen: string; version: string; hba: string }>(
        `SELECT current_setting('fsync') AS fsync, current_setting('listen_addresses') AS listen, current_setting('server_version_num') AS version,
                (SELECT string_agg(DISTINCT auth_method, ',') FROM pg_hba_file_rules) AS hba`,
      );
      expect(rows[0]).toMatchObject({ fsync: "on", listen: "" });
      expect(Number(rows[0]!.version)).toBeGreaterThanOrEqual(180000);
      expect(rows[0]!.hba).toBe("scram-sha-256");
    } finally {
      await client.end();
    }
    // Without the password the server refuses.
    const noPassword = new pg.Client({ connectionString: url.replace(/:[^:@/]+@/, "@") });
    await expect(noPassword.connect()).rejects.toThrow();
    await noPassword.end().catch(() => {});
    expect(fs.statSync(path.join(dataDir, "pg-password")).mode & 0o077).toBe(0);

    expect(await server.stop("SIGTERM")).toBe(0);
    await waitFor(() => !alive(pid), 10_000, "PostgreSQL to stop");
    expect(fs.existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
  });

  test("after a SIGKILL of the app, the PostgreSQL it left running is found and stopped by the next start; the data is there", async () => {
    const dataDir = tempDataDir();
    const first = await start({ dataDir });
    const orphan = postmasterPid(dataDir);
    const client = new pg.Client({ connectionString: runningEmbeddedUrl(dataDir)! });
    await client.connect();
    await client.query("CREATE TABLE crash_probe (n int); INSERT INTO crash_probe VALUES (42)");
    await client.end();
    await first.stop("SIGKILL");
    expect(alive(orphan)).toBe(true); // the database outlives the app

    const again = await start({ dataDir, env: { LOG_LEVEL: "info" } });
    expect(again.output()).toContain(`left running by a previous process (pid ${orphan})`);
    expect(alive(orphan)).toBe(false);
    const check = new pg.Client({ connectionString: runningEmbeddedUrl(dataDir)! });
    await check.connect();
    expect((await check.query("SELECT n FROM crash_probe")).rows).toEqual([{ n: 42 }]);
    await check.end();
  });

  test("killed while serving (SIGKILL of every PostgreSQL process): 503s meanwhile, then it is restarted and pages come back", async () => {
    const dataDir = tempDataDir();
    const server = await start({ dataDir, env: { PAGE_CACHE: "off", LOG_LEVEL: "info" } });
    const pid = postmasterPid(dataDir)!;
    // Every request must be answered (a 503 while the database is away), never left hanging: a
    // request with no answer in 20 s fails the test with the server's log.
    const get = async (pathname: string) => {
      try {
        const res = await fetch(`${server.url}${pathname}`, { signal: AbortSignal.timeout(20_000) });
        await res.arrayBuffer();
        return res.status;
      } catch (error) {
        throw new Error(`GET ${pathname} got no answer (${(error as Error).message}); server log:\n${server.output().slice(-6000)}`);
      }
    };
    for (const p of clusterProcesses(path.join(dataDir, "pg"))) killIfAlive(p);
    expect([200, 503]).toContain(await get("/healthz")); // the supervisor may already have restarted it
    // Crash recovery with fsync on can take a while on a loaded machine.
    await waitFor(async () => (await get("/healthz")) === 200, 60_000, "the database to come back").catch((error: Error) => {
      throw new Error(`${error.message}; server log:\n${server.output().slice(-6000)}`);
    });
    expect(postmasterPid(dataDir)).not.toBe(pid);
    expect(await get("/blog")).toBe(200);
    // Losing the database never takes a worker with it (a connection the server ended while it
    // was checked out once crashed a worker, and with it the request it had been handed).
    expect(server.output()).not.toMatch(/worker \d+ died/);
  });
});

describe("workers", () => {
  test("WEB_CONCURRENCY=2 serves from two worker processes; a worker that dies is replaced and the site keeps answering", async () => {
    const server = await start({ env: { WEB_CONCURRENCY: "2", PAGE_CACHE: "off", LOG_LEVEL: "info" } });
    // /healthz answers as soon as the first worker listens: wait for both.
    await waitFor(() => server.output().includes("2 workers serving"), 60_000, "both workers");
    const workers = children(server.proc.pid!);
    expect(workers).toHaveLength(2);
    process.kill(workers[0]!, "SIGKILL");
    // A connection handed to the worker at the instant it died is lost with it; once the primary
    // has seen the exit (a moment later), the other worker answers everything.
    await new Promise((r) => setTimeout(r, 500));
    const statuses: Array<number> = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${server.url}/`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    await waitFor(() => children(server.proc.pid!).length === 2, 30_000, "a replacement worker");
    expect(children(server.proc.pid!)).not.toContain(workers[0]);
  });

  test("workers are lean: a plain-JavaScript entry, a capped young generation, a slower-growing old one, glibc's allocator settings, no image library until an upload", async () => {
    const server = await start({ env: { WEB_CONCURRENCY: "1", LOG_LEVEL: "info" } });
    await waitFor(() => server.output().includes("1 worker serving"), 60_000, "the worker");
    const res = await fetch(`${server.url}/blog`);
    expect(res.status).toBe(200);
    const [worker] = children(server.proc.pid!);
    const argv = fs.readFileSync(`/proc/${worker}/cmdline`, "utf8").split("\0");
    expect(argv.some((arg) => arg.endsWith(path.join("server", "worker.js")))).toBe(true);
    expect(argv).toContain("--max-semi-space-size=8");
    expect(argv).toContain("--heap-growing-percent=50");
    const env = fs.readFileSync(`/proc/${worker}/environ`, "utf8").split("\0");
    expect(env).toEqual(expect.arrayContaining(["MALLOC_ARENA_MAX=2", "MALLOC_MMAP_THRESHOLD_=65536", "MALLOC_TRIM_THRESHOLD_=65536"]));
    // sharp maps libvips into the process when it is imported: a page view must not need it.
    expect(fs.readFileSync(`/proc/${worker}/maps`, "utf8")).not.toMatch(/libvips/);
  });

  test("admin documents are whole from a new worker's first request: the post editor's waits for its lazily loaded editor, and the next ones are the same", async () => {
    const admin = { email: "render@ardentia.test", password: "render-completo-2026" };
    const server = await start({ env: { WEB_CONCURRENCY: "1", ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
    const cookie = await adminCookie(server.url, admin.email, admin.password);
    const documents: Array<string> = [];
    for (const path of ["/admin/posts/new", "/admin/posts/new", "/admin/dashboard", "/admin/dashboard"]) {
      const res = await fetch(server.url + path, { headers: { Cookie: cookie } });
      expect(res.status, path).toBe(200);
      // The nonce is new on every document.
      documents.push((await res.text()).replace(/nonce="[^"]*"/g, 'nonce=""'));
    }
    const [firstEditor, editor, firstDashboard, dashboard] = documents as [string, string, string, string];
    expect(firstEditor).toContain('data-testid="editor-es"');
    // A boundary left to the browser would show the editor's placeholder until hydration.
    expect(firstEditor).not.toContain("<!--$!-->");
    expect(firstEditor.trimEnd()).toMatch(/<\/html>$/);
    expect(editor).toBe(firstEditor);
    expect(dashboard).toBe(firstDashboard);
    // The loader data travels in the page, for hydration, and the stream of it is closed.
    expect(dashboard).toContain("window.__reactRouterContext.streamController.close()");
  });

  test("a worker gives its emptied heap back after a quiet period, once per quiet period", async () => {
    const server = await start({ env: { WEB_CONCURRENCY: "1", LOG_LEVEL: "debug", IDLE_RELEASE_S: "2", PAGE_CACHE: "off" } });
    await waitFor(() => server.output().includes("1 worker serving"), 60_000, "the worker");
    const [worker] = children(server.proc.pid!);
    expect(fs.readFileSync(`/proc/${worker}/cmdline`, "utf8").split("\0")).toContain("--expose-gc");
    const released = () => server.output().split("\n").filter((line) => line.includes("memory given back after a quiet period"));
    const burst = async () => {
      for (let i = 0; i < 60; i++) {
        const res = await fetch(`${server.url}/blog?search=${i % 2 ? "soldadura" : "reflujo"}&page=${i}`);
        await res.arrayBuffer();
        expect(res.status).toBe(200);
      }
    };
    const before = released().length;
    await burst();
    await waitFor(() => released().length === before + 1, 20_000, "a release after the burst");
    const line = JSON.parse(released().at(-1)!) as { pid: number; heapMiB: [number, number]; rssMiB: [number, number] };
    expect(line.pid).toBe(worker);
    expect(line.heapMiB[1]).toBeLessThan(line.heapMiB[0]);
    // Quiet, with no request since: no second collection.
    await new Promise((r) => setTimeout(r, 5_000));
    expect(released()).toHaveLength(before + 1);
    await burst();
    await waitFor(() => released().length === before + 2, 20_000, "a release after the second burst");
  });

  test("every worker listens for content changes: a NOTIFY clears the page cache of each one", async () => {
    const dataDir = tempDataDir();
    const server = await start({ dataDir, env: { WEB_CONCURRENCY: "2", LOG_LEVEL: "info" } });
    await waitFor(() => server.output().includes("2 workers serving"), 60_000, "both workers");
    // Fresh connections are spread over both workers: after these, each has /blog cached.
    const fresh = () => blogOnNewConnection(server);
    for (let i = 0; i < 8; i++) await fresh();
    const client = new pg.Client({ connectionString: runningEmbeddedUrl(dataDir)! });
    await client.connect();
    try {
      await client.query("UPDATE post_contents SET title = 'Título cambiado en la base' WHERE post_id = (SELECT id FROM posts WHERE status = 'published' ORDER BY published_at DESC LIMIT 1) AND language = 'es'");
      // Still cached everywhere: nobody announced the change.
      expect(await fresh()).not.toContain("Título cambiado en la base");
      await client.query(`SELECT pg_notify('ardentia_page_cache', '{"from":"test","reason":"test"}')`);
    } finally {
      await client.end();
    }
    await waitFor(async () => {
      const pages = await Promise.all(Array.from({ length: 8 }, () => fresh()));
      return pages.every((html) => html.includes("Título cambiado en la base"));
    }, 15_000, "every worker to drop its cached /blog");
  });

  test("a change answers only once every worker was told: a post deleted through the dashboard is gone from each worker's cached /blog at once", async () => {
    const dataDir = tempDataDir();
    const admin = { email: "cambios@ardentia.test", password: "cambios-en-todos-2026" };
    const server = await start({ dataDir, env: { WEB_CONCURRENCY: "2", LOG_LEVEL: "info", ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
    await waitFor(() => server.output().includes("2 workers serving"), 60_000, "both workers");
    const cookie = await adminCookie(server.url, admin.email, admin.password);
    const blog = () => blogOnNewConnection(server);
    const client = new pg.Client({ connectionString: runningEmbeddedUrl(dataDir)! });
    await client.connect();
    try {
      for (let round = 0; round < 2; round++) {
        const { rows } = await client.query<{ id: string; slug: string }>("SELECT id, slug FROM posts WHERE status = 'published' ORDER BY published_at DESC LIMIT 1");
        const { id, slug } = rows[0]!;
        for (let i = 0; i < 6; i++) expect(await blog()).toContain(`href="/blog/${slug}"`);
        // Idle for longer than the NOTIFY connection is kept (the announcement to other instances
        // needs a new connection) and than IDLE_RELEASE_S: each worker has just run its quiet-period
        // collection, the kind of pause in which an unacknowledged notice was read too late.
        await new Promise((r) => setTimeout(r, NOTIFY_CONNECTION_IDLE_MS + 1_000));
        const deleted = await fetch(`${server.url}/admin/dashboard.data`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "delete", id }).toString(),
        });
        // The action alone, as the dashboard's script sends it: the answer comes right after the delete.
        expect(deleted.status).toBe(200);
        const pages = await Promise.all(Array.from({ length: 4 }, () => blog()));
        expect(pages.filter((html) => html.includes(`href="/blog/${slug}"`)).length, `/blog pages still listing the deleted post (round ${round})`).toBe(0);
      }
    } finally {
      await client.end();
    }
  });

  test("npm run admin works while the site runs (it shares the site's PostgreSQL)", async () => {
    const dataDir = tempDataDir();
    const server = await start({ dataDir });
    const result = adminCli(dataDir, ["create", "cli@ardentia.test"], "a very long password 123");
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("Administrador creado: cli@ardentia.test");
    const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: "cli@ardentia.test", password: "a very long password 123" }),
    });
    expect(res.status).toBe(200);
  });
});

describe("upgrade from a PGlite data directory", () => {
  test("the first start copies every row into PostgreSQL and keeps the old directory aside", async () => {
    const dataDir = tempDataDir();
    const old = await openPgliteDirectory(path.join(dataDir, "db"));
    await runSeed(old.db as never);
    await old.client.query(
      `INSERT INTO contact_requests (name, email, phone, state, municipality, company, position, industry, message, language)
       VALUES ('Ana', 'ana@maquila.mx', '8112345678', 'Nuevo León', 'Apodaca', 'Maquila Norte', 'Compras', 'maquiladoras', 'Cotización SAC305', 'es')`,
    );
    await old.client.close();
    fs.mkdirSync(path.join(dataDir, "uploads", "blog"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "uploads", "blog", "x.webp"), "image bytes");

    const server = await start({ dataDir, env: { LOG_LEVEL: "info" } });
    expect(server.output()).toContain("PGlite upgrade");
    const backups = fs.readdirSync(dataDir).filter((n) => n.startsWith("db.pglite-backup-"));
    expect(backups).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, "db"))).toBe(false);
    expect(fs.readFileSync(path.join(dataDir, "uploads", "blog", "x.webp"), "utf8")).toBe("image bytes");
    const client = new pg.Client({ connectionString: runningEmbeddedUrl(dataDir)! });
    await client.connect();
    try {
      expect((await client.query("SELECT email, message FROM contact_requests")).rows).toEqual([{ email: "ana@maquila.mx", message: "Cotización SAC305" }]);
    } finally {
      await client.end();
    }
  });
});

/** A TCP relay to the system PostgreSQL that a test can cut and restore. */
async function relay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      open = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("an external database", () => {
  test("unreachable at start: one clear line, exit 1", () => {
    const result = spawnSync(process.execPath, [path.join(ROOT, "server/index.ts")], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", SKIP_BUILD: "1", BUILD_DIR, PORT: "0", DATA_DIR: tempDataDir(), DATABASE_URL: "postgres://app:secret@127.0.0.1:1/app" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot open the database \(postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/app\): .*ECONNREFUSED/);
    expect(result.stderr).not.toContain("secret");
  });

  test("gone while serving: /healthz 503, pages a translated 503 (es and en; the admin in Spanish), API 503; back by itself", async () => {
    const pgServer = await acquirePostgres();
    const created = await createPgDatabase(pgServer.adminUrl);
    const target = new URL(created.url);
    const proxy = await relay({ host: target.hostname, port: Number(target.port || 5432) });
    try {
      const url = new URL(created.url);
      url.port = String(proxy.port);
      const admin = { email: "caida@ardentia.test", password: "base-de-datos-caida-2026" };
      const server = await start({ env: { DATABASE_URL: url.toString(), PAGE_CACHE: "off", ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
      expect((await fetch(`${server.url}/blog`)).status).toBe(200);
      const cookie = await adminCookie(server.url, admin.email, admin.password);
      proxy.cut();
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(503);
      // The blog list keeps its own error state (with a retry), as a 503.
      const list = await fetch(`${server.url}/blog`);
      expect(list.status).toBe(503);
      expect(await list.text()).toContain("No pudimos cargar los artículos");
      // Other pages that need the database: the translated "temporarily unavailable" page.
      const es = await fetch(`${server.url}/blog/cualquier-articulo`);
      expect(es.status).toBe(503);
      expect(es.headers.get("retry-after")).toBeTruthy();
      expect(es.headers.get("cache-control")).toContain("no-store");
      expect(await es.text()).toContain("Servicio no disponible por el momento");
      const en = await fetch(`${server.url}/blog/any-article?lang=en`);
      expect(en.status).toBe(503);
      expect(await en.text()).toContain("Service temporarily unavailable");
      const api = await fetch(`${server.url}/api/newsletter/subscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify({ email: "lector@planta.mx", language: "es" }),
      });
      expect(api.status).toBe(503);
      expect(api.headers.get("retry-after")).toBeTruthy();
      expect(api.headers.get("cache-control")).toContain("no-store");
      // A JSON answer in the request's language, where the newsletter widget reads `message`.
      expect(await api.json()).toEqual({ success: false, message: expect.stringContaining("no está disponible por el momento"), error: expect.stringContaining("no está disponible") });
      // The same form sent without JavaScript goes back to its page, with the state that says so.
      const plainForm = await fetch(`${server.url}/api/newsletter/subscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams({ email: "lector@planta.mx", language: "en", redirectTo: "/blog?categoria=esd", place: "footer" }),
        redirect: "manual",
      });
      expect(plainForm.status).toBe(303);
      expect(plainForm.headers.get("location")).toBe("/blog?categoria=esd&newsletter=footer-unavailable#newsletter-footer");
      const apiEn = await fetch(`${server.url}/api/contact?lang=en`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify({ name: "Ana López", email: "ana@planta.mx", phone: "+52 81 5555 0000", company: "Planta Norte", message: "Necesitamos pasta de soldar para dos líneas SMT." }),
      });
      expect(apiEn.status).toBe(503);
      expect(((await apiEn.json()) as { error: string }).error).toContain("temporarily unavailable");
      // A signed-in admin page: the same 503, in Spanish (not a trip to the login form).
      const dashboard = await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: cookie, "Accept-Language": "en-US" }, redirect: "manual" });
      expect(dashboard.status).toBe(503);
      expect(dashboard.headers.get("cache-control")).toContain("no-store");
      expect(await dashboard.text()).toContain("Servicio no disponible por el momento");
      // An admin API: 503 too, not a 401 that would tell the admin's page they were signed out.
      const adminApi = await fetch(`${server.url}/api/newsletter/subscribers`, { headers: { Cookie: cookie } });
      expect(adminApi.status).toBe(503);
      expect(((await adminApi.json()) as { error: string }).error).toContain("no está disponible");
      // A resource that is not an API (the messages' CSV export): the message as plain text.
      const exported = await fetch(`${server.url}/admin/messages/export.csv`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(exported.status).toBe(503);
      expect(await exported.text()).toContain("no está disponible");
      proxy.restore();
      await waitFor(async () => (await fetch(`${server.url}/healthz`)).status === 200, 30_000, "the database to be reachable again");
      expect((await fetch(`${server.url}/blog`)).status).toBe(200);
      // The page that form went back to says nothing was saved, in each language.
      expect(await (await fetch(`${server.url}/blog?lang=en&newsletter=footer-unavailable`)).text()).toContain("your subscription was not saved");
      expect(await (await fetch(`${server.url}/blog?lang=es&newsletter=unavailable`)).text()).toContain("tu suscripción no se guardó");
      // The admin was never signed out.
      expect((await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(200);
    } finally {
      await Promise.all(started.splice(0).map((s) => s.stop()));
      await proxy.close();
      await created.drop();
      await pgServer.stop();
    }
  });
});
