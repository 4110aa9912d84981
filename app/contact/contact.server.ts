/**
 * Contact requests (ADR 0006, 0009): accept, persist, then deliver. A valid
 * request is stored together with its two outbox mails (notification to CONTACT_TO, acknowledgement
 * to the requester) in one transaction before the reply; the outbox worker sends them. A request
 * that trips the honeypot or the minimum fill time gets the same answer, is stored with
 * is_spam = true and sends nothing. A re-post of the same form (same signed token, same content:
 * a refresh after sending, Back then send again, two posts at once) is stored and mailed once and
 * answered with the request the first post stored.
 */
import { createElement } from "react";
import { and, count, desc, eq, lt, or, type AnyColumn } from "drizzle-orm";
import { company } from "~/config/company";
import { env } from "~/config/env.server";
import { db as currentDb, type Db } from "~/db/client.server";
import { containsText } from "~/db/contains-text";
import { contactRequests } from "~/db/schema";
import type { Lang } from "~/i18n/lang";
import { periodicTask } from "~/platform/jobs.server";
import { enqueueMail } from "~/mail/outbox.server";
import { renderEmail } from "~/mail/render.server";
import { isUuid } from "~/platform/ids";
import { maskName, recordAudit, type Actor } from "~/platform/audit.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { checkFormToken, submissionKey } from "./form-token.server";
import { CONTACT_STATUSES, isContactStatus, type ContactStatus } from "./inbox";
import type { ContactRequestInput } from "./schema";

export const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 };
/**
 * Acknowledgements one address receives at most per day, whoever sends the requests: the form must
 * not become a way to mail a stranger (from many IPs) with a greeting someone else typed. Requests
 * over the cap are still stored and still reach sales; only the acknowledgement is skipped.
 */
export const ACK_PER_RECIPIENT = { max: 2, windowMs: 24 * 60 * 60 * 1000 };
/** The privacy notice promises contact requests are kept up to 24 months. */
export const RETENTION_MONTHS = 24;

export { CONTACT_STATUSES, isContactStatus, type ContactStatus };

/** Anything that goes into a mail header: one line, no control characters. */
export function headerSafe(value: string, max = 200): string {
  // oxlint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim().slice(0, max);
}

/** `"Name" <address>` with the name quoted and escaped (the address is validated by the schema). */
export function mailbox(name: string, address: string): string {
  const safe = headerSafe(name, 120).replace(/["\\]/g, "");
  return safe ? `"${safe}" <${address}>` : address;
}

export type SubmitInput = {
  request: ContactRequestInput;
  /** The language the request is in (its `language` field, else the resolved page language). */
  lang: Lang;
  /** Honeypot field value (must be empty) and the signed render timestamp. */
  honeypot: unknown;
  formToken: unknown;
  ip: string;
  userAgent: string | null;
};

export type SubmitResult = { ok: true; id: string; spam: boolean } | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

function spamReason(input: SubmitInput): string | null {
  if (typeof input.honeypot === "string" ? input.honeypot.trim() !== "" : input.honeypot !== undefined && input.honeypot !== null) {
    return "honeypot";
  }
  // The minimum fill time applies to our own form, which always sends its signed token. A client of
  // the JSON API (`POST /api/contact`: name … language) sends none and is accepted like a person; the per-IP
  // rate limit and the Origin check still hold it back.
  if (input.formToken === undefined || input.formToken === null) return null;
  const token = checkFormToken(input.formToken);
  return token.ok ? null : token.reason;
}

/** The id of the request stored under a submission key, if any. */
async function requestWithKey(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ id: contactRequests.id }).from(contactRequests).where(eq(contactRequests.idempotencyKey, key)).limit(1);
  return row?.id ?? null;
}

