/**
 * Upload storage on local disk and in an S3-compatible bucket (a real S3-protocol server, s3rver, on
 * 127.0.0.1): the same contract on both; the server with S3_* settings stores, serves and deletes
 * images from the bucket; a wrong bucket or wrong credentials stop the start with one line; an outage
 * while serving gives 503 on upload and on /readyz while pages keep rendering; local uploads are copied
 * into a bucket idempotently; a backup takes its files from a bucket and restores them into another.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, test, vi } from "vitest";
import { openDatabase } from "~/db/client.server";
import { S3Storage } from "~/media/s3-storage.server";
import { LocalDiskStorage, StorageUnavailable, type FileStorage } from "~/media/storage.server";
import { createBackup, restoreBackup } from "../../server/backup.ts";
import { ensureBuild } from "../../server/ensure-build.ts";
import { createPgDatabase } from "../helpers/postgres";
import { startS3, type S3TestServer } from "../helpers/s3";
import { BUILD_DIR, ROOT, startServer, tempDataDir, type TestServer } from "../helpers/server";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let s3: S3TestServer;
const work = tempDataDir("ardentia-storage-");

beforeAll(async () => {
  s3 = await startS3("ardentia-media", ["ardentia-restored"]);
});
afterAll(async () => {
  await s3?.remove();
  fs.rmSync(work, { recursive: true, force: true });
});

const s3Settings = () => ({ bucket: s3.bucket, endpoint: s3.endpoint, region: "us-east-1", accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true });

describe.each([
  ["local disk", () => new LocalDiskStorage(path.join(work, "uploads"))],
  ["S3", () => new S3Storage(s3Settings())],
] as Array<[string, () => FileStorage]>)("storage contract on %s", (_name, make) => {
  test("put, read, exists, list, remove; public URLs map back to keys, foreign ones do not", async () => {
    const store = make();
    await store.check();
    const keys = ["posts/1_a_uno.webp", "posts/1_a_uno-400.webp", "posts/2_b_dos.webp"];
    for (const [i, key] of keys.entries()) await store.put(key, Buffer.from(`imagen ${i}`), "image/webp");
    expect((await store.read(keys[0]!))?.toString()).toBe("imagen 0");
    expect(await store.exists(keys[2]!)).toBe(true);
    expect(await store.read("posts/nada.webp")).toBeNull();
    const listed: Array<string> = [];
    for await (const key of store.list()) listed.push(key);
    expect(listed.sort()).toEqual([...keys].sort());
    const url = store.publicUrl(keys[0]!);
    expect(store.keyFromUrl(url)).toBe(keys[0]);
    expect(store.keyFromUrl(`${url}?x=1#y`)).toBe(keys[0]);
    expect(store.keyFromUrl(`https://example.com${url}`)).toBe(keys[0]);
    expect(store.keyFromUrl("/images/../admin/x")).toBeNull();
    expect(store.keyFromUrl("/uploads/blog-images/../x.webp")).toBeNull();
    await store.remove(keys);
    expect(await store.exists(keys[0]!)).toBe(false);
    await expect(store.put("../fuera.webp", Buffer.from("x"), "image/webp")).rejects.toThrow();
  });
});

test("with a public (CDN) base, new images link there; /uploads URLs and the base both name the key, other hosts do not", () => {
  const store = new S3Storage({ ...s3Settings(), publicUrl: "https://media.example.com/ardentia" });
  const key = "posts/1_a_uno.webp";
  expect(store.publicUrl(key)).toBe("https://media.example.com/ardentia/blog-images/posts/1_a_uno.webp");
  expect(store.keyFromUrl(store.publicUrl(key))).toBe(key);
  expect(store.keyFromUrl("/uploads/blog-images/posts/1_a_uno.webp")).toBe(key);
  expect(store.keyFromUrl("https://evil.example.com/ardentia/blog-images/posts/1_a_uno.webp")).toBeNull();
});

describe("S3 refusals and outages, in one line", () => {
  test("a missing bucket, wrong credentials and a server that does not answer", async () => {
    const missing = new S3Storage({ ...s3Settings(), bucket: "no-existe" });
    await expect(missing.check()).rejects.toThrow(/the bucket "no-existe" does not exist/);
    const denied = new S3Storage({ ...s3Settings(), accessKeyId: "WRONG", secretAccessKey: "WRONG" });
    await expect(denied.check()).rejects.toThrow(/access denied .*S3_ACCESS_KEY_ID/);
    const down = new S3Storage({ ...s3Settings(), endpoint: "http://127.0.0.1:9" });
    const error = await down.check().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailable);
    expect((error as Error).message).toMatch(/did not answer/);
    expect((error as Error).message).not.toMatch(/S3RVER/);
  });

  test("a server that accepts the connection and never answers: an outage after the time limit, not a call that waits for ever", async () => {
    const sockets: Array<net.Socket> = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const port = (silent.address() as net.AddressInfo).port;
      const hung = new S3Storage({ ...s3Settings(), endpoint: `http://127.0.0.1:${port}`, timeoutMs: 400 });
      const started = Date.now();
      const error = await hung.check().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StorageUnavailable);
      expect((error as Error).message).toMatch(/did not answer/);
      // Two attempts, each ended by the silence (the SDK arms its socket timer within ~3 s): well under a minute.
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe("the site with its uploads in a bucket", () => {
  let server: TestServer;
  let cookie: string;
  const ADMIN = { email: "s3@ardentia.test", password: "imagenes-en-el-bucket" };

  beforeAll(async () => {
    ensureBuild(ROOT, BUILD_DIR);
    server = await startServer({ env: { ...s3.env, WEB_CONCURRENCY: "1", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    const signed = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify(ADMIN),
    });
    expect(signed.status).toBe(200);
    cookie = signed.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function upload() {
    const form = new FormData();
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 60, b: 40 } } }).png().toBuffer();
    form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "horno-reflujo.png");
    return fetch(`${server.url}/api/admin/uploads`, { method: "POST", body: form, headers: { cookie, Origin: server.url } });
  }

  test("an upload goes to the bucket (three widths), is served at /uploads with the same headers, and is deleted from it", async () => {
    const res = await upload();
    expect(res.status).toBe(201);
    const { url, variants } = (await res.json()) as { url: string; variants: Array<{ url: string }> };
    expect(url).toMatch(/^\/uploads\/blog-images\/posts\/\d+_[0-9a-f]+_horno-reflujo\.webp$/);
    const bucket = new S3Storage(s3Settings());
    const key = bucket.keyFromUrl(url)!;
    expect(await bucket.exists(key)).toBe(true);
    for (const v of variants) expect(await bucket.exists(bucket.keyFromUrl(v.url)!)).toBe(true);
    expect(fs.existsSync(path.join(server.dataDir, "uploads", "blog-images"))).toBe(false);

    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("content-security-policy")).toMatch(/^sandbox/);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toMatch(/immutable/);
    const bytes = (await bucket.read(key))!;
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await fetch(`${server.url}/uploads/blog-images/posts/0_nada.webp`)).status).toBe(404);
    // Like a file on the local disk: revalidated with its ETag, and served in byte ranges.
    const etag = served.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(served.headers.get("accept-ranges")).toBe("bytes");
    // (A Cache-Control of its own, as a browser's revalidation sends: fetch adds "no-cache" to a conditional request otherwise.)
    const revalidated = await fetch(`${server.url}${url}`, { headers: { "If-None-Match": etag!, "Cache-Control": "max-age=0" } });
    expect(revalidated.status).toBe(304);
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0);
    expect((await fetch(`${server.url}${url}`, { headers: { "If-None-Match": '"otra"', "Cache-Control": "max-age=0" } })).status).toBe(200);
    const part = await fetch(`${server.url}${url}`, { headers: { Range: "bytes=10-109" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-109/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 110))).toBe(true);
    const tail = await fetch(`${server.url}${url}`, { headers: { Range: "bytes=-50" } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 50))).toBe(true);
    const beyond = await fetch(`${server.url}${url}`, { headers: { Range: `bytes=${bytes.length + 10}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
    // A range for another version of the file (If-Range with another ETag): the whole file.
    expect((await fetch(`${server.url}${url}`, { headers: { Range: "bytes=0-9", "If-Range": '"otra"' } })).status).toBe(200);
    expect((await fetch(`${server.url}${url}`, { headers: { Range: "bytes=oops" } })).status).toBe(200);

    const removed = await fetch(`${server.url}/api/admin/uploads`, {
      method: "DELETE",
      headers: { cookie, Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify({ url }),
    });
    expect(removed.status).toBe(200);
    expect(await bucket.exists(key)).toBe(false);
  });

  test("the bucket down: uploads get 503 with a message, /readyz 503, pages still render; back up: ready again", async () => {
    await s3.stop();
    try {
      const res = await upload();
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: string }).error).toMatch(/almacenamiento de imágenes no responde/);
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ storage: "unavailable", database: "ok" });
      expect((await fetch(`${server.url}/blog`)).status).toBe(200);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await s3.restart();
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});

test("a wrong bucket or wrong credentials stop the start with one line", async () => {
  for (const [extra, message] of [
    [{ S3_BUCKET: "no-existe" }, /Cannot use the upload storage \(the S3 bucket "no-existe" at http:\/\/127\.0\.0\.1:\d+\): the bucket "no-existe" does not exist/],
    // s3rver checks the access key id (not the signature): an unknown key stands for wrong credentials.
    [{ S3_ACCESS_KEY_ID: "WRONG", S3_SECRET_ACCESS_KEY: "WRONG" }, /access denied to the bucket "ardentia-media"/],
  ] as const) {
    const failed = await startServer({ env: { ...s3.env, ...extra, WEB_CONCURRENCY: "1" }, timeoutMs: 60_000 }).then(
      async (s) => {
        await s.stop();
        return "started";
      },
      (error: Error) => error.message,
    );
    expect(failed).toMatch(/exited with 1/);
    expect(failed).toMatch(message);
    expect(failed).not.toMatch(/WRONG/);
  }
});

test("npm run uploads:to-s3 copies local uploads into the bucket once, checking each object", async () => {
  const dataDir = tempDataDir("ardentia-to-s3-");
  const local = new LocalDiskStorage(path.join(dataDir, "uploads"));
  const keys = ["posts/9_c_tres.webp", "posts/9_c_tres-800.webp", "editor/8_d_cuatro.webp"];
  for (const key of keys) await local.put(key, Buffer.from(`archivo ${key}`), "image/webp");
  const run = (dir = dataDir) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/uploads-to-s3.ts"], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/root", DATA_DIR: dir, ...s3.env },
      });
      let out = "";
      child.stdout.on("data", (d: Buffer) => (out += d.toString()));
      child.stderr.on("data", (d: Buffer) => (out += d.toString()));
      child.on("close", (code) => resolve({ code, out }));
    });
  const first = await run();
  expect(first.code, first.out).toBe(0);
  expect(first.out).toMatch(/3 uploads in .*: 3 copied to the bucket "ardentia-media", 0 already there, 0 failed/);
  const again = await run();
  expect(again.out).toMatch(/0 copied .*, 3 already there, 0 failed/);
  // A mistyped DATA_DIR is a failure, not "0 copied".
  const mistyped = await run(`${dataDir}-typo`);
  expect(mistyped.code, mistyped.out).toBe(1);
  expect(mistyped.out).toContain(`DATA_DIR "${dataDir}-typo" does not exist`);
  // An uploads folder that cannot be read (here a file where the folder should be; a test run as
  // root reads a folder of mode 000): one line naming it, exit 1, no stack trace.
  const broken = tempDataDir("ardentia-to-s3-broken-");
  fs.writeFileSync(path.join(broken, "uploads"), "not a folder");
  const unreadable = await run(broken);
  expect(unreadable.code, unreadable.out).toBe(1);
  expect(unreadable.out.trim().split("\n"), unreadable.out).toHaveLength(1);
  expect(unreadable.out).toMatch(/ENOTDIR.*uploads/);
  expect(unreadable.out).not.toMatch(/\n\s+at /);
  fs.rmSync(broken, { recursive: true, force: true });
  const bucket = new S3Storage(s3Settings());
  for (const key of keys) expect((await bucket.read(key))?.toString()).toBe(`archivo ${key}`);
  await bucket.remove(keys);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a backup of a site whose uploads are in a bucket restores its files into another, empty bucket, checked", async () => {
  const source = await createPgDatabase(inject("pgAdminUrl"));
  const target = await createPgDatabase(inject("pgAdminUrl"));
  const archive = path.join(work, "bucket-site.tar.gz");
  try {
    // Migrated, empty databases: the archive's tables hold only what the test adds.
    for (const url of [source.url, target.url]) await (await openDatabase({ databaseUrl: url, poolSize: 2 })).close();
    const from = new S3Storage(s3Settings());
    const keys = ["posts/5_e_cinco.webp", "posts/5_e_cinco-800.webp", "editor/6_f_seis.webp"];
    for (const key of keys) await from.put(key, Buffer.from(`bytes de ${key}`), "image/webp");
    const backup = await createBackup({ databaseUrl: source.url, files: from, file: archive });
    expect(backup.files).toBe(3);
    const into = new S3Storage({ ...s3Settings(), bucket: "ardentia-restored" });
    const restored = await restoreBackup({ database: async () => target.url, files: into, file: archive });
    expect(restored.files).toBe(3);
    for (const key of keys) expect((await into.read(key))?.toString()).toBe(`bytes de ${key}`);
    // A bucket that already holds files is refused.
    const third = await createPgDatabase(inject("pgAdminUrl"));
    try {
      await (await openDatabase({ databaseUrl: third.url, poolSize: 2 })).close();
      await expect(restoreBackup({ database: async () => third.url, files: into, file: archive })).rejects.toThrow(/already holds 3 files/);
    } finally {
      await third.drop();
    }
    await from.remove(keys);
    await into.remove(keys);
  } finally {
    await source.drop();
    await target.drop();
  }
});
