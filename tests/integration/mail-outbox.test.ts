import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { openDatabase } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { backoffSeconds, claimDueMails, enqueueMail, MAX_ATTEMPTS, processOutbox } from "~/mail/outbox.server";
import { DB_KINDS } from "../helpers/db";
import { mailTestBed } from "../helpers/mail-bed";

const msg = (n: number) => ({ to: `buyer${n}@example.com`, subject: `Prueba ${n} — señal`, text: `Hola ${n}`, replyTo: "ventas@ardentia.mx" });

describe.each(DB_KINDS)("mail outbox on %s", (kind) => {
  const bed = mailTestBed(kind, { settings: { PUBLIC_URL: "https://www.ardentia.test" }, from: "Ardentia <no-reply@ardentia.test>", emptied: [mailOutbox] });

  test("mails enqueued in a transaction are sent once with a stable Message-ID", async () => {
    await bed.database.db.transaction(async (tx) => {
      await enqueueMail(tx, "test", msg(1), "k1");
      await enqueueMail(tx, "test", msg(2), "k2");
      await enqueueMail(tx, "test", msg(1), "k1"); // same key: stored once
    });
    expect(await processOutbox(bed.database.db)).toEqual({ sent: 2, failed: 0 });
    expect(await processOutbox(bed.database.db)).toEqual({ sent: 0, failed: 0 });
    expect(bed.smtp.mails.map((m) => m.subject).sort()).toEqual(["Prueba 1 — señal", "Prueba 2 — señal"]);
    const ids = await bed.database.db.select({ id: mailOutbox.id }).from(mailOutbox);
    expect(bed.smtp.mails.map((m) => m.messageId).sort()).toEqual(ids.map((r) => `<outbox-${r.id}@www.ardentia.test>`).sort());
    expect(bed.smtp.mails[0]?.replyTo?.text).toBe("ventas@ardentia.mx");
  });

  test("a rolled-back transaction enqueues nothing", async () => {
    await expect(
      bed.database.db.transaction(async (tx) => {
        await enqueueMail(tx, "test", msg(3));
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await bed.database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  test("with the SMTP server down nothing is lost; mails leave when it is back", async () => {
    await bed.smtp.stop();
    await enqueueMail(bed.database.db, "test", msg(4));
    expect(await processOutbox(bed.database.db)).toEqual({ sent: 0, failed: 1 });
    const [row] = await bed.database.db.select().from(mailOutbox);
    expect(row?.status).toBe("pending");
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 3000);
    // Not due yet: nothing is claimed.
    expect(await processOutbox(bed.database.db)).toEqual({ sent: 0, failed: 0 });
    await bed.smtp.start();
    await bed.database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await processOutbox(bed.database.db)).toEqual({ sent: 1, failed: 0 });
    expect(bed.smtp.mails.map((m) => m.subject)).toEqual(["Prueba 4 — señal"]);
  });

  test("after the last attempt a mail is marked failed with its error", async () => {
    await bed.smtp.stop();
    await enqueueMail(bed.database.db, "test", msg(5));
    await bed.database.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS - 1 });
    await processOutbox(bed.database.db);
    const [row] = await bed.database.db.select().from(mailOutbox);
    expect(row?.status).toBe("failed");
    expect(row?.lastError).toBeTruthy();
    await bed.smtp.start();
  });

  test("a mail whose sender died (expired lease) is claimed again", async () => {
    await enqueueMail(bed.database.db, "test", msg(6));
    const claimed = await claimDueMails(bed.database.db, 10);
    expect(claimed).toHaveLength(1);
    expect(await claimDueMails(bed.database.db, 10)).toHaveLength(0);
    await bed.database.db.execute(sql`UPDATE mail_outbox SET locked_until = now() - interval '1 second'`);
    expect(await processOutbox(bed.database.db)).toEqual({ sent: 1, failed: 0 });
    const [row] = await bed.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, claimed[0]!.id));
    expect(row?.status).toBe("sent");
  });

  test("two instances never claim the same mail", async () => {
    for (let i = 0; i < 60; i++) await enqueueMail(bed.database.db, "test", msg(100 + i));
    const other = await openDatabase({ databaseUrl: bed.database.url!, migrate: false });
    try {
      const batches = await Promise.all([
        claimDueMails(bed.database.db, 7),
        claimDueMails(other.db, 7),
        claimDueMails(bed.database.db, 7),
        claimDueMails(other.db, 7),
      ]);
      const ids = batches.flat().map((r) => r.id);
      expect(ids.length).toBe(28);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await other.close();
    }
  });
});

test("backoff grows and is capped", () => {
  expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([5, 10, 20, 40]);
  expect(backoffSeconds(20)).toBe(900);
});