export async function submitContactRequest(input: SubmitInput, db: Db = currentDb()): Promise<SubmitResult> {
  const reason = spamReason(input);
  // A person's form (a valid token) keys its submission; spam and token-less JSON clients have no key.
  const key = reason === null && typeof input.formToken === "string" ? submissionKey(input.formToken, input.request) : null;
  // A re-post answers with the request already stored, before the rate limit: refreshing the page
  // neither uses up the visitor's allowance nor meets a 429 its first post did not get.
  const earlier = key ? await requestWithKey(db, key) : null;
  if (earlier) return { ok: true, id: earlier, spam: false };

  const limited = await hitRateLimit(db, `contact:${input.ip}`, RATE_LIMIT.max, RATE_LIMIT.windowMs);
  if (!limited.allowed) return { ok: false, reason: "rate-limited", retryAfterSeconds: limited.retryAfterSeconds };

  const r = input.request;
  const values = {
    name: r.name,
    email: r.email,
    phone: r.phone,
    state: r.state,
    municipality: r.municipality,
    company: r.company,
    position: r.position,
    industry: r.industry,
    message: r.message,
    language: input.lang,
    isSpam: reason !== null,
    spamReason: reason,
    ip: input.ip.slice(0, 64),
    userAgent: input.userAgent ? input.userAgent.slice(0, 500) : null,
  };

  if (reason) {
    const [row] = await db.insert(contactRequests).values(values).returning({ id: contactRequests.id });
    return { ok: true, id: row!.id, spam: true };
  }

  // Render outside the transaction (it is CPU work); the id is chosen here so the mails can cite it.
  const id = crypto.randomUUID();
  const config = env();
  const receivedAt = new Date();
  const request = { ...r, language: input.lang };
  // The templates (and react-email) load with the first request, not with every worker.
  const [{ ContactNotification, contactNotificationSubject }, { ContactAcknowledgement, contactAcknowledgementSubject }] = await Promise.all([
    import("~/contact/mails/ContactNotification"),
    import("~/contact/mails/ContactAcknowledgement"),
  ]);
  const [notification, acknowledgement] = await Promise.all([
    renderEmail(createElement(ContactNotification, { request, id, adminUrl: `${config.PUBLIC_URL}/admin/messages/${id}`, receivedAt })),
    renderEmail(createElement(ContactAcknowledgement, { lang: input.lang, name: headerSafe(r.name, 120) })),
  ]);

  const storedId = await db.transaction(async (tx) => {
    // Race-safe: of two posts of the same form at once, one inserts; the other waits for its commit,
    // inserts nothing, queues no mail and answers with the first one's id.
    const [inserted] = await tx
      .insert(contactRequests)
      .values({ ...values, id, createdAt: receivedAt, idempotencyKey: key })
      .onConflictDoNothing({ target: contactRequests.idempotencyKey })
      .returning({ id: contactRequests.id });
    if (!inserted) {
      const first = key ? await requestWithKey(tx, key) : null;
      if (!first) throw new Error("A contact request's key conflicted, but no request holds it");
      return first;
    }
    await enqueueMail(
      tx,
      "contact-notification",
      {
        to: config.CONTACT_TO,
        subject: headerSafe(contactNotificationSubject(r), 250),
        replyTo: mailbox(r.name, r.email),
        headers: { "X-Ardentia-Contact-Request": id },
        ...notification,
      },
      `contact-notification:${id}`,
    );
    const ackAllowed = await hitRateLimit(tx, `contact-ack:${r.email.trim().toLowerCase()}`, ACK_PER_RECIPIENT.max, ACK_PER_RECIPIENT.windowMs);
    if (!ackAllowed.allowed) return id;
    await enqueueMail(
      tx,
      "contact-acknowledgement",
      {
        to: r.email,
        subject: contactAcknowledgementSubject(input.lang),
        replyTo: company.email,
        headers: { "X-Ardentia-Contact-Request": id, "Auto-Submitted": "auto-replied" },
        ...acknowledgement,
      },
      `contact-acknowledgement:${id}`,
    );
    return id;
  });
  return { ok: true, id: storedId, spam: false };
}

// --- the inbox (admin) ------------------------------------------------------------------------

export const INBOX_PAGE_SIZE = 25;

