/**
 * Two instances of the production build (two workers each) on one PostgreSQL, behind nginx
 * round-robin, as a deployment with several machines runs them. Through the balancer and directly:
 * - a rolling restart (SIGTERM one instance, start it again, then the other) under a steady load of
 *   about 50 requests/s loses no request;
 * - a post published through one instance is on the other's pages at once (cache invalidation by
 *   NOTIFY);
 * - a session made on one is valid on the other, and signing out on one ends it on both;
 * - a rate limit counts the requests of both instances;
 * - an image uploaded through one instance is served by the other (uploads in an S3 bucket);
 * - a newsletter campaign to 2,000 subscribers finishes on the other instance when the one sending
 *   it is killed with kill -9, each subscriber getting one message (ADR 0010);
 * - a post scheduled through one instance is published once at its time by the four workers of
 *   both instances racing for it, with one newsletter per subscriber;
 * - the periodic clean-ups run once (each period's run is claimed by one worker of one instance);
 * - /readyz answers 503 while an instance drains.
 */
import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { contactBody, TEST_SESSION_SECRET } from "../helpers/contact";
import sharp from "sharp";
import { runNginx, type Nginx } from "../helpers/nginx";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../helpers/smtp";
import { startS3, type S3TestServer } from "../helpers/s3";
import { acquirePostgres, createPgDatabase, type PgServer } from "../helpers/postgres";
import { ensureBuild } from "../../server/ensure-build.ts";
import { utcToMonterreyInput } from "~/blog/schedule";
import { BUILD_DIR, freePort, ROOT, startServer, tempDataDir, type TestServer } from "../helpers/server";

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const ADMIN = { email: "cluster@ardentia.test", password: "dos-instancias-2026" };

let postgres: PgServer;
let s3: S3TestServer;
let smtp: SmtpSink;
let database: { url: string; drop(): Promise<void> };
let nginx: Omit<Nginx, "url">;
let publicUrl: string;
const ports: Array<number> = [];
const dataDirs: Array<string> = [];
const instances: Array<TestServer> = [];

function startInstance(i: number) {
  return startServer({
    port: ports[i]!,
    dataDir: dataDirs[i]!,
    env: {
      DATABASE_URL: database.url,
      ...s3.env,
      SMTP_URL: smtp.url,
      // A killed instance's claimed deliveries are taken over after 5 s.
      NEWSLETTER_LEASE_SECONDS: "5",
      WEB_CONCURRENCY: "2",
      PUBLIC_URL: publicUrl,
      SESSION_SECRET: TEST_SESSION_SECRET,
      TRUST_PROXY: "loopback",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SHUTDOWN_DELAY_S: "5",
    },
  });
}

/** The last lines of a log, for a failure message. */
const tail = (text: string, lines = 40) => text.trimEnd().split("\n").slice(-lines).join("\n") || "(empty)";

const direct = (i: number) => `http://localhost:${ports[i]}`;

