/**
 * Oversized bodies cannot exhaust the server: five 100 MB uploads at once to the public form routes
 * are refused with 413 after reading at most the form limit, the process stays responsive, and its
 * memory does not grow with what was sent.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { startServer, type TestServer } from "../helpers/server";

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { WEB_CONCURRENCY: "1", WORKERS: "off" } });
});
afterAll(async () => {
  await server?.stop();
});

const children = (pid: number) =>
  execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" }).split("\n").map(Number).filter(Boolean);
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/**
 * Streams `megabytes` of form data (or, with `contentType`, of that type) to `path` until the server
 * answers or closes; resolves with the status (0 if cut off, or when no answer came within
 * `giveUpMs`). Without a declared length (`chunked`), the server learns the size only by reading.
 */
function flood(path: string, megabytes: number, options: { chunked?: boolean; contentType?: string; giveUpMs?: number } = {}): Promise<{ status: number; sentMb: number }> {
  return new Promise((resolve) => {
    const url = new URL(path, server.url);
    const chunk = Buffer.alloc(1024 * 1024, "a");
    let sent = 0;
    let status = 0;
    const headers: Record<string, string> = { "content-type": options.contentType ?? "application/x-www-form-urlencoded", origin: server.url };
    if (!options.chunked) headers["content-length"] = String(megabytes * chunk.length);
    const req = http.request(url, { method: "POST", headers });
    const giveUp = setTimeout(() => req.destroy(), options.giveUpMs ?? 120_000);
    const done = () => {
      clearTimeout(giveUp);
      resolve({ status, sentMb: sent });
    };
    req.on("response", (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on("end", done);
      res.on("error", done);
    });
    req.on("error", done);
    const pump = () => {
      while (sent < megabytes) {
        sent++;
        if (!req.write(sent === 1 ? Buffer.concat([Buffer.from("message="), chunk.subarray(8)]) : chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

test("five parallel 100 MB bodies: 413 each, /healthz keeps answering, memory stays flat", async () => {
  const [worker] = children(server.proc.pid!);
  expect(worker).toBeTruthy();
  // Warm the paths first so that loading code is not counted as growth.
  await fetch(`${server.url}/contacto`);
  await fetch(`${server.url}/healthz`);
  const before = rssMb(worker!);

  let healthy = 0;
  let slowestMs = 0;
  let flooding = true;
  const probe = (async () => {
    while (flooding) {
      const started = performance.now();
      const res = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5_000) });
      slowestMs = Math.max(slowestMs, performance.now() - started);
      if (res.status === 200) healthy++;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const paths = ["/contacto", "/contact", "/newsletter/confirm", "/admin/login", "/api/auth/sign-in/email"];
  const results = await Promise.all(paths.map((path) => flood(path, 100)));
  flooding = false;
  await probe;
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  const after = rssMb(worker!);
  console.log(`[big bodies] statuses ${results.map((r) => r.status).join(", ")}; MB written before the server stopped reading: ${results.map((r) => r.sentMb).join(", ")}; /healthz answered ${healthy} times, slowest ${slowestMs.toFixed(0)} ms; worker RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`);

  // 413 once the form limit is passed (415 where the route takes only JSON: refused unread). Every
  // sender reads its answer: the server reads and drops the rest for a while before cutting the
  // connection, so its reset never overtakes the answer.
  for (const result of results) expect([413, 415]).toContain(result.status);
  expect(results.filter((r) => r.status === 413).length).toBeGreaterThanOrEqual(4);
  // The client could not push anywhere near 100 MB before the server closed the connection.
  for (const result of results) expect(result.sentMb).toBeLessThan(100);
  expect(healthy).toBeGreaterThan(0);
  expect(after - before).toBeLessThan(50);
});

test("bodies without a declared length (chunked) past the limit: 413 at once, on every kind of route", async () => {
  // A cloned Request's stream cannot be cancelled until its twin is: a reader that awaited that
  // cancel kept the sign-in waiting for the client to finish (minutes for a slow one) before its
  // 413. Every answer here must come long before the 10 MB could be sent at loopback speed... or
  // the client gives up after 20 s and the status is 0.
  const cases = [
    { path: "/api/auth/sign-in/email", contentType: "application/json" },
    { path: "/api/contact", contentType: "application/json" },
    { path: "/api/newsletter/subscribe", contentType: "application/json" },
    { path: "/contacto", contentType: "application/x-www-form-urlencoded" },
    { path: "/newsletter/confirm", contentType: "application/x-www-form-urlencoded" },
  ];
  const results = await Promise.all(cases.map((c) => flood(c.path, 10, { chunked: true, contentType: c.contentType, giveUpMs: 20_000 })));
  console.log(`[big bodies, chunked] ${cases.map((c, i) => `${c.path} ${results[i]!.status} after ${results[i]!.sentMb} MB`).join("; ")}`);
  for (const [i, result] of results.entries()) expect({ path: cases[i]!.path, status: result.status }).toEqual({ path: cases[i]!.path, status: 413 });
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});
