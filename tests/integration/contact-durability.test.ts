/**
 * Durability (ADR 0006, 0009 and 0014): 200 concurrent contact requests against a real server
 * (the primary and its workers); it is killed with SIGKILL while they run and restarted on the same
 * data. Three crashes: the app's processes on the embedded PostgreSQL (the database survives and is
 * stopped and restarted by the next start), the app AND every PostgreSQL process at once (a power
 * cut: PostgreSQL's crash recovery must bring back every committed request), and the app on an
 * external PostgreSQL. Every request that got a 201 must be in the database and get its
 * notification; delivery is at-least-once with a stable Message-ID per outbox row, so each 201 must
 * map to exactly one distinct notification Message-ID (a raw resend of that same Message-ID is
 * counted and reported).
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, inject, test } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { ensureBuild } from "../../server/ensure-build.ts";
import { contactBody, TEST_SESSION_SECRET } from "../helpers/contact";
import { createPgDatabase } from "../helpers/postgres";
import { clusterProcesses, runningEmbeddedUrl } from "../../server/embedded-postgres.ts";
import { BUILD_DIR, killIfAlive, ROOT, startServer, tempDataDir, type TestServer } from "../helpers/server";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp";

const TOTAL = 200;
const KILL_AFTER_RESPONSES = 60;

let server: TestServer | undefined;
let smtp: SmtpSink | undefined;
let database: Database | undefined;
let dropDb: (() => Promise<void>) | undefined;

afterEach(async () => {
  await server?.stop();
  await database?.close();
  await smtp?.stop();
  await dropDb?.();
  server = undefined;
  database = undefined;
  smtp = undefined;
  dropDb = undefined;
});

type Scenario = { name: string; database: "embedded" | "external"; killDatabase: boolean };
const SCENARIOS: Array<Scenario> = [
  { name: "embedded PostgreSQL, SIGKILL of the app", database: "embedded", killDatabase: false },
  { name: "embedded PostgreSQL, SIGKILL of the app and every PostgreSQL process at once", database: "embedded", killDatabase: true },
  { name: "external PostgreSQL, SIGKILL of the app", database: "external", killDatabase: false },
];

describe.each(SCENARIOS)("$name", (scenario) => {
  test(`${TOTAL} concurrent requests, SIGKILL mid-way, restart: every 201 is stored and notified once per Message-ID`, { timeout: 240_000 }, async () => {
    ensureBuild(ROOT, BUILD_DIR);
    smtp = await startSmtpSink();
    const dataDir = tempDataDir("ardentia-durability-");
    let databaseUrl: () => string;
    const env: Record<string, string> = { SMTP_URL: smtp.url, SESSION_SECRET: TEST_SESSION_SECRET, TRUST_PROXY: "loopback", CONTACT_TO: "ventas@ardentia.test" };
    if (scenario.database === "external") {
      const pg = await createPgDatabase(inject("pgAdminUrl"));
      dropDb = pg.drop;
      env.DATABASE_URL = pg.url;
      databaseUrl = () => pg.url;
    } else {
      dropDb = async () => fs.rmSync(dataDir, { recursive: true, force: true });
      databaseUrl = () => runningEmbeddedUrl(dataDir)!;
    }
    server = await startServer({ env, dataDir });
    const first = server;

    let answered = 0;
    let killed = 0;
    // Why requests got no JSON answer (for the failure message: a refused connection after the
    // kill is expected; anything before it is not).
    const errors = new Set<string>();
    const outcomes = await Promise.all(
      Array.from({ length: TOTAL }, async (_, i) => {
        try {
          const res = await fetch(`${first.url}/api/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.18.${Math.floor(i / 200)}.${i % 200}` },
            body: JSON.stringify(contactBody({ name: `Cliente ${i}`, email: `cliente${i}@example.com` })),
          });
          const body = (await res.json()) as { id?: string };
          if (++answered === KILL_AFTER_RESPONSES) {
            const victims = scenario.killDatabase ? clusterProcesses(path.join(dataDir, "pg")) : [];
            process.kill(-first.proc.pid!, "SIGKILL");
            // A backend whose client was just killed may exit on its own before its turn (ESRCH).
            for (const pid of victims) killIfAlive(pid);
            killed++;
          }
          return { status: res.status, id: body.id };
        } catch (error) {
          if (errors.size < 5) errors.add(String((error as Error)?.cause ?? error).slice(0, 200));
          return { status: 0, id: undefined };
        }
      }),
    );
    await first.stop(); // already dead: returns its exit state
    const accepted = outcomes.filter((o) => o.status === 201).map((o) => o.id!);
    const failed = outcomes.filter((o) => o.status === 0).length;
    expect(killed, `${answered} of ${TOTAL} requests answered with JSON (the kill was due at ${KILL_AFTER_RESPONSES}); errors: ${[...errors].join(" | ")}`).toBe(1);
    expect(accepted.length).toBeGreaterThanOrEqual(KILL_AFTER_RESPONSES - 5);
    expect(outcomes.every((o) => o.status === 201 || o.status === 0)).toBe(true);

    // Restart on the same data.
    server = await startServer({ env, dataDir });
    database = await openDatabase({ databaseUrl: databaseUrl(), migrate: false });
    const db = database;

    const stored = new Set((await db.query<{ id: string }>("SELECT id FROM contact_requests")).map((r) => r.id));
    const missing = accepted.filter((id) => !stored.has(id));
    expect(missing).toEqual([]);

    // A mail claimed by the killed process keeps its lease (120 s); move the clock on instead of waiting.
    const leased = await db.query<{ n: string }>("UPDATE mail_outbox SET locked_until = now() - interval '1 second' WHERE status = 'sending' RETURNING id AS n");

    // Every stored request has exactly one notification row, and all of them get sent.
    const notifyRows = await db.query<{ n: string }>("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'contact-notification'");
    expect(Number(notifyRows[0]!.n)).toBe(stored.size);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const [row] = await db.query<{ pending: string }>("SELECT count(*) AS pending FROM mail_outbox WHERE status <> 'sent'");
      if (Number(row!.pending) === 0) break;
      if (Date.now() > deadline) throw new Error(`${row!.pending} mails still unsent`);
      await new Promise((r) => setTimeout(r, 250));
    }

    const notifications = smtp.mails.filter((m) => m.envelopeTo.includes("ventas@ardentia.test"));
    const byRequest = new Map<string, Array<string>>();
    for (const mail of notifications) {
      const id = String(mail.headers.get("x-ardentia-contact-request"));
      byRequest.set(id, [...(byRequest.get(id) ?? []), mail.messageId ?? ""]);
    }
    let rawDuplicates = 0;
    for (const id of stored) {
      const messageIds = byRequest.get(id) ?? [];
      expect(messageIds.length, `notification for ${id}`).toBeGreaterThanOrEqual(1);
      expect(new Set(messageIds).size, `distinct Message-IDs for ${id}`).toBe(1);
      rawDuplicates += messageIds.length - 1;
    }
    // No notification for a request that is not stored.
    expect([...byRequest.keys()].filter((id) => !stored.has(id))).toEqual([]);

    console.log(
      [
        "",
        "| requests | 201 | connection lost | stored | kills | leases expired | notifications | raw duplicates |",
        "|---|---|---|---|---|---|---|---|",
        `| ${TOTAL} | ${accepted.length} | ${failed} | ${stored.size} | ${killed} | ${leased.length} | ${notifications.length} | ${rawDuplicates} |`,
      ].join("\n"),
    );
  });
});