function inboxWhere(filter: { q?: string; status?: ContactStatus }) {
  const conditions = [eq(contactRequests.isSpam, false)];
  if (filter.status) conditions.push(eq(contactRequests.status, filter.status));
  const q = filter.q?.trim();
  if (q) {
    const matches = (column: AnyColumn) => containsText(column, q);
    conditions.push(or(matches(contactRequests.name), matches(contactRequests.email), matches(contactRequests.company), matches(contactRequests.message))!);
  }
  return and(...conditions);
}

export async function listContactRequests(filter: { q?: string; status?: ContactStatus; page?: number }, db: Db = currentDb()) {
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const where = inboxWhere(filter);
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select({
        id: contactRequests.id,
        name: contactRequests.name,
        email: contactRequests.email,
        company: contactRequests.company,
        message: contactRequests.message,
        status: contactRequests.status,
        language: contactRequests.language,
        createdAt: contactRequests.createdAt,
      })
      .from(contactRequests)
      .where(where)
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    db.select({ n: count() }).from(contactRequests).where(where),
    db
      .select({ status: contactRequests.status, n: count() })
      .from(contactRequests)
      .where(eq(contactRequests.isSpam, false))
      .groupBy(contactRequests.status),
  ]);
  const counts = Object.fromEntries(CONTACT_STATUSES.map((s) => [s, 0])) as Record<ContactStatus, number>;
  for (const row of byStatus) counts[row.status] = Number(row.n);
  return { rows, total: Number(total?.n ?? 0), page, pageSize: INBOX_PAGE_SIZE, counts };
}


export async function getContactRequest(id: string, db: Db = currentDb()) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(contactRequests)
    .where(and(eq(contactRequests.id, id), eq(contactRequests.isSpam, false)))
    .limit(1);
  return row ?? null;
}

/** Opens a request in the admin: the read of personal data is an audit entry. */
export async function viewContactRequest(id: string, actor: Actor, db: Db = currentDb()) {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const row = await getContactRequest(id, tx);
    if (row) await recordAudit(tx, actor, { action: "contact.viewed", objectType: "contact_request", objectId: id, objectLabel: maskName(row.name) });
    return row;
  });
}

export async function setContactStatus(id: string, status: ContactStatus, actor: Actor, db: Db = currentDb()): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(contactRequests)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(contactRequests.id, id), eq(contactRequests.isSpam, false)))
      .returning({ id: contactRequests.id, name: contactRequests.name });
    if (rows[0]) await recordAudit(tx, actor, { action: "contact.status_changed", objectType: "contact_request", objectId: id, objectLabel: maskName(rows[0].name), details: { status } });
    return rows.length > 0;
  });
}

/** Deletes a request for good (privacy requests). Its already-sent mails are not in our hands. */
export async function deleteContactRequest(id: string, actor: Actor, db: Db = currentDb()): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const rows = await tx.delete(contactRequests).where(eq(contactRequests.id, id)).returning({ id: contactRequests.id, name: contactRequests.name });
    if (rows[0]) await recordAudit(tx, actor, { action: "contact.deleted", objectType: "contact_request", objectId: id, objectLabel: maskName(rows[0].name) });
    return rows.length > 0;
  });
}

/** The requests an export holds (search and filter of the inbox); the export is an audit entry. */
export async function exportContactRequests(filter: { q?: string; status?: ContactStatus }, actor: Actor, db: Db = currentDb()) {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(contactRequests).where(inboxWhere(filter)).orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
    await recordAudit(tx, actor, { action: "contact.exported", details: { rows: rows.length, filter } });
    return rows;
  });
}

// --- retention --------------------------------------------------------------------------------

/** Deletes requests (spam included) older than the retention period; returns how many. */
export async function purgeExpiredContactRequests(db: Db = currentDb(), now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - RETENTION_MONTHS);
  const rows = await db.delete(contactRequests).where(lt(contactRequests.createdAt, cutoff)).returning({ id: contactRequests.id });
  return rows.length;
}

/** Daily: requests past the retention period go (registered in app/register.server.ts). */
export const contactRetention = periodicTask({
  name: "contact-retention",
  periodMs: 24 * 60 * 60 * 1000,
  firstCheckMs: 60_000,
  run: () => purgeExpiredContactRequests(),
});

