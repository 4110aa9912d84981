/**
 * Sending a new post to the subscribers, exactly once per subscriber as far as SMTP allows
 * (ADR 0010). When a post is first published, the publishing transaction creates its campaign
 * and one delivery row per active subscriber (idempotent: one campaign per post, one delivery
 * per campaign and subscriber). A worker claims due deliveries in batches with
 * `FOR UPDATE SKIP LOCKED` and a lease, sends each over SMTP with a stable Message-ID
 * (`<delivery-{id}@host>`), and marks it sent right after the server accepted it. A crashed
 * worker's deliveries are taken over when their lease expires; failures are retried with backoff.
 */
import { postPath } from "~/i18n/paths";
import { sql } from "drizzle-orm";
import type { SendMailOptions } from "nodemailer";
import { createElement } from "react";
import type { FirstPublishHook, Tx } from "~/blog/publish-hooks.server";
import { versionSlug } from "~/blog/version-slug.server";
import { env } from "~/config/env.server";
import { db as currentDb, rowsOf, type Db } from "~/db/client.server";
import type { Lang } from "~/i18n/lang";
import { leasedQueue, pollingWorker } from "~/platform/jobs.server";
import { renderEmail } from "~/mail/render.server";
import { recordAudit, type Actor } from "~/platform/audit.server";
import { attachmentOptions, mailTransport, smtpTransporter, stableMessageId, type MailAttachment } from "~/mail/transport.server";
import { mailImage, type InlineImage } from "./mail-image.server";
import { newsletterReadingTime } from "./reading-time";
import { oneClickUnsubscribeUrl, siteUrl, unsubscribePageUrl } from "./subscribers.server";
import { closeFinishedCampaigns } from "./campaign-status.server";
import type { CampaignProgress } from "./views";

export const MAX_DELIVERY_ATTEMPTS = 5;
export const BATCH_SIZE = 100;
/** Mails in flight at once per worker (and so the most that a crash can leave sent but unmarked). */
export const CONCURRENCY = 16;
/** SMTP connections of the campaign transport's pool (each sends up to 1000 mails). */
export const SMTP_POOL_CONNECTIONS = 8;

export function deliveryBackoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}


type Executor = Pick<Db, "execute">;

// --- campaign creation --------------------------------------------------------------------------

/**
 * Creates the campaign of one language version of a post and its deliveries, unless that version
 * already has one. It goes to the active subscribers of that language, and to those of the other
 * language when the post has no version in theirs; never to a subscriber who already has a
 * delivery of this post (at most one mail per subscriber per post, whichever version reached them
 * first). Run it inside the transaction that publishes the version: that transaction holds the
 * post's row, so two versions' campaigns of one post are created one after the other.
 */