/** Rows of the shared database. */
async function sql<T extends pg.QueryResultRow>(text: string): Promise<Array<T>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Signs in on instance `i` and publishes (or, with `fields`, e.g. schedules) a post from the editor's form, as the balancer would send it (public Host and Origin). */
async function publishThrough(i: number, title: string, fields: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const signed = await fetch(`${direct(i)}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: publicUrl },
    body: JSON.stringify(ADMIN),
  });
  expect(signed.status).toBe(200);
  const cookie = signed.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const [category] = await sql<{ id: number }>("SELECT id FROM categories ORDER BY id LIMIT 1");
  const body = new URLSearchParams({
    intent: "publish",
    categoryId: String(category!.id),
    es_title: title,
    es_excerpt: "Un resumen para la prueba de dos instancias.",
    es_content: "<p>Contenido publicado a través de una instancia.</p>",
    ...fields,
  }).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(`${direct(i)}/admin/posts/new`, {
      method: "POST",
      headers: { host: new URL(publicUrl).host, origin: publicUrl, cookie, "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
    });
    req.on("response", (res) => {
      let text = "";
      res.on("data", (d: Buffer) => (text += d.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

beforeAll(async () => {
  ensureBuild(ROOT, BUILD_DIR);
  postgres = await acquirePostgres();
  database = await createPgDatabase(postgres.adminUrl);
  s3 = await startS3();
  smtp = await startSmtpSink();
  const nginxPort = await freePort();
  publicUrl = `http://localhost:${nginxPort}`;
  for (let i = 0; i < 2; i++) {
    ports.push(await freePort());
    dataDirs.push(tempDataDir("ardentia-cluster-"));
  }
  // One after the other: the first runs the migrations and the seed.
  for (let i = 0; i < 2; i++) instances.push(await startInstance(i));
  nginx = await runNginx(
    // As a deployment should: an instance that refused a connection is skipped for 2 s, and idle
    // upstream connections are dropped by nginx (4 s) before the app would (5 s), so a request is
    // never sent on a connection the app is closing.
    `upstream app {
      server 127.0.0.1:${ports[0]} max_fails=1 fail_timeout=2s;
      server 127.0.0.1:${ports[1]} max_fails=1 fail_timeout=2s;
      keepalive 16;
      keepalive_timeout 4s;
    }
    server {
      listen 127.0.0.1:${nginxPort};
      location / {
        proxy_pass http://app;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_next_upstream error timeout http_502 http_503;
        proxy_next_upstream_tries 3;
      }
    }`,
    async () => (await fetch(`${publicUrl}/healthz`)).ok,
    `${publicUrl}/healthz`,
  );
});

afterAll(async () => {
  await nginx?.stop();
  for (const instance of instances) await instance?.stop();
  await database?.drop().catch(() => {});
  await postgres?.stop();
  await s3?.remove();
  await smtp?.stop();
});

