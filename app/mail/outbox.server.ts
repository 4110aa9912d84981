/**
 * The durable mail outbox (ADR 0006): a mail is a row first — inserted in the same
 * transaction as whatever caused it — and a worker sends it. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so several instances never send the same row at once and a
 * crash only delays a mail. Failures are retried with exponential backoff.
 *
 * Delivery is at-least-once: if the process dies after the SMTP server accepted a mail but before
 * the row was marked sent, it is sent again after the lease expires. Every mail carries a stable
 * Message-ID (`<outbox-{id}@host>`) so receivers can recognise the repeat (ADR 0006).
 */
import { sql } from "drizzle-orm";
import { db as currentDb, rowsOf, type Db } from "~/db/client.server";
import { mailOutbox, type OutboxMessage } from "~/db/schema";
import { registerPollingWorker } from "~/lib/lifecycle.server";
import { mailTransport, stableMessageId } from "./transport.server";

export const MAX_ATTEMPTS = 10;
export const LEASE_SECONDS = 120;

/** Seconds to wait before retry number `attempts` (1-based): 5 s, 10 s, 20 s … capped at 15 min. */
export function backoffSeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 900);
}

type Executor = Pick<Db, "insert" | "execute">;

/**
 * Adds a mail to the outbox. Pass the transaction of the change that causes the mail so both
 * commit together. With a `dedupeKey`, enqueueing the same mail twice stores it once.
 */
export async function enqueueMail(executor: Executor, kind: string, message: OutboxMessage, dedupeKey?: string): Promise<void> {
  await executor
    .insert(mailOutbox)
    .values({ kind, message, dedupeKey: dedupeKey ?? null })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
  mailEnqueued();
}

type ClaimedRow = { id: number; kind: string; message: OutboxMessage; attempts: number };


/** Claims up to `limit` due mails (pending and due, or sending with an expired lease). */
export async function claimDueMails(db: Db, limit: number): Promise<Array<ClaimedRow>> {
  const result = await db.execute(sql`
    UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1,
           locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
     WHERE id IN (
       SELECT id FROM mail_outbox
        WHERE (status = 'pending' AND next_attempt_at <= now())
           OR (status = 'sending' AND locked_until < now())
        ORDER BY id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, message, attempts`);
  return rowsOf<ClaimedRow>(result).map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
}

/** Sends the due mails once; returns how many were sent and how many failed this round. */
export async function processOutbox(db: Db = currentDb(), limit = 20): Promise<{ sent: number; failed: number }> {
  const rows = await claimDueMails(db, limit);
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await mailTransport().send({ ...row.message, messageId: row.message.messageId ?? stableMessageId("outbox", row.id) });
      await db.execute(sql`UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${row.id}`);
      sent++;
    } catch (error) {
      failed++;
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      await db.execute(sql`
        UPDATE mail_outbox
           SET status = ${giveUp ? "failed" : "pending"}::mail_status,
               next_attempt_at = now() + make_interval(secs => ${backoffSeconds(row.attempts)}),
               locked_until = NULL, last_error = ${message.slice(0, 1000)}
         WHERE id = ${row.id}`);
    }
  }
  return { sent, failed };
}

// --- the worker -------------------------------------------------------------------------------

/** Wakes the worker so a freshly enqueued mail leaves without waiting for the next poll. */
export function mailEnqueued() {
  outboxWorker.wake();
}

const outboxWorker = registerPollingWorker({
  name: "mail-outbox",
  pollMs: 2000,
  async runOnce() {
    const { sent, failed } = await processOutbox();
    return sent + failed > 0 && failed === 0;
  },
});