export async function createCampaignForPost(tx: Executor, postId: string, language: Lang = "es"): Promise<{ id: string; created: boolean }> {
  const [inserted] = rowsOf<{ id: string }>(
    await tx.execute(sql`INSERT INTO newsletter_campaigns (post_id, language) VALUES (${postId}, ${language}) ON CONFLICT (post_id, language) DO NOTHING RETURNING id`),
  );
  if (!inserted) {
    const [existing] = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM newsletter_campaigns WHERE post_id = ${postId} AND language = ${language}`));
    return { id: existing!.id, created: false };
  }
  await tx.execute(sql`
    INSERT INTO newsletter_deliveries (campaign_id, subscriber_id, email, language)
    SELECT ${inserted.id}, s.id, s.email, s.language
      FROM newsletter_subscribers s
     WHERE s.status = 'active'
       AND s.bounced_at IS NULL
       AND (s.language = ${language} OR NOT EXISTS (SELECT 1 FROM post_contents pc WHERE pc.post_id = ${postId} AND pc.language = s.language))
       AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d JOIN newsletter_campaigns c ON c.id = d.campaign_id
                        WHERE c.post_id = ${postId} AND d.subscriber_id = s.id)
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    UPDATE newsletter_campaigns
       SET total = (SELECT count(*) FROM newsletter_deliveries WHERE campaign_id = ${inserted.id}),
           status = CASE WHEN EXISTS (SELECT 1 FROM newsletter_deliveries WHERE campaign_id = ${inserted.id}) THEN 'queued'::campaign_status ELSE 'done'::campaign_status END,
           finished_at = CASE WHEN EXISTS (SELECT 1 FROM newsletter_deliveries WHERE campaign_id = ${inserted.id}) THEN NULL ELSE now() END
     WHERE id = ${inserted.id}`);
  return { id: inserted.id, created: true };
}

/** A version's first publication starts its campaign, in the publishing transaction (registered in app/register.server.ts). */
export const campaignOnFirstPublish: FirstPublishHook = async (tx: Tx, post) => {
  await createCampaignForPost(tx, post.id, post.language);
  // Wake the worker shortly after the publishing transaction commits.
  setTimeout(campaignQueued, 100).unref();
};

export async function campaignProgress(db: Db = currentDb(), where: { postId?: string; campaignId?: string } = {}, limit = 20): Promise<Array<CampaignProgress>> {
  const filter = where.postId ? sql`WHERE c.post_id = ${where.postId}` : where.campaignId ? sql`WHERE c.id = ${where.campaignId}` : sql``;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT c.id, c.post_id, c.language, c.status, c.total, c.created_at, c.finished_at,
             coalesce((SELECT title FROM post_contents pc WHERE pc.post_id = c.post_id AND pc.language = c.language),
                      (SELECT title FROM post_contents pc WHERE pc.post_id = c.post_id AND pc.language = 'es'), '') AS title,
             count(d.id) FILTER (WHERE d.status = 'queued') AS queued,
             count(d.id) FILTER (WHERE d.status = 'sending') AS sending,
             count(d.id) FILTER (WHERE d.status = 'sent') AS sent,
             count(d.id) FILTER (WHERE d.status = 'failed') AS failed,
             max(d.last_error) FILTER (WHERE d.status = 'failed') AS last_error,
             (array_agg(d.email ORDER BY d.id) FILTER (WHERE d.status = 'failed'))[1:5] AS failed_emails
        FROM newsletter_campaigns c LEFT JOIN newsletter_deliveries d ON d.campaign_id = c.id
        ${filter}
       GROUP BY c.id
       ORDER BY c.created_at DESC, c.language DESC
       LIMIT ${limit}`),
  );
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  return rows.map((r) => ({
    id: String(r.id),
    postId: String(r.post_id),
    language: r.language === "en" ? "en" : "es",
    title: String(r.title),
    status: r.status as CampaignProgress["status"],
    total: Number(r.total),
    queued: Number(r.queued),
    sending: Number(r.sending),
    sent: Number(r.sent),
    failed: Number(r.failed),
    createdAt: iso(r.created_at)!,
    finishedAt: iso(r.finished_at),
    lastError: (r.last_error as string | null) ?? null,
    failedEmails: Array.isArray(r.failed_emails) ? r.failed_emails.map(String) : [],
  }));
}

/**
 * Puts a campaign's failed deliveries back in the queue (admin "retry"); returns how many, or null
 * when no campaign has this id (deleted meanwhile, or a forged id).
 */
