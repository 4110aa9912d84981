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
import { db as currentDb, type Db } from "~/db/client.server";
import { mailOutbox, type OutboxMessage } from "~/db/schema";
import { leasedQueue, pollingWorker } from "~/platform/jobs.server";
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

const queue = leasedQueue({ table: "mail_outbox", statusType: "mail_status", waiting: "pending", doneColumn: "sent_at", columns: ["kind", "message"] });

/** Claims up to `limit` due mails (pending and due, or sending with an expired lease). */
export async function claimDueMails(db: Db, limit: number): Promise<Array<ClaimedRow>> {
  return (await queue.claim(db, limit, LEASE_SECONDS)) as Array<ClaimedRow>;
}

/** Sends the due mails once; returns how many were sent and how many failed this round. */
export async function processOutbox(db: Db = currentDb(), limit = 20): Promise<{ sent: number; failed: number }> {
  const rows = await claimDueMails(db, limit);
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await mailTransport().send({ ...row.message, messageId: row.message.messageId ?? stableMessageId("outbox", row.id) });
      await queue.complete(db, [row.id]);
      sent++;
    } catch (error) {
      failed++;
      const message = error instanceof Error ? error.message : String(error);
      await queue.fail(db, row.id, message, { giveUp: row.attempts >= MAX_ATTEMPTS, retryInSeconds: backoffSeconds(row.attempts) });
    }
  }
  return { sent, failed };
}

// --- the worker -------------------------------------------------------------------------------

/** Wakes the worker so a freshly enqueued mail leaves without waiting for the next poll. */
export function mailEnqueued() {
  outboxWorker.wake();
}

export const outboxWorker = pollingWorker({
  name: "mail-outbox",
  pollMs: 2000,
  async runOnce() {
    const { sent, failed } = await processOutbox();
    return sent + failed > 0 && failed === 0;
  },
});
