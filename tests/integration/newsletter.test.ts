/**
 * The newsletter domain on both engines with a real SMTP server: double opt-in, single-use and
 * expiring links, unsubscribe by link and one-click, campaign creation in the publishing
 * transaction, sending with well-formed List-Unsubscribe headers, retries, analytics, clean-up.
 */
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { runFirstPublishHooks } from "~/blog/publish-hooks.server";
import { parseEnv, setEnv } from "~/config/env.server";
import { openDatabase, rowsOf } from "~/db/client.server";
import { categories, mailOutbox, newsletterCampaigns, newsletterDeliveries, newsletterSubscribers, postContents, posts } from "~/db/schema";
import { processOutbox } from "~/mail/outbox.server";
import { setMailTransport, smtpTransport } from "~/mail/transport.server";
import {
  campaignProgress,
  claimDeliveries,
  createCampaignForPost,
  deliveryMessageId,
  processDeliveries,
  retryFailedDeliveries,
  sendBlogNotification,
  setCampaignTransport,
  SMTP_POOL_CONNECTIONS,
  campaignOnFirstPublish,
  isRecipientRefusal,
} from "~/newsletter/campaigns.server";
import { registerFirstPublishHook } from "~/blog/publish-hooks.server";
import {
  confirmSubscription,
  deleteUnconfirmed,
  inspectConfirmToken,
  listSubscribers,
  newsletterAnalytics,
  removeSubscriber,
  subscribe,
  subscriberGrowth,
  subscriberForUnsubscribe,
  unsubscribeByToken,
} from "~/newsletter/subscribers.server";
import { DB_KINDS, openTestDatabase, type TestDatabase } from "../helpers/db";
import { startCountingSink } from "../helpers/newsletter";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../helpers/smtp";
import { TEST_ACTOR } from "../helpers/actor";
import { deliveryErrorText } from "~/newsletter/views";
import { hashToken } from "~/newsletter/tokens";

// As at a real start: a post's first publication starts its campaign.
registerFirstPublishHook(campaignOnFirstPublish);

const PUBLIC = "https://www.ardentia.test";
const SETTINGS = { PUBLIC_URL: PUBLIC, SESSION_SECRET: "x".repeat(40), MAIL_FROM: "Ardentia <boletin@ardentia.test>" };

function linkIn(mail: ReceivedMail, path: string): URL {
  const match = new RegExp(`${PUBLIC.replace(/\./g, "\\.")}${path}[^\\s"<>]+`).exec(mail.text ?? "");
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  return new URL(match[0].replace(/&amp;/g, "&"));
}