export async function retryFailedDeliveries(campaignId: string, actor: Actor, db: Db = currentDb()): Promise<number | null> {
  const n = await db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      UPDATE newsletter_deliveries SET status = 'queued', attempts = 0, next_attempt_at = now(), last_error = NULL, locked_until = NULL
       WHERE campaign_id = ${campaignId} AND status = 'failed'
      RETURNING id`);
    const count = rowsOf(result).length;
    if (count === 0) {
      const found = await tx.execute(sql`SELECT 1 FROM newsletter_campaigns WHERE id = ${campaignId}`);
      return rowsOf(found).length ? 0 : null;
    }
    await tx.execute(sql`UPDATE newsletter_campaigns SET status = 'sending', finished_at = NULL WHERE id = ${campaignId}`);
    await recordAudit(tx, actor, { action: "newsletter.deliveries_retried", objectType: "campaign", objectId: campaignId, details: { deliveries: count } });
    return count;
  });
  if (n) campaignQueued();
  return n;
}

export type NotificationResult =
  | { ok: true; sent: number; subscribers: number; created: boolean }
  | { ok: false; reason: "not_found" | "not_published" };

/**
 * POST /api/newsletter/send-blog-notification: creates the campaign of each published version of
 * the post that has none (the answer counts them all).
 */
export async function sendBlogNotification(postId: string, actor: Actor, db: Db = currentDb()): Promise<NotificationResult> {
  const [post] = rowsOf<{ status: string }>(await db.execute(sql`SELECT status FROM posts WHERE id = ${postId}`));
  if (!post) return { ok: false, reason: "not_found" };
  const published = rowsOf<{ language: Lang }>(
    await db.execute(sql`SELECT language FROM post_contents WHERE post_id = ${postId} AND status = 'published' ORDER BY language DESC`),
  );
  if (post.status !== "published" || !published.length) return { ok: false, reason: "not_published" };
  const campaigns = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM posts WHERE id = ${postId} FOR UPDATE`);
    const made: Array<{ id: string; created: boolean }> = [];
    for (const { language } of published) made.push(await createCampaignForPost(tx, postId, language));
    const [title] = rowsOf<{ title: string }>(await tx.execute(sql`SELECT title FROM post_contents WHERE post_id = ${postId} AND language = 'es'`));
    // An entry per campaign this call started; a call that found them all started sends nothing and records nothing.
    for (const [i, campaign] of made.entries()) {
      if (!campaign.created) continue;
      await recordAudit(tx, actor, { action: "newsletter.campaign_sent", objectType: "post", objectId: postId, objectLabel: title?.title ?? null, details: { campaignId: campaign.id, language: published[i]!.language } });
    }
    return made;
  });
  campaignQueued();
  const progress = await campaignProgress(db, { postId }, 10);
  return {
    ok: true,
    sent: progress.reduce((n, c) => n + c.sent, 0),
    subscribers: progress.reduce((n, c) => n + c.total, 0),
    created: campaigns.some((c) => c.created),
  };
}

// --- sending ------------------------------------------------------------------------------------

export type Delivery = { id: number; campaignId: string; subscriberId: string | null; email: string; language: Lang; attempts: number };

export function leaseSeconds(): number {
  return env().NEWSLETTER_LEASE_SECONDS;
}

const queue = leasedQueue({
  table: "newsletter_deliveries",
  statusType: "delivery_status",
  waiting: "queued",
  doneColumn: "sent_at",
  columns: ["campaign_id", "subscriber_id", "email", "language"],
});

/** Claims up to `limit` due deliveries (queued and due, or sending with an expired lease). */
export async function claimDeliveries(db: Db, limit: number, lease = leaseSeconds()): Promise<Array<Delivery>> {
  return (await queue.claim(db, limit, lease)).map((r) => ({
    id: Number(r.id),
    campaignId: String(r.campaign_id),
    subscriberId: (r.subscriber_id as string | null) ?? null,
    email: String(r.email),
    language: r.language as Lang,
    attempts: Number(r.attempts),
  }));
}

const UNSUBSCRIBE_PLACEHOLDER = "NEWSLETTERUNSUBSCRIBEPLACEHOLDER";

/** `image`: the featured image carried inside the mail (`mail-image.server.ts`), when it could be made. */
type RenderedPost = { subject: string; html: string; text: string; image: InlineImage | null };

