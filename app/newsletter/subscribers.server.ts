/**
 * Subscribers: double opt-in signup, confirmation, unsubscription, removal, listing, analytics
 * and the daily clean-up of unconfirmed signups (the privacy notice promises 30 days).
 *
 * The signup answer never depends on whether the address is new, pending or active, so nobody can
 * learn who subscribes. Mails go through the durable outbox in the same transaction as the change.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { env } from "~/config/env.server";
import { sessionSecret } from "~/config/secrets.server";
import { db as currentDb, rowsOf, type Db } from "~/db/client.server";
import { containsText } from "~/db/contains-text";
import { newsletterSubscribers } from "~/db/schema";
import type { Lang } from "~/i18n/lang";
import { pagePath } from "~/i18n/paths";
import { periodicTask } from "~/platform/jobs.server";
import { enqueueMail } from "~/mail/outbox.server";
import { renderEmail } from "~/mail/render.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { TEAM_TIME_ZONE } from "~/platform/team-time";
import { maskEmail, recordAudit, type Actor } from "~/platform/audit.server";
import type { SubscribeInput, SubscriberStatus } from "./email";
import { CONFIRM_TTL_MS, hashToken, newConfirmToken, signId, verifySignedId } from "./tokens";
import type { SubscriberRow } from "./views";
import { closeFinishedCampaigns } from "./campaign-status.server";
import { isUuid } from "~/platform/ids";

export const SIGNUPS_PER_IP = 10;
export const SIGNUP_WINDOW_MS = 15 * 60 * 1000;
/** A pending address gets a new confirmation mail at most this often (no mail-bombing a victim). */
export const RESEND_AFTER_MS = 5 * 60 * 1000;
export const UNCONFIRMED_RETENTION_DAYS = 30;
const UNSUBSCRIBE_PURPOSE = "newsletter-unsubscribe";

export function siteUrl(pathAndQuery: string): string {
  return env().PUBLIC_URL + pathAndQuery;
}

export function unsubscribeToken(subscriberId: string): string {
  return signId(sessionSecret(), UNSUBSCRIBE_PURPOSE, subscriberId);
}

export function subscriberIdFromUnsubscribeToken(token: string | null | undefined): string | null {
  const id = verifySignedId(sessionSecret(), UNSUBSCRIBE_PURPOSE, token);
  return isUuid(id) ? id : null;
}

/** The page a person sees (GET shows a button; the POST unsubscribes). */
export function unsubscribePageUrl(subscriberId: string, lang: Lang): string {
  return siteUrl(`/newsletter/unsubscribe?t=${unsubscribeToken(subscriberId)}&lang=${lang}`);
}

/** The RFC 8058 one-click target of the List-Unsubscribe header (GET redirects to the page). */
export function oneClickUnsubscribeUrl(subscriberId: string, lang: Lang): string {
  return siteUrl(`/api/newsletter/unsubscribe?t=${unsubscribeToken(subscriberId)}&lang=${lang}`);
}



/**
 * The mail templates load on first use: react-email's component library takes seconds to import,
 * which would otherwise be added to every server start.
 */
const templates = () => import("~/newsletter/mails");

async function confirmationMessage(email: string, lang: Lang, token: string) {
  const { NewsletterConfirmMail, confirmSubject } = await templates();
  const confirmUrl = siteUrl(`/newsletter/confirm?token=${token}&lang=${lang}`);
  const { html, text } = await renderEmail(createElement(NewsletterConfirmMail, { lang, confirmUrl }));
  return { to: email, subject: confirmSubject(lang), html, text };
}

export type SubscribeOutcome = "accepted" | "rate_limited";

/**
 * Records a signup. Outcomes are deliberately coarse: "accepted" for a new, pending, active or
 * re-subscribing address and for a bot caught by the honeypot alike.
 */