describe.each(DB_KINDS)("newsletter on %s", (kind) => {
  let database: TestDatabase;
  let smtp: SmtpSink;
  let ip = 0;
  const nextIp = () => `10.0.0.${++ip}`;

  async function makePost(options: { en?: boolean; html?: string; image?: string } = {}) {
    const [cat] = await database.db.select().from(categories).limit(1);
    const slug = `post-${Math.random().toString(36).slice(2, 8)}`;
    const [post] = await database.db
      .insert(posts)
      .values({ slug, categoryId: cat!.id, status: "published", publishedAt: new Date(), featuredImageUrl: options.image ?? "/uploads/blog/x.webp" })
      .returning();
    await database.db.insert(postContents).values({ postId: post!.id, language: "es", title: "Pasta de soldar sin plomo", excerpt: "Guía práctica", content: options.html ?? `<p>${"palabra ".repeat(450)}</p>` });
    if (options.en) await database.db.insert(postContents).values({ postId: post!.id, language: "en", title: "Lead-free solder paste", excerpt: "A practical guide", content: "<p>short</p>" });
    return { ...post!, category: cat! };
  }

  async function activeSubscriber(email: string, language: "es" | "en" = "es") {
    const [row] = await database.db.insert(newsletterSubscribers).values({ email, language, status: "active", confirmedAt: new Date() }).returning();
    return row!;
  }

  beforeAll(async () => {
    setEnv(parseEnv(SETTINGS));
    database = await openTestDatabase(kind);
    smtp = await startSmtpSink();
    setMailTransport(smtpTransport(smtp.url, "Ardentia <boletin@ardentia.test>"));
    setCampaignTransport(undefined);
  });
  afterAll(async () => {
    setMailTransport(undefined);
    setCampaignTransport(undefined);
    await smtp?.stop();
    await database?.cleanup();
  });
  beforeEach(async () => {
    await database.db.delete(newsletterCampaigns);
    await database.db.delete(newsletterSubscribers);
    await database.db.delete(mailOutbox);
    await database.db.execute(sql`DELETE FROM rate_limit`);
    await database.db.delete(posts);
    smtp.mails.length = 0;
    const { smtpTransport: t } = await import("~/mail/transport.server");
    setCampaignTransport({
      send: (m) => t(smtp.url, "Ardentia <boletin@ardentia.test>").send(m as never),
      close() {},
    });
  });

  test("subscribe → confirmation mail in the subscriber's language → link → active", async () => {
    expect(await subscribe({ email: "Ana@Acme.MX", language: "en" }, nextIp())).toBe("accepted");
    const [pending] = await database.db.select().from(newsletterSubscribers);
    expect(pending).toMatchObject({ email: "Ana@Acme.MX", language: "en", status: "pending", confirmedAt: null });
    expect(pending!.confirmExpiresAt!.getTime() - Date.now()).toBeGreaterThan(47.9 * 3600_000);
    await processOutbox(database.db);
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.subject).toBe("Confirm your subscription to the Ardentia newsletter");
    expect(mail.html).toContain('lang="en"');
    const link = linkIn(mail, "/newsletter/confirm");
    const token = link.searchParams.get("token");
    expect(link.searchParams.get("lang")).toBe("en");
    expect(await inspectConfirmToken(token)).toBe("valid");
    // Looking at the page changes nothing.
    expect((await database.db.select().from(newsletterSubscribers))[0]!.status).toBe("pending");
    expect(await confirmSubscription(token)).toBe("confirmed");
    const [active] = await database.db.select().from(newsletterSubscribers);
    expect(active!.status).toBe("active");
    expect(active!.confirmedAt).toBeInstanceOf(Date);
    // Single use.
    expect(await confirmSubscription(token)).toBe("invalid");
    expect(await inspectConfirmToken(token)).toBe("invalid");
  });

  test("Spanish confirmation; an expired link fails clearly", async () => {
    await subscribe({ email: "luis@planta.mx", language: "es" }, nextIp());
    await processOutbox(database.db);
    const mail = smtp.mails[0]!;
    expect(mail.subject).toBe("Confirma tu suscripción al boletín de Ardentia");
    const token = linkIn(mail, "/newsletter/confirm").searchParams.get("token");
    await database.db.update(newsletterSubscribers).set({ confirmExpiresAt: new Date(Date.now() - 1000) });
    expect(await inspectConfirmToken(token)).toBe("expired");
    expect(await confirmSubscription(token)).toBe("expired");
    expect((await database.db.select().from(newsletterSubscribers))[0]!.status).toBe("pending");
    expect(await confirmSubscription("made-up")).toBe("invalid");
  });

  test("the same answer for new, pending and active addresses; no mail bombing; unsubscribed confirms again", async () => {
    const first = await subscribe({ email: "eva@acme.mx", language: "es" }, nextIp());
    const again = await subscribe({ email: "eva@acme.mx", language: "es" }, nextIp());
    await activeSubscriber("activo@acme.mx");
    const active = await subscribe({ email: "activo@acme.mx", language: "en" }, nextIp());
    // The same mailboxes typed in another case are the same subscribers.
    const cased = await Promise.all([subscribe({ email: "EVA@acme.mx", language: "es" }, nextIp()), subscribe({ email: "Activo@ACME.mx", language: "en" }, nextIp())]);
    expect([first, again, active, ...cased]).toEqual(["accepted", "accepted", "accepted", "accepted", "accepted"]);
    expect(rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE lower(email) IN ('eva@acme.mx', 'activo@acme.mx')`))[0]!.n).toBe(2);
    await processOutbox(database.db);
    // One confirmation only: the repeats came within 5 minutes; the active address got nothing.
    expect(smtp.mails.map((m) => m.envelopeTo[0])).toEqual(["eva@acme.mx"]);
    const [activeRow] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "activo@acme.mx"));
    expect(activeRow!.language).toBe("es");
    // Unsubscribed → pending again with a new confirmation mail.
    await database.db.update(newsletterSubscribers).set({ status: "unsubscribed", unsubscribedAt: new Date() }).where(eq(newsletterSubscribers.id, activeRow!.id));
    await subscribe({ email: "activo@acme.mx", language: "en" }, nextIp());
    const [again2] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, activeRow!.id));
    expect(again2).toMatchObject({ status: "pending", language: "en", confirmedAt: null });
    await processOutbox(database.db);
    expect(smtp.mails).toHaveLength(2);
  });

  test("honeypot and per-IP rate limit", async () => {
    expect(await subscribe({ email: "bot@spam.mx", language: "es", website: "http://spam" }, "10.9.9.9")).toBe("accepted");
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(0);
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await subscribe({ email: `p${i}@acme.mx`, language: "es" }, "10.8.8.8"));
    expect(results.slice(0, 9).every((r) => r === "accepted")).toBe(true);
    expect(results.at(-1)).toBe("rate_limited");
    expect(await subscribe({ email: "other@acme.mx", language: "es" }, "10.8.8.9")).toBe("accepted");
  });

  test("publishing creates one campaign with a delivery per active subscriber, in the same transaction, once", async () => {
    await activeSubscriber("a@acme.mx", "es");
    await activeSubscriber("b@acme.mx", "en");
    await database.db.insert(newsletterSubscribers).values({ email: "p@acme.mx", status: "pending" });
    const post = await makePost({ en: true });
    await expect(
      database.db.transaction(async (tx) => {
        await runFirstPublishHooks(tx, { id: post.id, slug: post.slug, publishedAt: new Date(), language: "es" });
        throw new Error("publish failed");
      }),
    ).rejects.toThrow("publish failed");
    expect(await database.db.select().from(newsletterCampaigns)).toHaveLength(0);
    // One campaign per language version: each goes to its language's subscribers.
    await database.db.transaction((tx) => runFirstPublishHooks(tx, { id: post.id, slug: post.slug, publishedAt: new Date(), language: "es" }));
    await database.db.transaction((tx) => runFirstPublishHooks(tx, { id: post.id, slug: post.slug, publishedAt: new Date(), language: "en" }));
    await database.db.transaction((tx) => createCampaignForPost(tx, post.id, "es"));
    const again = await sendBlogNotification(post.id, TEST_ACTOR);
    expect(again).toMatchObject({ ok: true, subscribers: 2, created: false });
    expect(await database.db.select().from(newsletterCampaigns)).toHaveLength(2);
    const deliveries = await database.db.select().from(newsletterDeliveries);
    expect(deliveries.map((d) => `${d.email} ${d.language}`).sort()).toEqual(["a@acme.mx es", "b@acme.mx en"]);
  });

  test("the featured image travels inside the mail as a JPEG (Outlook shows no WebP, and holds back remote images); one not found is linked", async () => {
    await activeSubscriber("outlook@acme.mx", "es");
    const post = await makePost({ image: "/images/blog/casos-estudio-1.webp" });
    await database.db.transaction((tx) => createCampaignForPost(tx, post.id, "es"));
    expect(await processDeliveries(database.db)).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = smtp.mails;
    // The parser puts an attachment's bytes in place of the `cid:` link that names it.
    expect(mail!.html).toMatch(/<img alt="" src="data:image\/jpeg;base64,/);
    expect(mail!.html).not.toContain(".webp");
    expect(mail!.attachments).toHaveLength(1);
    const [image] = mail!.attachments;
    expect(image).toMatchObject({ contentType: "image/jpeg", cid: "featured-image@ardentia", contentDisposition: "inline" });
    const meta = await sharp(image!.content).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1088 });
    expect(image!.content.length).toBeLessThan(200_000);
    // An image the site does not hold (here a made-up upload): linked by its address, as before.
    smtp.mails.length = 0;
    const missing = await makePost({ image: "/uploads/blog-images/posts/no-existe.webp" });
    await database.db.transaction((tx) => createCampaignForPost(tx, missing.id, "es"));
    expect(await processDeliveries(database.db)).toMatchObject({ sent: 1, failed: 0 });
    expect(smtp.mails[0]!.html).toContain(`src="${PUBLIC}/uploads/blog-images/posts/no-existe.webp"`);
    expect(smtp.mails[0]!.attachments).toHaveLength(0);
  });

  test("each subscriber gets the post in their language with the one-click headers; Spanish fallback", async () => {
    const es = await activeSubscriber("es@acme.mx", "es");
    await activeSubscriber("en@acme.mx", "en");
    const post = await makePost({ en: true });
    const esOnly = await makePost();
    await database.db.transaction(async (tx) => {
      await createCampaignForPost(tx, post.id, "es");
      await createCampaignForPost(tx, post.id, "en");
      await createCampaignForPost(tx, esOnly.id, "es");
    });
    expect(await processDeliveries(database.db)).toMatchObject({ sent: 4, failed: 0 });
    expect(await processDeliveries(database.db)).toMatchObject({ sent: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(4);
    const en = smtp.mails.find((m) => m.envelopeTo[0] === "en@acme.mx" && m.subject?.includes("Lead-free"))!;
    expect(en.subject).toBe("New article: Lead-free solder paste");
    expect(en.html).toContain(`${PUBLIC}/blog/${post.slug}?lang=en`);
    expect(en.html).toContain(`${PUBLIC}/uploads/blog/x.webp`);
    expect(en.html).toContain(post.category.nameEn);
    expect(en.text).toContain("1 min read");
    const fallback = smtp.mails.filter((m) => m.envelopeTo[0] === "en@acme.mx" && !m.subject?.includes("Lead-free"));
    expect(fallback).toHaveLength(1);
    expect(fallback[0]!.subject).toBe("Nuevo artículo: Pasta de soldar sin plomo");
    expect(fallback[0]!.text).toContain("3 min de lectura");
    const toEs = smtp.mails.find((m) => m.envelopeTo[0] === "es@acme.mx" && m.subject?.includes("Pasta"))!;
    // The Spanish mail names its language in the link too (an English-preferring browser would
    // otherwise be sent to the English version).
    expect(toEs.html).toContain(`${PUBLIC}/blog/${post.slug}?lang=es`);
    // Headers: one List-Unsubscribe with the https address alone (nothing reads a mailto's
    // mailbox), and the RFC 8058 one-click header.
    const lines = toEs.headerLines.filter((h) => h.key === "list-unsubscribe");
    expect(lines).toHaveLength(1);
    expect(lines[0]!.line.replace(/\r?\n\s+/g, " ")).toMatch(
      new RegExp(`^List-Unsubscribe: <${PUBLIC.replace(/\./g, "\\.")}/api/newsletter/unsubscribe\\?t=[^>]+>$`),
    );
    expect(toEs.headerLines.find((h) => h.key === "list-unsubscribe-post")?.line).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const list = toEs.headers.get("list") as unknown as { unsubscribe: { url: string; mail?: string } };
    expect(list.unsubscribe.url).toMatch(/\/api\/newsletter\/unsubscribe\?t=/);
    expect(list.unsubscribe.mail).toBeUndefined();
    // Stable Message-ID per delivery.
    const deliveries = await database.db.select().from(newsletterDeliveries);
    expect(new Set(smtp.mails.map((m) => m.messageId))).toEqual(new Set(deliveries.map((d) => deliveryMessageId(d.id))));
    expect(deliveries.every((d) => d.status === "sent" && d.sentAt)).toBe(true);
    const progress = await campaignProgress(database.db);
    expect(progress.every((p) => p.status === "done" && p.queued === 0)).toBe(true);
    expect(progress.map((p) => p.sent).sort()).toEqual([1, 1, 2]);

    // The personal link in the body and the one-click URL both unsubscribe this subscriber.
    const oneClick = new URL(list.unsubscribe.url);
    const bodyLink = linkIn(toEs, "/newsletter/unsubscribe");
    expect(bodyLink.searchParams.get("t")).toBe(oneClick.searchParams.get("t"));
    expect((await subscriberForUnsubscribe(bodyLink.searchParams.get("t")))?.id).toBe(es.id);
    smtp.mails.length = 0;
    expect(await unsubscribeByToken(oneClick.searchParams.get("t"))).toBe("unsubscribed");
    expect(await unsubscribeByToken(oneClick.searchParams.get("t"))).toBe("unsubscribed");
    const [row] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, es.id));
    expect(row!.status).toBe("unsubscribed");
    await processOutbox(database.db);
    expect(smtp.mails.map((m) => m.subject)).toEqual(["Te has dado de baja del boletín de Ardentia"]);
    // Its link to the blog names the subscriber's language (a bare one would follow the browser's).
    expect(linkIn(smtp.mails[0]!, "/blog").href).toBe(`${PUBLIC}/blog?lang=es`);
    expect(smtp.mails[0]!.html).toContain(`href="${PUBLIC}/blog?lang=es"`);
    expect(await unsubscribeByToken(`${es.id}.forged`)).toBe("invalid");
  });

  test("SMTP down: deliveries are retried with backoff, then failed; the admin retry sends them", async () => {
    await activeSubscriber("r@acme.mx");
    const post = await makePost();
    await database.db.transaction((tx) => createCampaignForPost(tx, post.id));
    await smtp.stop();
    expect(await processDeliveries(database.db)).toMatchObject({ sent: 0, failed: 1 });
    let [d] = await database.db.select().from(newsletterDeliveries);
    expect(d).toMatchObject({ status: "queued", attempts: 1 });
    expect(d!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(d!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await database.db.update(newsletterDeliveries).set({ attempts: 4, nextAttemptAt: new Date(0) });
    await processDeliveries(database.db);
    [d] = await database.db.select().from(newsletterDeliveries);
    expect(d!.status).toBe("failed");
    const [p] = await campaignProgress(database.db);
    expect(p).toMatchObject({ status: "done", failed: 1, sent: 0 });
    await smtp.start();
    expect(await retryFailedDeliveries(p!.id, TEST_ACTOR)).toBe(1);
    expect(await processDeliveries(database.db)).toMatchObject({ sent: 1, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
    // Nothing failed any more: 0; an id no campaign has: null (the admin answers 404).
    expect(await retryFailedDeliveries(p!.id, TEST_ACTOR)).toBe(0);
    expect(await retryFailedDeliveries("00000000-0000-4000-8000-000000000000", TEST_ACTOR)).toBeNull();
  });

  test("an address the mail server refuses for good (550) fails at once, named to the admin; the others go", async () => {
    await activeSubscriber("existe@acme.mx");
    await activeSubscriber("nadie@acme.mx");
    const post = await makePost();
    await database.db.transaction((tx) => createCampaignForPost(tx, post.id));
    smtp.rejected.add("nadie@acme.mx");
    try {
      expect(await processDeliveries(database.db)).toMatchObject({ sent: 1, failed: 1 });
    } finally {
      smtp.rejected.clear();
    }
    const refused = (await database.db.select().from(newsletterDeliveries)).find((d) => d.email === "nadie@acme.mx")!;
    // Failed on the first try: no five attempts over minutes shown as «en cola».
    expect(refused).toMatchObject({ status: "failed", attempts: 1 });
    const [p] = await campaignProgress(database.db);
    expect(p).toMatchObject({ status: "done", sent: 1, failed: 1, failedEmails: ["nadie@acme.mx"] });
    expect(p!.lastError).toMatch(/550/);
    expect(deliveryErrorText(p!.lastError!)).toMatch(/^El servidor de correo rechazó la dirección \(550\)/);
    expect(smtp.mails.map((m) => m.envelopeTo).flat()).toEqual(["existe@acme.mx"]);

    // The refused address is marked (with the server's words), and the next campaign skips it.
    const byEmail = async (email: string) => (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;
    expect((await byEmail("existe@acme.mx")).bouncedAt).toBeNull();
    const bounced = await byEmail("nadie@acme.mx");
    expect(bounced.bouncedAt).not.toBeNull();
    expect(bounced.bounceReason).toMatch(/550.*User unknown/);
    expect(bounced.status).toBe("active");
    expect((await listSubscribers({ status: "active", search: "nadie", limit: 10 }))[0]).toMatchObject({ email: "nadie@acme.mx", bouncedAt: bounced.bouncedAt!.toISOString() });
    const next = await makePost();
    await database.db.transaction((tx) => createCampaignForPost(tx, next.id));
    const [latest] = await campaignProgress(database.db, { postId: next.id });
    expect(latest).toMatchObject({ total: 1 });
    expect((await database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.email, "nadie@acme.mx"))).length).toBe(1);

    // Signing up again sends a new link (for an active address that did not bounce, nothing happens);
    // using it shows the mailbox works again, and campaigns reach it once more.
    await subscribe({ email: "existe@acme.mx", language: "es" }, nextIp());
    expect((await byEmail("existe@acme.mx")).status).toBe("active");
    await subscribe({ email: "nadie@acme.mx", language: "es" }, nextIp());
    const again = await byEmail("nadie@acme.mx");
    expect(again.status).toBe("pending");
    expect(again.confirmTokenHash).not.toBeNull();
    await database.db.update(newsletterSubscribers).set({ confirmTokenHash: hashToken("enlace-de-prueba") }).where(eq(newsletterSubscribers.id, again.id));
    expect(await confirmSubscription("enlace-de-prueba")).toBe("confirmed");
    expect(await byEmail("nadie@acme.mx")).toMatchObject({ status: "active", bouncedAt: null, bounceReason: null });
  });

  test("only a recipient's refusal (5xx to RCPT TO) marks a bounce, not a relay or message refusal", () => {
    expect(isRecipientRefusal({ command: "RCPT TO", responseCode: 550 })).toBe(true);
    expect(isRecipientRefusal({ command: "RCPT TO", responseCode: 451 })).toBe(false);
    expect(isRecipientRefusal({ command: "MAIL FROM", responseCode: 553 })).toBe(false);
    expect(isRecipientRefusal({ command: "DATA", responseCode: 554 })).toBe(false);
    expect(isRecipientRefusal({ command: "AUTH PLAIN", responseCode: 535 })).toBe(false);
    expect(isRecipientRefusal(new Error("ECONNREFUSED"))).toBe(false);
  });

  test("a campaign whose last waiting delivery goes with its subscriber is over, not «Enviando» for ever", async () => {
    await activeSubscriber("s@acme.mx");
    const waiting = await activeSubscriber("w@acme.mx");
    const post = await makePost();
    await database.db.transaction((tx) => createCampaignForPost(tx, post.id));
    // One mail goes; the other waits for a retry an hour away.
    await database.db.update(newsletterDeliveries).set({ nextAttemptAt: new Date(Date.now() + 3_600_000) }).where(eq(newsletterDeliveries.subscriberId, waiting.id));
    expect(await processDeliveries(database.db)).toMatchObject({ sent: 1 });
    let [p] = await campaignProgress(database.db);
    expect(p).toMatchObject({ status: "sending", sent: 1, queued: 1 });
    expect(await removeSubscriber(waiting.id, TEST_ACTOR)).toBe(true);
    [p] = await campaignProgress(database.db);
    expect(p).toMatchObject({ status: "done", sent: 1, queued: 0 });
    expect(p!.finishedAt).not.toBeNull();
  });

  test("the campaign transport of SMTP_URL pools its connections: 60 mails over at most the pool's connections", async () => {
    const sink = await startCountingSink();
    setEnv(parseEnv({ ...SETTINGS, SMTP_URL: sink.url }));
    setCampaignTransport(undefined);
    try {
      await database.db.execute(sql`
        INSERT INTO newsletter_subscribers (email, language, status, confirmed_at)
        SELECT 'pool' || g || '@acme.mx', 'es', 'active', now() FROM generate_series(1, 60) g`);
      const post = await makePost();
      await database.db.transaction((tx) => createCampaignForPost(tx, post.id));
      expect(await processDeliveries(database.db)).toMatchObject({ sent: 60, failed: 0 });
      expect(sink.mails).toHaveLength(60);
      expect(new Set(sink.mails.map((m) => m.messageId)).size).toBe(60);
      // One connection per mail was the bug: the pool settings were passed where nodemailer
      // expects default message fields.
      expect(sink.connections).toBeGreaterThan(0);
      expect(sink.connections).toBeLessThanOrEqual(SMTP_POOL_CONNECTIONS);
    } finally {
      setCampaignTransport(undefined);
      setEnv(parseEnv(SETTINGS));
      await sink.stop();
    }
  });

  test("a delivery whose worker died is taken over after its lease, with the same Message-ID", async () => {
    await activeSubscriber("l@acme.mx");
    const post = await makePost();
    await database.db.transaction((tx) => createCampaignForPost(tx, post.id));
    const [claimed] = await claimDeliveries(database.db, 10);
    expect(await claimDeliveries(database.db, 10)).toHaveLength(0);
    await database.db.update(newsletterDeliveries).set({ lockedUntil: new Date(Date.now() - 1000) });
    expect(await processDeliveries(database.db)).toMatchObject({ sent: 1 });
    expect(smtp.mails[0]!.messageId).toBe(deliveryMessageId(claimed!.id));
  });

  test("the growth chart counts the team's days (Monterrey), today last", async () => {
    const at = (iso: string) => new Date(iso);
    // 21:30 on 19 November in Monterrey (UTC−6) is 03:30 on the 20th in UTC.
    await database.db.insert(newsletterSubscribers).values({ email: "late@acme.mx", status: "active", confirmedAt: at("2026-11-20T03:30:00Z") });
    await database.db.insert(newsletterSubscribers).values({ email: "noon@acme.mx", status: "active", confirmedAt: at("2026-11-18T18:00:00Z") });
    // Left at 23:00 on 19 November there: no longer active at the end of that day.
    await database.db.insert(newsletterSubscribers).values({
      email: "left@acme.mx",
      status: "unsubscribed",
      confirmedAt: at("2026-11-10T18:00:00Z"),
      unsubscribedAt: at("2026-11-20T05:00:00Z"),
    });
    // 22:00 on 20 November in Monterrey: already the 21st in UTC, still the 20th for the team.
    const points = await subscriberGrowth(4, database.db, at("2026-11-21T04:00:00Z"));
    expect(points).toEqual([
      { day: "2026-11-17", count: 1 },
      { day: "2026-11-18", count: 2 },
      { day: "2026-11-19", count: 2 },
      { day: "2026-11-20", count: 2 },
    ]);
  });

  test("analytics, listing and removal", async () => {
    await activeSubscriber("x1@acme.mx", "es");
    await activeSubscriber("x2@acme.mx", "en");
    await database.db.insert(newsletterSubscribers).values({ email: "old@acme.mx", status: "active", confirmedAt: new Date(Date.now() - 40 * 86400_000) });
    await database.db.insert(newsletterSubscribers).values({ email: "pend@acme.mx", status: "pending" });
    await database.db.insert(newsletterSubscribers).values({ email: "gone@acme.mx", status: "unsubscribed", confirmedAt: new Date(Date.now() - 50 * 86400_000) });
    const a = await newsletterAnalytics();
    expect(Object.keys(a).sort()).toEqual(["confirmationRate", "languageBreakdown", "lastUpdated", "recentSubscribers", "recentSubscribersList", "totalSubscribers"]);
    expect(a).toMatchObject({ totalSubscribers: 3, recentSubscribers: 2, confirmationRate: 80, languageBreakdown: { es: 2, en: 1 } });
    expect(a.recentSubscribersList.map((s) => s.email)).toEqual(expect.arrayContaining(["x1@acme.mx", "x2@acme.mx", "old@acme.mx"]));
    expect(Object.keys(a.recentSubscribersList[0]!).sort()).toEqual(["confirmedAt", "email", "language"]);
    expect(await listSubscribers({ status: "pending", limit: 100 })).toHaveLength(1);
    expect(await listSubscribers({ limit: 2 })).toHaveLength(2);
    const [x1] = await listSubscribers({ status: "active", limit: 1000 }).then((r) => r.filter((s) => s.email === "x1@acme.mx"));
    expect(await removeSubscriber(x1!.id, TEST_ACTOR)).toBe(true);
    expect(await removeSubscriber(x1!.id, TEST_ACTOR)).toBe(false);
    expect((await newsletterAnalytics()).totalSubscribers).toBe(2);
  });

  test("unconfirmed signups are deleted after 30 days; confirmed ones stay", async () => {
    await database.db.insert(newsletterSubscribers).values({ email: "stale@acme.mx", status: "pending", subscribedAt: new Date(Date.now() - 31 * 86400_000) });
    await database.db.insert(newsletterSubscribers).values({ email: "fresh@acme.mx", status: "pending", subscribedAt: new Date(Date.now() - 29 * 86400_000) });
    await database.db.insert(newsletterSubscribers).values({ email: "kept@acme.mx", status: "active", confirmedAt: new Date(), subscribedAt: new Date(Date.now() - 90 * 86400_000) });
    expect(await deleteUnconfirmed(database.db)).toBe(1);
    expect((await database.db.select().from(newsletterSubscribers)).map((s) => s.email).sort()).toEqual(["fresh@acme.mx", "kept@acme.mx"]);
  });

  test("two instances never claim the same delivery", async () => {
    await database.db.execute(sql`INSERT INTO newsletter_subscribers (email, status, confirmed_at) SELECT 'u' || g || '@acme.mx', 'active', now() FROM generate_series(1, 120) g`);
    const post = await makePost();
    await database.db.transaction((tx) => createCampaignForPost(tx, post.id));
    const other = await openDatabase({ databaseUrl: database.url!, migrate: false });
    try {
      const batches = await Promise.all([claimDeliveries(database.db, 25), claimDeliveries(other.db, 25), claimDeliveries(database.db, 25), claimDeliveries(other.db, 25)]);
      const ids = batches.flat().map((d) => d.id);
      expect(ids).toHaveLength(100);
      expect(new Set(ids).size).toBe(100);
    } finally {
      await other.close();
    }
  });
});