/** The campaign's version of the post (a subscriber of the other language gets it when the post has no version in theirs). */
async function renderCampaign(db: Db, campaignId: string, lang: Lang): Promise<RenderedPost | null> {
  const rows = rowsOf<Record<string, string | null>>(
    await db.execute(sql`
      SELECT ${versionSlug(sql`pc.language`)} AS slug, p.featured_image_url, cat.name_es, cat.name_en, pc.language, pc.title, pc.excerpt, pc.content,
             c.language AS campaign_language
        FROM newsletter_campaigns c
        JOIN posts p ON p.id = c.post_id
        JOIN categories cat ON cat.id = p.category_id
        JOIN post_contents pc ON pc.post_id = p.id
       WHERE c.id = ${campaignId}`),
  );
  const content =
    rows.find((r) => r.language === r.campaign_language) ?? rows.find((r) => r.language === lang && r.title) ?? rows.find((r) => r.language === "es") ?? rows[0];
  if (!content) return null;
  const shownLang = content.language as Lang;
  const image = content.featured_image_url;
  // One of ours (a path) is carried inside the mail when it can be; else the mail links to it.
  const external = image && /^https?:\/\//.test(image) ? image : null;
  const path = image && !external ? (image.startsWith("/") ? image : `/${image}`) : null;
  const inline = path ? await mailImage(path) : null;
  const imageUrl = inline ? `cid:${inline.cid}` : (external ?? (path ? siteUrl(path) : null));
  // Loaded on first use (see subscribers.server.ts): keeps react-email out of the server start.
  const { NewsletterPostMail, newPostSubject } = await import("~/newsletter/mails");
  const { html, text } = await renderEmail(
    createElement(NewsletterPostMail, {
      lang: shownLang,
      title: content.title ?? "",
      excerpt: content.excerpt ?? "",
      category: (shownLang === "en" ? content.name_en : content.name_es) ?? "",
      readingMinutes: newsletterReadingTime(content.content),
      // The language named in the link, Spanish too: without it a reader whose browser prefers
      // English would be sent to the other version.
      postUrl: siteUrl(postPath(content.slug ?? "", shownLang)),
      imageUrl,
      unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER,
    }),
  );
  return { subject: newPostSubject(shownLang, content.title ?? ""), html, text, image: inline };
}

function escapeHtmlAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The Message-ID of a delivery: the same on every retry, so a receiving server can drop a duplicate. */
export function deliveryMessageId(id: number): string {
  return stableMessageId("delivery", id);
}

type CampaignMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  list: SendMailOptions["list"];
  headers: Record<string, string>;
  attachments?: ReadonlyArray<MailAttachment>;
};

export type CampaignTransport = { send(message: CampaignMessage): Promise<void>; close(): void };

/** SMTP with a small connection pool when SMTP_URL is set; otherwise the shared .eml transport. */
async function defaultTransport(): Promise<CampaignTransport> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (SMTP_URL) {
    const transporter = await smtpTransporter(SMTP_URL, { maxConnections: SMTP_POOL_CONNECTIONS, maxMessages: 1000 });
    return {
      async send(m) {
        const { attachments, ...rest } = m;
        await transporter.sendMail({ from: MAIL_FROM, ...rest, ...attachmentOptions(attachments) });
      },
      close() {
        transporter.close();
      },
    };
  }
  return {
    async send(m) {
      await mailTransport().send({ to: m.to, subject: m.subject, html: m.html, text: m.text, messageId: m.messageId, headers: m.headers, list: m.list as Record<string, unknown>, attachments: m.attachments });
    },
    close() {},
  };
}

let transport: CampaignTransport | undefined;
let creating: Promise<CampaignTransport> | undefined;

/** One transport per process, created on first use (concurrent first calls share it). */
async function campaignTransport(): Promise<CampaignTransport> {
  if (transport) return transport;
  creating ??= defaultTransport().then((created) => (transport = created));
  return creating;
}