export async function subscribe(input: SubscribeInput, ip: string, db: Db = currentDb()): Promise<SubscribeOutcome> {
  if (!(await hitRateLimit(db, `newsletter-subscribe:${ip}`, SIGNUPS_PER_IP, SIGNUP_WINDOW_MS)).allowed) return "rate_limited";
  if (input.website) return "accepted"; // honeypot filled: a bot; pretend all went well
  const { token, hash } = newConfirmToken();
  const expires = new Date(Date.now() + CONFIRM_TTL_MS);
  const message = await confirmationMessage(input.email, input.language, token);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email: input.email, language: input.language, status: "pending", confirmTokenHash: hash, confirmExpiresAt: expires })
      // The unique key is the address in any case (`lower(email)`): `Ana@…` after `ana@…` is the same subscriber.
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    if (inserted[0]) {
      await enqueueMail(tx, "newsletter-confirm", message, `newsletter-confirm:${hash}`);
      return;
    }
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${input.email})`)
      .for("update");
    // An active address is left alone (the answer says nothing of who is subscribed), unless its
    // mail bounced: signing up again sends a new link, whose use shows the mailbox works again.
    if (!existing || (existing.status === "active" && !existing.bouncedAt)) return;
    if (existing.status === "pending") {
      const issuedAt = existing.confirmExpiresAt ? existing.confirmExpiresAt.getTime() - CONFIRM_TTL_MS : 0;
      if (Date.now() - issuedAt < RESEND_AFTER_MS) return;
    }
    // Pending (a fresh link replaces the old one), unsubscribed or bounced (confirm again).
    await tx
      .update(newsletterSubscribers)
      .set({
        status: "pending",
        language: input.language,
        confirmTokenHash: hash,
        confirmExpiresAt: expires,
        ...(existing.status === "unsubscribed" ? { subscribedAt: new Date(), confirmedAt: null, unsubscribedAt: null } : {}),
      })
      .where(eq(newsletterSubscribers.id, existing.id));
    await enqueueMail(tx, "newsletter-confirm", message, `newsletter-confirm:${hash}`);
  });
  return "accepted";
}

export type ConfirmState = "valid" | "invalid" | "expired";

/** What a confirmation link would do, without using it (the GET page). */
export async function inspectConfirmToken(token: string | null, db: Db = currentDb()): Promise<ConfirmState> {
  if (!token || token.length > 100) return "invalid";
  const [row] = await db
    .select({ expires: newsletterSubscribers.confirmExpiresAt })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)), eq(newsletterSubscribers.status, "pending")))
    .limit(1);
  if (!row) return "invalid";
  return row.expires && row.expires.getTime() > Date.now() ? "valid" : "expired";
}

/** Uses a confirmation link: pending → active with confirmedAt. Single use. */
export async function confirmSubscription(token: string | null, db: Db = currentDb()): Promise<"confirmed" | "invalid" | "expired"> {
  if (!token || token.length > 100) return "invalid";
  const result = await db.execute(sql`
    UPDATE newsletter_subscribers
       SET status = 'active', confirmed_at = now(), confirm_token_hash = NULL, confirm_expires_at = NULL,
           bounced_at = NULL, bounce_reason = NULL, updated_at = now()
     WHERE confirm_token_hash = ${hashToken(token)} AND status = 'pending' AND confirm_expires_at > now()
    RETURNING id`);
  if (rowsOf(result).length === 1) return "confirmed";
  return (await inspectConfirmToken(token, db)) === "expired" ? "expired" : "invalid";
}

/** Who an unsubscribe token belongs to (for the confirmation page); null when invalid. */
export async function subscriberForUnsubscribe(token: string | null, db: Db = currentDb()) {
  const id = subscriberIdFromUnsubscribeToken(token);
  if (!id) return null;
  const [row] = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, status: newsletterSubscribers.status, language: newsletterSubscribers.language })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .limit(1);
  return row ?? null;
}

/** Unsubscribes by signed token; sends the unsubscribe-confirmed mail once. */
export async function unsubscribeByToken(token: string | null, db: Db = currentDb()): Promise<"unsubscribed" | "invalid"> {
  const id = subscriberIdFromUnsubscribeToken(token);
  if (!id) return "invalid";
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).for("update");
    if (!row) return "invalid";
    if (row.status === "unsubscribed") return "unsubscribed";
    const now = new Date();
    await tx
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(eq(newsletterSubscribers.id, id));
    // A campaign still sending skips this address from now on.
    await tx.execute(sql`DELETE FROM newsletter_deliveries WHERE subscriber_id = ${id} AND status = 'queued'`);
    if (row.status === "active") {
      const { NewsletterUnsubscribedMail, unsubscribedSubject } = await templates();
      const { html, text } = await renderEmail(createElement(NewsletterUnsubscribedMail, { lang: row.language, blogUrl: siteUrl(`${pagePath("blog", row.language)}?lang=${row.language}`) }));
      await enqueueMail(tx, "newsletter-unsubscribed", { to: row.email, subject: unsubscribedSubject(row.language), html, text }, `newsletter-unsubscribed:${id}:${now.getTime()}`);
    }
    return "unsubscribed";
  });
}

/** Deletes a subscriber and the copies of their address (privacy requests). */
export async function removeSubscriber(id: string, actor: Actor, db: Db = currentDb()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).for("update");
    if (!row) return false;
    const dropped = rowsOf<{ campaign_id: string }>(
      await tx.execute(sql`DELETE FROM newsletter_deliveries WHERE subscriber_id = ${id} AND status IN ('queued', 'failed') RETURNING campaign_id`),
    );
    // A campaign whose last waiting delivery this was is over now ("Enviando" would stay forever).
    await closeFinishedCampaigns(tx, [...new Set(dropped.map((row) => row.campaign_id))]);
    await tx.execute(sql`UPDATE newsletter_deliveries SET email = 'removed' WHERE subscriber_id = ${id}`);
    await tx.execute(sql`DELETE FROM mail_outbox WHERE kind LIKE 'newsletter-%' AND message->>'to' = ${row.email} AND status <> 'sending'`);
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
    await recordAudit(tx, actor, { action: "newsletter.subscriber_removed", objectType: "subscriber", objectId: id, objectLabel: maskEmail(row.email) });
    return true;
  });
}

export const MAX_LIST_LIMIT = 1000;

/**
 * Subscribers, newest first: at most `limit` (1…MAX_LIST_LIMIT) for a list on screen, or every one
 * (`limit: null`) for the CSV export, which must leave nobody out.
 */
/** Which subscribers a list or export reads: a status (none: all), an address fragment, a window. */
export type SubscriberFilter = {
  status?: SubscriberStatus;
  /** Part of the address, accents and case aside. */
  search?: string;
  /** At most this many (capped at MAX_LIST_LIMIT); null: every one (the CSV export). */
  limit: number | null;
  /** Skipped first, in the list's order (newest first). */
  offset?: number;
};

function subscriberWhere(options: SubscriberFilter) {
  return and(
    options.status ? eq(newsletterSubscribers.status, options.status) : undefined,
    options.search ? containsText(newsletterSubscribers.email, options.search) : undefined,
  );
}

/** How many subscribers the filter's status and search match (the window aside). */
export async function countSubscribers(options: SubscriberFilter, db: Db = currentDb()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers).where(subscriberWhere(options));
  return row?.n ?? 0;
}

export async function listSubscribers(options: SubscriberFilter, db: Db = currentDb()): Promise<Array<SubscriberRow>> {
  const query = db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      language: newsletterSubscribers.language,
      status: newsletterSubscribers.status,
      subscribedAt: newsletterSubscribers.subscribedAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
      bouncedAt: newsletterSubscribers.bouncedAt,
      bounceReason: newsletterSubscribers.bounceReason,
    })
    .from(newsletterSubscribers)
    .where(subscriberWhere(options))
    .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id))
    .$dynamic();
  const windowed = options.offset ? query.offset(options.offset) : query;
  const rows = await (options.limit === null ? windowed : windowed.limit(Math.min(Math.max(1, options.limit), MAX_LIST_LIMIT)));
  return rows.map((r) => ({ ...r, subscribedAt: r.subscribedAt.toISOString(), confirmedAt: r.confirmedAt?.toISOString() ?? null, bouncedAt: r.bouncedAt?.toISOString() ?? null }));
}

/**
 * The subscribers an admin reads, as a CSV export (`export`) or through the API's JSON list
 * (`list`): either read of personal data is an audit entry, written in the same transaction.
 */
export async function readSubscribers(options: SubscriberFilter, actor: Actor, read: "export" | "list", db: Db = currentDb()): Promise<Array<SubscriberRow>> {
  return db.transaction(async (tx) => {
    const rows = await listSubscribers(options, tx);
    const action = read === "export" ? "newsletter.subscribers_exported" : "newsletter.subscribers_listed";
    await recordAudit(tx, actor, { action, details: { rows: rows.length, status: options.status ?? "all", ...(options.search ? { search: true } : {}) } });
    return rows;
  });
}

export type NewsletterAnalytics = {
  totalSubscribers: number;
  recentSubscribers: number;
  confirmationRate: number;
  languageBreakdown: { es: number; en: number };
  recentSubscribersList: Array<{ email: string; language: Lang; confirmedAt: string | null }>;
  lastUpdated: string;
};

export const RECENT_WINDOW_DAYS = 30;

/**
 * totalSubscribers = active; recentSubscribers = active subscribers who confirmed in the last 30
 * days; confirmationRate = percentage (one decimal) of everyone who ever signed up (still on
 * record) who confirmed; languageBreakdown = active per language; the 10 latest confirmations.
 */
export async function newsletterAnalytics(db: Db = currentDb()): Promise<NewsletterAnalytics> {
  const [counts] = rowsOf<Record<string, string | number>>(
    await db.execute(sql`
      SELECT count(*) FILTER (WHERE status = 'active') AS active,
             count(*) FILTER (WHERE status = 'active' AND confirmed_at >= now() - make_interval(days => ${RECENT_WINDOW_DAYS})) AS recent,
             count(*) FILTER (WHERE confirmed_at IS NOT NULL) AS confirmed,
             count(*) AS everyone,
             count(*) FILTER (WHERE status = 'active' AND language = 'es') AS es,
             count(*) FILTER (WHERE status = 'active' AND language = 'en') AS en
        FROM newsletter_subscribers`),
  );
  const n = (k: string) => Number(counts?.[k] ?? 0);
  const latest = await db
    .select({ email: newsletterSubscribers.email, language: newsletterSubscribers.language, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "active"))
    .orderBy(desc(newsletterSubscribers.confirmedAt))
    .limit(10);
  return {
    totalSubscribers: n("active"),
    recentSubscribers: n("recent"),
    confirmationRate: n("everyone") === 0 ? 0 : Math.round((n("confirmed") / n("everyone")) * 1000) / 10,
    languageBreakdown: { es: n("es"), en: n("en") },
    recentSubscribersList: latest.map((r) => ({ email: r.email, language: r.language, confirmedAt: r.confirmedAt?.toISOString() ?? null })),
    lastUpdated: new Date().toISOString(),
  };
}

/**
 * Active subscribers at the end of each of the last `days` days, for the chart. The days are the
 * team's (Monterrey's): the last one is the team's today, and a confirmation at 9 p.m. there counts
 * on that day, not on UTC's next one.
 */
export async function subscriberGrowth(days = 60, db: Db = currentDb(), now = new Date()): Promise<Array<{ day: string; count: number }>> {
  const today = sql`date_trunc('day', ${now.toISOString()}::timestamptz AT TIME ZONE ${TEAM_TIME_ZONE})`;
  const rows = rowsOf<{ day: string | Date; count: string | number }>(
    await db.execute(sql`
      SELECT to_char(d, 'YYYY-MM-DD') AS day,
             (SELECT count(*) FROM newsletter_subscribers s
               WHERE s.confirmed_at < day_end.at
                 AND (s.unsubscribed_at IS NULL OR s.unsubscribed_at >= day_end.at)) AS count
        FROM generate_series(${today} - make_interval(days => ${days - 1}), ${today}, interval '1 day') AS d,
             LATERAL (SELECT (d + interval '1 day') AT TIME ZONE ${TEAM_TIME_ZONE} AS at) AS day_end
       ORDER BY d`),
  );
  return rows.map((r) => ({ day: String(r.day), count: Number(r.count) }));
}

/** Deletes signups never confirmed within the retention period; returns how many. */
export async function deleteUnconfirmed(db: Db = currentDb(), days = UNCONFIRMED_RETENTION_DAYS): Promise<number> {
  const result = await db.execute(sql`
    DELETE FROM newsletter_subscribers
     WHERE status = 'pending' AND confirmed_at IS NULL AND subscribed_at < now() - make_interval(days => ${days})
    RETURNING id`);
  return rowsOf(result).length;
}

// --- the daily clean-up worker ----------------------------------------------------------------

/** Daily: unconfirmed sign-ups past their time go (registered in app/register.server.ts). */
export const newsletterCleanup = periodicTask({
  name: "newsletter-cleanup",
  periodMs: 24 * 60 * 60 * 1000,
  run: () => deleteUnconfirmed(),
});
