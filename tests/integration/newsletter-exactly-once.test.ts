/**
 * Exactly once, as far as SMTP allows (ADR 0010): a campaign to 2,000 subscribers
 *  1. with the server SIGKILLed at random moments three times and restarted on the same DATA_DIR
 *     (embedded PostgreSQL): every subscriber receives exactly one distinct Message-ID; raw duplicates
 *     (a mail accepted by SMTP just before the kill and sent again after the lease) are counted,
 *     reported and bounded by the in-flight window;
 *  2. with two server processes sending from one PostgreSQL database: no delivery is sent twice.
 */
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, expect, inject, test } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { runSeed } from "~/db/seed.server";
import { CONCURRENCY, createCampaignForPost } from "~/newsletter/campaigns.server";
import { ensureBuild } from "../../server/ensure-build.ts";
import { startCountingSink } from "../helpers/newsletter";
import { createPgDatabase } from "../helpers/postgres";
import { BUILD_DIR, ROOT, startServer, tempDataDir, withDataDirDatabase, type TestServer } from "../helpers/server";

const SUBSCRIBERS = 2000;
const LEASE = "5";

/** Each test has its own sink, so a late mail of one test can never be counted by another. */
let smtp: Awaited<ReturnType<typeof startCountingSink>>;
const servers: Array<TestServer> = [];

beforeAll(() => {
  ensureBuild(ROOT, BUILD_DIR);
});

beforeEach(async () => {
  smtp = await startCountingSink();
});

afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop("SIGKILL").catch(() => {});
  await smtp?.stop();
});

/** Subscribers, a published post and its campaign, as the publishing transaction would leave them. */
async function prepare(database: Database) {
  await runSeed(database.db);
  await database.db.execute(sql`
    INSERT INTO newsletter_subscribers (email, language, status, confirmed_at)
    SELECT 'sub' || g || '@acme.mx', CASE WHEN g % 3 = 0 THEN 'en'::lang ELSE 'es'::lang END, 'active', now()
      FROM generate_series(1, ${SUBSCRIBERS}) g`);
  const rows = await database.query<{ id: string }>(
    `INSERT INTO posts (slug, category_id, status, published_at) VALUES ('exactly-once', (SELECT id FROM categories ORDER BY id LIMIT 1), 'published', now()) RETURNING id`,
  );
  const postId = rows[0]!.id;
  await database.query(`INSERT INTO post_contents (post_id, language, title, excerpt, content) VALUES ($1, 'es', 'Una vez', 'Solo una', '<p>uno</p>'), ($1, 'en', 'Once', 'Only once', '<p>one</p>')`, [postId]);
  // One campaign per language version, as publishing both at once creates them.
  await database.db.transaction(async (tx) => {
    await createCampaignForPost(tx, postId, "es");
    await createCampaignForPost(tx, postId, "en");
  });
}

function tally() {
  const idsByRecipient = new Map<string, Set<string>>();
  const recipientsById = new Map<string, Set<string>>();
  for (const m of smtp.mails) {
    const to = m.envelopeTo[0]!;
    const id = m.messageId ?? "";
    if (!idsByRecipient.has(to)) idsByRecipient.set(to, new Set());
    idsByRecipient.get(to)!.add(id);
    if (!recipientsById.has(id)) recipientsById.set(id, new Set());
    recipientsById.get(id)!.add(to);
  }
  return { raw: smtp.mails.length, distinct: recipientsById.size, idsByRecipient, recipientsById };
}

function expectEveryoneOnce(label: string) {
  const t = tally();
  const duplicates = t.raw - t.distinct;
  console.log(`[${label}] subscribers ${SUBSCRIBERS}, mails received ${t.raw}, distinct Message-IDs ${t.distinct}, raw duplicates ${duplicates}`);
  expect(t.idsByRecipient.size).toBe(SUBSCRIBERS);
  for (let i = 1; i <= SUBSCRIBERS; i++) expect(t.idsByRecipient.get(`sub${i}@acme.mx`)?.size, `sub${i}`).toBe(1);
  for (const [id, recipients] of t.recipientsById) {
    expect(id).toMatch(/^<delivery-\d+@localhost>$/);
    expect(recipients.size).toBe(1);
  }
  return duplicates;
}

async function waitForDistinct(n: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (tally().distinct >= n) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Only ${tally().distinct} of ${n} distinct mails arrived in time`);
}

test(
  "SIGKILL three times at random moments during a 2,000-subscriber campaign: everyone gets exactly one mail",
  async () => {
    const dataDir = tempDataDir("ardentia-nl-kill-");
    await withDataDirDatabase(dataDir, prepare);

    const env = { SMTP_URL: smtp.url, NEWSLETTER_LEASE_SECONDS: LEASE };
    // Kill when the sink has received a random number of mails, spread over the campaign.
    const targets = [0, 1, 2].map((i) => Math.floor(((i + 0.15 + Math.random() * 0.7) * SUBSCRIBERS * 0.7) / 3));
    let server = await startServer({ dataDir, env });
    servers.push(server);
    const kills: Array<number> = [];
    for (const target of targets) {
      const deadline = Date.now() + 60_000;
      while (smtp.mails.length < target && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
      kills.push(smtp.mails.length);
      await server.stop("SIGKILL");
      server = await startServer({ dataDir, env });
      servers.push(server);
    }
    await waitForDistinct(SUBSCRIBERS, 90_000);
    await server.stop("SIGTERM");
    console.log(`[kill test] killed after ${kills.join(", ")} mails received`);
    const duplicates = expectEveryoneOnce("kill test");
    // Only mails in flight at a kill can be repeated: at most CONCURRENCY per kill.
    expect(duplicates).toBeLessThanOrEqual(kills.length * CONCURRENCY);
    expect(kills.filter((k) => k > 0 && k < SUBSCRIBERS)).toHaveLength(3);

    await withDataDirDatabase(dataDir, async (after) => {
      const [row] = await after.query<{ sent: string; other: string; status: string }>(
        `SELECT count(*) FILTER (WHERE d.status = 'sent') AS sent, count(*) FILTER (WHERE d.status <> 'sent') AS other, max(c.status::text) AS status
           FROM newsletter_deliveries d JOIN newsletter_campaigns c ON c.id = d.campaign_id`,
      );
      expect(Number(row!.sent)).toBe(SUBSCRIBERS);
      expect(Number(row!.other)).toBe(0);
      expect(row!.status).toBe("done");
    });
  },
  300_000,
);

test(
  "two server processes on one PostgreSQL database never send the same delivery twice",
  async () => {
    const pg = await createPgDatabase(inject("pgAdminUrl"));
    try {
      const database = await openDatabase({ databaseUrl: pg.url });
      await prepare(database);
      await database.close();
      // The default lease: no process dies here, so no delivery should ever change hands.
      const env = { SMTP_URL: smtp.url, DATABASE_URL: pg.url };
      const pair = await Promise.all([startServer({ env }), startServer({ env })]);
      servers.push(...pair);
      await waitForDistinct(SUBSCRIBERS, 90_000);
      await new Promise((r) => setTimeout(r, 500));
      await Promise.all(pair.map((s) => s.stop("SIGTERM")));
      const duplicates = expectEveryoneOnce("two instances");
      expect(duplicates).toBe(0);
    } finally {
      await pg.drop();
    }
  },
  300_000,
);