/** For tests: send campaigns through another transport (undefined = back to the default). */
export function setCampaignTransport(next: CampaignTransport | undefined) {
  transport?.close();
  transport = next;
  creating = undefined;
}

/** Mails accepted by SMTP that one UPDATE marks `sent` at most (see `sentMarker`). */
export const MARK_BATCH = CONCURRENCY / 2;

/**
 * Marks deliveries sent after the SMTP server accepted them, several per UPDATE. Every sending
 * slot (`CONCURRENCY` of them) holds one delivery from before its send until its mark has
 * committed, so at most `CONCURRENCY` mails are ever accepted-or-in-flight and unmarked: that,
 * not the statement count, bounds the copies a crash can repeat. Accepted mails wait for their
 * UPDATE until `MARK_BATCH` of them are waiting or nothing else is still sending; meanwhile the
 * other slots keep the SMTP connections busy. One UPDATE per `MARK_BATCH` mails instead of one
 * per mail was the largest database cost of a campaign.
 */
function sentMarker(db: Db) {
  let waiting: Array<{ id: number; done: () => void; fail: (error: unknown) => void }> = [];
  let sending = 0;
  let flushing: Promise<void> | undefined;
  async function flush() {
    try {
      while (waiting.length && (waiting.length >= MARK_BATCH || sending === 0)) {
        const group = waiting;
        waiting = [];
        try {
          await queue.complete(db, group.map((w) => w.id));
          for (const w of group) w.done();
        } catch (error) {
          for (const w of group) w.fail(error);
        }
      }
    } finally {
      flushing = undefined;
    }
  }
  function poke() {
    if (!flushing && waiting.length && (waiting.length >= MARK_BATCH || sending === 0)) flushing = flush();
  }
  return {
    /** A send starts. */
    begin() {
      sending++;
    },
    /** The send failed: nothing to mark, but the waiting ones may now be all there is. */
    abandon() {
      sending--;
      poke();
    },
    /** The SMTP server accepted it: resolves once the UPDATE that marks it has committed. */
    accepted(id: number): Promise<void> {
      sending--;
      return new Promise<void>((done, fail) => {
        waiting.push({ id, done, fail });
        poke();
      });
    },
  };
}

/**
 * The rendered post per campaign and language, kept for a few minutes so a campaign is rendered
 * once per language, not once per batch. (A post edited mid-campaign reaches the remaining
 * subscribers once the entry expires.)
 */
const RENDER_TTL_MS = 5 * 60_000;
const renderCache = new Map<string, { at: number; value: Promise<RenderedPost | null> }>();

function cachedRender(db: Db, campaignId: string, lang: Lang): Promise<RenderedPost | null> {
  const key = `${campaignId}|${lang}`;
  const now = Date.now();
  const hit = renderCache.get(key);
  if (hit && now - hit.at < RENDER_TTL_MS) return hit.value;
  for (const [k, v] of renderCache) if (now - v.at >= RENDER_TTL_MS) renderCache.delete(k);
  const value = renderCampaign(db, campaignId, lang);
  // A failed render (database hiccup) is not kept.
  value.catch(() => renderCache.delete(key));
  renderCache.set(key, { at: now, value });
  return value;
}

