/** The server as a process: maintenance switch, DATA_DIR lock, config errors, graceful shutdown. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

// Each test starts and stops whole server processes: allow for a loaded machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });
import { BUILD_DIR, ROOT, startServer, tempDataDir, type TestServer } from "../helpers/server";

describe("maintenance mode", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { MAINTENANCE_MODE: "on" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test.each(["/", "/nosotros", "/products", "/blog", "/no-existe"])("%s redirects (302) to /maintenance.html", async (p) => {
    const res = await fetch(server.url + p, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/maintenance.html");
  });

  test("the maintenance page is bilingual and answers 503 with Retry-After", async () => {
    const res = await fetch(server.url + "/maintenance.html");
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await res.text();
    expect(html).toContain("Sitio en mantenimiento");
    expect(html).toContain("Site under maintenance");
  });

  test("health, static files and the admin keep working", async () => {
    expect((await fetch(server.url + "/healthz")).status).toBe(200);
    expect((await fetch(server.url + "/favicon.svg")).status).toBe(200);
    expect((await fetch(server.url + "/admin/login")).status).toBe(200);
    const admin = await fetch(server.url + "/admin/dashboard", { redirect: "manual" });
    expect(admin.headers.get("location")).toMatch(/^\/admin\/login/);
  });
});

describe("the process", () => {
  test("a second server on the same DATA_DIR is refused with a clear message and the first keeps working", async () => {
    const first = await startServer();
    try {
      const second = spawnSync(process.execPath, [path.join(ROOT, "server/index.ts")], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? "", SKIP_BUILD: "1", BUILD_DIR, PORT: "0", DATA_DIR: first.dataDir },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(/DATA_DIR .* is in use by another process \(pid \d+/);
      expect((await fetch(first.url + "/healthz")).status).toBe(200);
    } finally {
      await first.stop();
    }
  });

  test("the process `npm start` runs becomes the primary as plain JavaScript: same pid, the build's primary.js, its workers forked from it", async () => {
    const server = await startServer({ env: { WEB_CONCURRENCY: "2" } });
    try {
      const pid = server.proc.pid!;
      const argv = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
      // No .ts module in the process that stays up (Node would hold its TypeScript stripper).
      expect(argv.slice(-2)).toEqual([path.join(BUILD_DIR, "server", "primary.js"), ROOT]);
      expect(argv.some((arg) => arg.endsWith(".ts"))).toBe(false);
      const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
      const workers = children.filter((child) => fs.readFileSync(`/proc/${child}/cmdline`, "utf8").includes(path.join("server", "worker.js")));
      expect(workers).toHaveLength(2);
    } finally {
      expect(await server.stop("SIGTERM")).toBe(0);
    }
  });

  test("an invalid setting stops the server with one line naming the variable", () => {
    const result = spawnSync(process.execPath, [path.join(ROOT, "server/index.ts")], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", SKIP_BUILD: "1", BUILD_DIR, PORT: "not-a-port", DATA_DIR: tempDataDir() },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be an integer between 1 and 65535 (got "not-a-port")');
  });

  test("SIGTERM finishes cleanly: exit 0, lock released, data kept for the next start", async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ dataDir });
    expect(fs.existsSync(path.join(dataDir, ".lock"))).toBe(true);
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(fs.existsSync(path.join(dataDir, ".lock"))).toBe(false);
    const again = await startServer({ dataDir });
    expect((await fetch(again.url + "/healthz")).status).toBe(200);
    expect(await again.stop("SIGINT")).toBe(0);
  });

  test("SIGTERM to every process at once (a supervisor signalling the group) still drains: /readyz 503 while requests are served, then exit 0", async () => {
    // A delay long enough for the checks below on a loaded machine (they take well under a second alone).
    const server = await startServer({ env: { WEB_CONCURRENCY: "2", SHUTDOWN_DELAY_S: "10", LOG_LEVEL: "info" } });
    // Both workers serving (the first answers /healthz while the second may still start; that case is the next test's).
    const deadline = Date.now() + 60_000;
    while (!server.output().includes("2 workers serving") && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.output()).toContain("2 workers serving");
    const pid = server.proc.pid!;
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    const workers = children.filter((child) => fs.readFileSync(`/proc/${child}/cmdline`, "utf8").includes(path.join("server", "worker.js"))).map(Number);
    expect(workers).toHaveLength(2);
    for (const worker of workers) process.kill(worker, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopped = server.stop("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Each worker received SIGTERM twice (its own, then the primary's): it keeps serving through the delay.
    for (let i = 0; i < 3; i++) {
      expect((await fetch(server.url + "/readyz", { headers: { Connection: "close" } })).status).toBe(503);
      expect((await fetch(server.url + "/nosotros", { headers: { Connection: "close" } })).status).toBe(200);
    }
    expect(await stopped).toBe(0);
  });

  test("SIGTERM to the workers while they start, then to the primary (a group signal during a start): a clean stop, exit 0, the lock released", async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ dataDir, env: { WEB_CONCURRENCY: "2" }, healthy: false });
    const pid = server.proc.pid!;
    // The serving workers, caught as soon as they are forked (they load the app for a second or so).
    const serving = (): Array<number> => {
      try {
        return fs
          .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .filter((child) => fs.readFileSync(`/proc/${child}/environ`, "utf8").split("\0").includes("ARDENTIA_ROLE=serve"))
          .map(Number);
      } catch {
        return [];
      }
    };
    const deadline = Date.now() + 90_000;
    let workers: Array<number> = [];
    while ((workers = serving()).length < 2 && Date.now() < deadline && server.proc.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(workers, server.output()).toHaveLength(2);
    for (const worker of workers) process.kill(worker, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await server.stop("SIGTERM"), server.output()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, ".lock"))).toBe(false);
  });

  test("SIGTERM to `npm start` reaches the server: it drains and exits, the lock released (no server left behind)", async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ dataDir, viaNpm: true });
    expect(await server.stop("SIGTERM")).toBe(0);
    // npm has exited; the server it ran must have stopped too, not be serving on as an orphan.
    const deadline = Date.now() + 20_000;
    while (fs.existsSync(path.join(dataDir, ".lock")) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fs.existsSync(path.join(dataDir, ".lock"))).toBe(false);
    await expect(fetch(server.url + "/healthz")).rejects.toThrow();
  });

  test("after SIGKILL the stale lock is taken over on the next start", async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ dataDir });
    await server.stop("SIGKILL");
    expect(fs.existsSync(path.join(dataDir, ".lock"))).toBe(true);
    const again = await startServer({ dataDir });
    expect((await (await fetch(again.url + "/healthz")).json())).toEqual({ status: "ok", database: "ok" });
    await again.stop();
  });
});