test("a rolling restart behind nginx loses no request at a steady 50 requests/s; /readyz is 503 while an instance drains", async () => {
  const paths = ["/", "/blog", "/nosotros", "/productos", "/about", "/blog?search=reflujo"];
  // Warm both instances first (first renders load code): the measurement is about restarts.
  for (let i = 0; i < 2; i++) for (const p of paths) for (let k = 0; k < 4; k++) await (await fetch(`${direct(i)}${p}`)).arrayBuffer();
  const failures: Array<string> = [];
  let sent = 0;
  let load = true;
  const t0 = performance.now();
  const events: Array<string> = [];
  const inFlight = new Set<Promise<void>>();
  const stoppedOutput: Array<string> = [];
  const generator = (async () => {
    while (load) {
      // Every seventh request misses the page cache (a query string it has not seen).
      const base = paths[sent % paths.length]!;
      const target = `${publicUrl}${base}${sent % 7 === 0 ? `${base.includes("?") ? "&" : "?"}n=${sent}` : ""}`;
      sent++;
      const sentAt = performance.now();
      // A generous timeout: on a small machine running four workers, a restarting instance's boot
      // competes for the cores; a late answer is not a lost one.
      const request = fetch(target, { redirect: "manual", signal: AbortSignal.timeout(30_000) })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status >= 500) failures.push(`${res.status} ${target} t=${(performance.now() - t0).toFixed(0)}`);
        })
        .catch((error: unknown) => void failures.push(`${(error as Error).message} ${target} at=${(sentAt - t0).toFixed(0)}`))
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();

  await new Promise((r) => setTimeout(r, 2_000));
  for (let i = 0; i < 2; i++) {
    // SIGTERM with a drain delay: readiness goes 503 first while the instance still serves.
    events.push(`stop ${i} at ${(performance.now() - t0).toFixed(0)}`);
    const stopping = instances[i]!.stop();
    let sawDraining = false;
    const seen: Array<string> = [];
    // Generous: the instance still carries its share of the load, on a machine with few cores.
    const deadline = performance.now() + 4_500;
    while (!sawDraining && performance.now() < deadline) {
      const res = await fetch(`${direct(i)}/readyz`, { signal: AbortSignal.timeout(4_000) }).catch((error: Error) => void seen.push(error.message));
      if (res) {
        const body = (await res.json()) as { status: string };
        seen.push(`${res.status} ${body.status}`);
        sawDraining = res.status === 503 && body.status === "draining";
      }
      if (!sawDraining) await new Promise((r) => setTimeout(r, 50));
    }
    expect(sawDraining, `instance ${i} /readyz during its drain: ${seen.join(", ")}`).toBe(true);
    expect(await stopping).toBe(0);
    stoppedOutput.push(`instance ${i} before its restart:\n${tail(instances[i]!.output())}`);
    await new Promise((r) => setTimeout(r, 1_000));
    events.push(`stopped ${i} at ${(performance.now() - t0).toFixed(0)}`);
    instances[i] = await startInstance(i);
    events.push(`started ${i} at ${(performance.now() - t0).toFixed(0)}`);
    expect((await fetch(`${direct(i)}/readyz`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1_000));
  }
  load = false;
  await generator;
  await Promise.all(inFlight);
  console.log(`[cluster] rolling restart of 2 instances (${events.join(", ")} ms): ${sent} requests through nginx, ${failures.length} failed`);
  // On a failure, what nginx and the instances said: which upstream failed, and how.
  const diagnostics = [
    `nginx error log:\n${tail(nginx.errors())}`,
    ...stoppedOutput,
    ...instances.map((instance, i) => `instance ${i} after its restart:\n${tail(instance.output())}`),
  ].join("\n\n");
  expect(failures, diagnostics).toEqual([]);
  expect(sent).toBeGreaterThan(300);
});

test("a post published through one instance is on the other's pages at once", async () => {
  const title = `Perfil de reflujo en clúster ${Date.now()}`;
  // The other instance has /blog in its page cache before the publish.
  expect(await (await fetch(`${direct(1)}/blog`)).text()).not.toContain(title);
  const published = await publishThrough(0, title);
  expect(published.status, published.body.slice(0, 300)).toBeLessThan(400);
  const started = performance.now();
  let seenMs = -1;
  while (performance.now() - started < 10_000) {
    if ((await (await fetch(`${direct(1)}/blog`)).text()).includes(title)) {
      seenMs = performance.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  console.log(`[cluster] the publish was on the other instance's /blog after ${seenMs.toFixed(0)} ms`);
  expect(seenMs).toBeGreaterThanOrEqual(0);
});

test("a session made on one instance is valid on the other; signing out on one ends it on both", async () => {
  const signed = await fetch(`${direct(1)}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: publicUrl },
    body: JSON.stringify(ADMIN),
  });
  expect(signed.status).toBe(200);
  const cookie = signed.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const session = async (i: number) => (await (await fetch(`${direct(i)}/api/auth/get-session`, { headers: { cookie } })).json()) as { user?: { email: string } } | null;
  expect((await session(0))?.user?.email).toBe(ADMIN.email);
  expect((await fetch(`${direct(0)}/admin/dashboard`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
  const out = await fetch(`${direct(0)}/api/auth/sign-out`, { method: "POST", headers: { cookie, Origin: publicUrl, "Content-Type": "application/json" }, body: "{}" });
  expect(out.status).toBe(200);
  expect(await session(1)).toBeNull();
  expect((await fetch(`${direct(1)}/admin/dashboard`, { headers: { cookie }, redirect: "manual" })).status).toBe(302);
});

test("a rate limit counts the requests of both instances", async () => {
  const send = (i: number) =>
    fetch(`${direct(i)}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: publicUrl, "X-Forwarded-For": "192.0.2.200" },
      body: JSON.stringify(contactBody()),
    });
  // Five requests per address in 10 minutes, wherever they land.
  for (const i of [0, 1, 0, 1, 0]) expect((await send(i)).status).toBe(201);
  expect((await send(1)).status).toBe(429);
  expect((await send(0)).status).toBe(429);
});

test("an image uploaded through one instance is served by the other", async () => {
  const signed = await fetch(`${direct(0)}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: publicUrl },
    body: JSON.stringify(ADMIN),
  });
  const cookie = signed.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const form = new FormData();
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 10, g: 140, b: 90 } } }).png().toBuffer();
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "placa.png");
  const uploaded = await fetch(`${direct(0)}/api/admin/uploads`, { method: "POST", body: form, headers: { cookie, Origin: publicUrl } });
  expect(uploaded.status).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const [fromFirst, fromSecond] = await Promise.all([fetch(`${direct(0)}${url}`), fetch(`${direct(1)}${url}`)]);
  expect(fromSecond.status).toBe(200);
  expect(Buffer.from(await fromSecond.arrayBuffer()).equals(Buffer.from(await fromFirst.arrayBuffer()))).toBe(true);
});

test("a post scheduled through one instance is published once at its time by both instances' workers, with one newsletter per subscriber", async () => {
  await sql(
    `INSERT INTO newsletter_subscribers (email, language, status, confirmed_at)
     SELECT 'agenda' || g || '@maquila.mx', CASE WHEN g % 2 = 0 THEN 'en' ELSE 'es' END::lang, 'active', now() FROM generate_series(1, 40) g`,
  );
  const title = `Programado en clúster ${Date.now()}`;
  const at = new Date(Math.ceil((Date.now() + 6_000) / 1000) * 1000);
  const scheduled = await publishThrough(0, title, { intent: "schedule", scheduledAt: utcToMonterreyInput(at, { seconds: true }) });
  expect(scheduled.status, scheduled.body.slice(0, 300)).toBeLessThan(400);
  const [post] = await sql<{ id: string; status: string }>(
    `SELECT p.id, p.status FROM posts p JOIN post_contents pc ON pc.post_id = p.id AND pc.language = 'es' WHERE pc.title = '${title}'`,
  );
  expect(post!.status).toBe("scheduled");
  expect(await (await fetch(`${direct(1)}/blog`)).text()).not.toContain(title);
  const isScheduledMail = (m: ReceivedMail) => /^agenda\d+@maquila\.mx$/.test(m.envelopeTo[0] ?? "");
  await smtp.waitFor((mails) => mails.filter(isScheduledMail).length >= 40, 60_000);
  await new Promise((r) => setTimeout(r, 2_000));
  const [state] = await sql<{ status: string; published_at: Date; job: string; attempts: number; campaigns: number; deliveries: number }>(
    `SELECT p.status, p.published_at, j.status AS job, j.attempts,
            (SELECT count(*)::int FROM newsletter_campaigns c WHERE c.post_id = p.id) AS campaigns,
            (SELECT count(*)::int FROM newsletter_deliveries d JOIN newsletter_campaigns c ON c.id = d.campaign_id WHERE c.post_id = p.id) AS deliveries
       FROM posts p JOIN jobs j ON j.key = 'publish-post:' || p.id::text || ':es' WHERE p.id = '${post!.id}'`,
  );
  console.log(`[cluster] scheduled post published ${new Date(state!.published_at).getTime() - at.getTime()} ms after its time`);
  expect(state).toMatchObject({ status: "published", job: "done", attempts: 1, campaigns: 1, deliveries: 40 });
  expect(new Date(state!.published_at).getTime()).toBeGreaterThanOrEqual(at.getTime());
  const mails = smtp.mails.filter(isScheduledMail);
  expect(mails).toHaveLength(40);
  expect(new Set(mails.map((m) => m.envelopeTo[0])).size).toBe(40);
  expect(await (await fetch(`${direct(1)}/blog`)).text()).toContain(title);
  // Out of the way of the 2,000-subscriber campaign below.
  await sql(`UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = now() WHERE email LIKE 'agenda%@maquila.mx'`);
});

test("a newsletter campaign to 2,000 subscribers reaches each once (a repeat after kill -9 carries the same Message-ID) when the sending instance is killed mid-campaign", async () => {
  await sql(
    `INSERT INTO newsletter_subscribers (email, language, status, confirmed_at)
     SELECT 'lector' || g || '@maquila.mx', 'es', 'active', now() FROM generate_series(1, 2000) g`,
  );
  const title = `Campaña de clúster ${Date.now()}`;
  const isCampaignMail = (m: ReceivedMail) => (m.subject ?? "").includes(title) && /^lector\d+@maquila\.mx$/.test(m.envelopeTo[0] ?? "");
  const published = await publishThrough(1, title);
  expect(published.status).toBeLessThan(400);
  // Both instances send; one is killed mid-campaign (no drain, its claimed deliveries stay leased).
  await smtp.waitFor((mails) => mails.filter(isCampaignMail).length >= 300, 120_000);
  await instances[0]!.stop("SIGKILL");
  const killedAt = smtp.mails.filter(isCampaignMail).length;
  await smtp.waitFor((mails) => new Set(mails.filter(isCampaignMail).map((m) => m.envelopeTo[0])).size >= 2000, 180_000);
  await new Promise((r) => setTimeout(r, 3_000));
  const campaign = smtp.mails.filter(isCampaignMail);
  const recipients = new Set(campaign.map((m) => m.envelopeTo[0]));
  const distinct = new Set(campaign.map((m) => `${m.envelopeTo[0]} ${m.messageId}`));
  console.log(
    `[cluster] campaign to 2,000 subscribers: ${campaign.length} mails, ${recipients.size} recipients, ${campaign.length - recipients.size} repeated after the kill (instance killed after ${killedAt} mails)`,
  );
  expect(recipients.size).toBe(2000);
  // Over SMTP a mail accepted just before the kill and not yet marked sent is sent again by the
  // instance that takes the campaign over (ADR 0010): such a repeat carries the first copy's
  // Message-ID (one message per recipient for every client that de-duplicates), and there are at
  // most as many as the killed workers had in flight (2 workers × 16 slots).
  expect(distinct.size).toBe(2000);
  expect(campaign.length - recipients.size).toBeLessThanOrEqual(32);
  const [state] = await sql<{ sent: string; other: string }>(
    `SELECT count(*) FILTER (WHERE d.status = 'sent')::text AS sent, count(*) FILTER (WHERE d.status <> 'sent')::text AS other
       FROM newsletter_deliveries d JOIN newsletter_campaigns c ON c.id = d.campaign_id JOIN post_contents pc ON pc.post_id = c.post_id
      WHERE pc.title = '${title.replaceAll("'", "''")}'`,
  );
  expect(state).toEqual({ sent: "2000", other: "0" });
});

test("the periodic clean-ups run once across both instances' workers", async () => {
  const tasks = ["audit-retention", "contact-retention", "newsletter-cleanup", "rate-limit-purge"];
  // Each worker checks its tasks 30-90 s after it starts (every worker of both instances checks).
  const deadline = Date.now() + 150_000;
  let rows: Array<{ name: string; runs: number }> = [];
  while (Date.now() < deadline) {
    rows = await sql<{ name: string; runs: number }>("SELECT name, runs FROM periodic_tasks ORDER BY name");
    if (tasks.every((t) => rows.some((r) => r.name === t))) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.log(`[cluster] periodic clean-ups: ${rows.map((r) => `${r.name} ran ${r.runs}×`).join(", ")}`);
  expect(rows).toEqual(tasks.map((name) => ({ name, runs: 1 })));
});