/** Sends one batch of due deliveries; returns what happened. */
export async function processDeliveries(db: Db = currentDb(), limit = BATCH_SIZE): Promise<{ sent: number; failed: number; released: number }> {
  const lease = leaseSeconds();
  const claimedAt = Date.now();
  const rows = await claimDeliveries(db, limit, lease);
  if (rows.length === 0) return { sent: 0, failed: 0, released: 0 };
  const campaigns = [...new Set(rows.map((r) => r.campaignId))];
  await db.execute(sql`UPDATE newsletter_campaigns SET status = 'sending' WHERE status = 'queued' AND id IN (${sql.join(campaigns.map((c) => sql`${c}`), sql`, `)})`);
  const marker = sentMarker(db);
  let sent = 0;
  let failed = 0;
  const late: Array<number> = [];
  // Never start a send late in the lease: past half of it, hand the rest back instead.
  const deadline = claimedAt + (lease * 1000) / 2;
  let next = 0;
  const slotCount = Math.min(CONCURRENCY, rows.length);
  await Promise.all(
    Array.from({ length: slotCount }, async () => {
      for (let d = rows[next++]; d; d = rows[next++]) {
        if (Date.now() > deadline) {
          late.push(d.id);
          continue;
        }
        marker.begin();
        let accepted = false;
        try {
          const post = await cachedRender(db, d.campaignId, d.language);
          if (!post) throw new Error("The post has no content to send");
          const subscriberId = d.subscriberId;
          if (!subscriberId) throw new Error("The subscriber was removed");
          const pageUrl = unsubscribePageUrl(subscriberId, d.language);
          await (await campaignTransport()).send({
            to: d.email,
            subject: post.subject,
            html: post.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, escapeHtmlAttr(pageUrl)),
            text: post.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, pageUrl),
            messageId: deliveryMessageId(d.id),
            // The https one-click address only: no mailto, since nothing reads the sender's mailbox
            // (a "subject: unsubscribe" mail would unsubscribe nobody).
            list: { unsubscribe: oneClickUnsubscribeUrl(subscriberId, d.language) } as SendMailOptions["list"],
            headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
            ...(post.image ? { attachments: [post.image] } : {}),
          });
          accepted = true;
          // The slot stays taken until the mark has committed: this is the window in which a
          // crash would cause a second copy.
          await marker.accepted(d.id);
          sent++;
        } catch (error) {
          if (!accepted) marker.abandon();
          failed++;
          const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
          // A 5xx answer of the SMTP server (an unknown mailbox, a refused domain) will not change by
          // trying again: the delivery fails now, where the admin sees it, instead of after five tries.
          const responseCode = (error as { responseCode?: unknown }).responseCode;
          const permanent = message === "The subscriber was removed" || (typeof responseCode === "number" && responseCode >= 500 && responseCode < 600);
          const giveUp = permanent || d.attempts >= MAX_DELIVERY_ATTEMPTS;
          await queue.fail(db, d.id, message, { giveUp, retryInSeconds: deliveryBackoffSeconds(d.attempts) }).catch(() => {});
          // The address itself refused (a 5xx to RCPT TO: no such mailbox, a domain that takes no
          // mail), not the relay refusing everyone: the subscriber is marked, and later campaigns skip it.
          if (permanent && d.subscriberId && isRecipientRefusal(error)) await markBounced(db, d.subscriberId, message).catch(() => {});
        }
      }
    }),
  );
  await queue.release(db, late);
  await closeFinishedCampaigns(db, campaigns);
  return { sent, failed, released: late.length };
}

/** An SMTP 5xx answer to RCPT TO: this recipient, not the message or the relay, was refused. */
export function isRecipientRefusal(error: unknown): boolean {
  const { command, responseCode } = (error ?? {}) as { command?: unknown; responseCode?: unknown };
  return typeof command === "string" && /^RCPT\b/i.test(command) && typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}

async function markBounced(db: Db, subscriberId: string, reason: string) {
  await db.execute(sql`UPDATE newsletter_subscribers SET bounced_at = now(), bounce_reason = ${reason.slice(0, 300)}, updated_at = now() WHERE id = ${subscriberId}`);
}

// --- the worker -------------------------------------------------------------------------------

/** Wakes the worker so a new campaign starts without waiting for the next poll. */
export function campaignQueued() {
  campaignWorker.wake();
}

export const campaignWorker = pollingWorker({
  name: "newsletter-campaigns",
  pollMs: 2000,
  async runOnce() {
    const { sent, failed, released } = await processDeliveries();
    return sent + released > 0 && failed === 0;
  },
  onStop() {
    transport?.close();
    transport = undefined;
  },
});

