/**
 * The database schema, one `pg-core` schema for PGlite and PostgreSQL alike.
 * Migrations in `drizzle/` are generated from this file (`npm run db:generate`); the SQL that
 * Drizzle cannot express (extensions, text-search configurations) lives in a custom migration.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => tz("created_at").notNull().defaultNow();
const updatedAt = () => tz("updated_at").notNull().defaultNow();

export const langEnum = pgEnum("lang", ["es", "en"]);
export const postStatusEnum = pgEnum("post_status", ["draft", "scheduled", "published", "archived"]);
export const subscriberStatusEnum = pgEnum("subscriber_status", ["pending", "active", "unsubscribed"]);
export const contactStatusEnum = pgEnum("contact_status", ["new", "in_progress", "answered", "archived"]);
export const mailStatusEnum = pgEnum("mail_status", ["pending", "sending", "sent", "failed"]);
export const campaignStatusEnum = pgEnum("campaign_status", ["queued", "sending", "done"]);
export const deliveryStatusEnum = pgEnum("delivery_status", ["queued", "sending", "sent", "failed"]);

// ---------------------------------------------------------------------------------------------
// Auth (better-auth's tables, with timestamps in UTC)
// ---------------------------------------------------------------------------------------------

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Set while the admin is deactivated (the «Equipo» screen, `npm run admin -- deactivate`): no sign-in, no session. */
  deactivatedAt: tz("deactivated_at"),
  /** When the admin last signed in (a session was created). */
  lastSignInAt: tz("last_sign_in_at"),
  /** Set when the admin confirmed an authenticator app (`admin_two_factor`); read with every session. */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
});

/**
 * An admin's authenticator app (TOTP, RFC 6238): the secret (AES-256-GCM with a key derived from the
 * session secret), when the enrolment was confirmed (null: shown but not confirmed yet), and the
 * last time step a code was accepted for, so a code is never accepted twice.
 */
export const adminTwoFactor = pgTable("admin_two_factor", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: tz("confirmed_at"),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
});

/**
 * An admin's passkeys (WebAuthn credentials): the credential id, its public key (COSE, base64url),
 * the signature counter, and a name the admin chose. A passkey with user verification signs in
 * alone (it counts as two factors).
 */
export const adminPasskeys = pgTable(
  "admin_passkeys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<Array<string>>().notNull().default([]),
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: tz("last_used_at"),
  },
  (t) => [index("admin_passkeys_user_idx").on(t.userId)],
);

/**
 * WebAuthn challenges, single-use and short-lived: a ceremony's response is checked against the
 * challenge it claims, which is deleted as it is read, so a replayed response finds none.
 */
export const webauthnChallenges = pgTable("webauthn_challenges", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The admin registering a passkey; null for a sign-in (the passkey names the account). */
  userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
  purpose: text("purpose", { enum: ["register", "authenticate"] }).notNull(),
  challenge: text("challenge").notNull(),
  expiresAt: tz("expires_at").notNull(),
});

/**
 * Invitations to join the admin team by e-mail: a single-use link valid 72 hours (only the
 * sha256 of its token is stored). Resending replaces the token and the expiry; revoking or
 * accepting ends it.
 */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: tz("expires_at").notNull(),
    acceptedAt: tz("accepted_at"),
    revokedAt: tz("revoked_at"),
  },
  (t) => [index("admin_invitations_email_idx").on(t.email)],
);

/** Single-use recovery codes of an admin's two-factor sign-in: only their sha256 is stored. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: tz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("admin_recovery_codes_user_idx").on(t.userId)],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: tz("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: tz("access_token_expires_at"),
    refreshTokenExpiresAt: tz("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: tz("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Rate-limit counters shared by every instance (sign-in, contact form, newsletter signup). */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Failed sign-in tracking per account and per IP, for growing delays (brute-force protection). */
export const authFailure = pgTable("auth_failure", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastFailureAt: tz("last_failure_at").notNull().defaultNow(),
  lockedUntil: tz("locked_until"),
});

/** Small facts about this installation (e.g. whether the demo content was seeded once). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  slug: varchar("slug", { length: 64 }).notNull().unique(),
  nameEs: text("name_es").notNull(),
  nameEn: text("name_en").notNull(),
  icon: text("icon").notNull().default("Tag"),
  color: text("color").notNull().default("#334155"),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const tags = pgTable("tags", {
  id: serial("id").primaryKey(),
  slug: varchar("slug", { length: 80 }).notNull().unique(),
  nameEs: text("name_es").notNull(),
  nameEn: text("name_en").notNull(),
  createdAt: createdAt(),
});

/** An uploaded image, re-encoded to WebP, with its responsive widths. */
export const storedImages = pgTable("stored_images", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** `folder/timestamp_random_name.webp` inside the storage. */
  path: text("path").notNull().unique(),
  url: text("url").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  /** Smaller widths: [{ width, height, path, url, bytes }]. */
  variants: jsonb("variants").$type<Array<{ width: number; height: number; path: string; url: string; bytes: number }>>().notNull().default([]),
  originalName: text("original_name"),
  uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The Spanish version's URL slug: /blog/{slug}. */
    slug: varchar("slug", { length: 100 }).notNull().unique(),
    /** The English version's own slug; null: the English version uses `slug` too. */
    slugEn: varchar("slug_en", { length: 100 }).unique(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    /**
     * The summary of the language versions' states: published when one is, else scheduled when
     * one is, else draft when one is, else archived (kept by `savePost` and the scheduler).
     */
    status: postStatusEnum("status").notNull().default("draft"),
    featuredImageUrl: text("featured_image_url"),
    featuredImageId: uuid("featured_image_id").references(() => storedImages.id, { onDelete: "set null" }),
    /** The post's first publication, in either language: its date on every public page. */
    publishedAt: tz("published_at"),
    /** The earliest time a scheduled version of the post becomes public. */
    scheduledAt: tz("scheduled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /**
     * Goes up by one with every save of the post's content: an editor sends the version it started
     * from, and a save based on an older one is refused (two tabs or two admins never overwrite
     * each other silently).
     */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("posts_status_published_idx").on(t.status, t.publishedAt.desc()),
    index("posts_category_status_published_idx").on(t.categoryId, t.status, t.publishedAt.desc()),
    index("posts_created_idx").on(t.createdAt.desc()),
  ],
);

/**
 * Every slug a published post has had and no longer has, by language: /blog/{slug} answers a 301
 * to the post's current slug in that language. A slug of one post is never taken by another, so
 * an old link never starts showing a different post.
 */
export const postSlugRedirects = pgTable(
  "post_slug_redirects",
  {
    slug: varchar("slug", { length: 100 }).primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    language: langEnum("language").notNull(),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [index("post_slug_redirects_post_idx").on(t.postId)],
);

/** What a revision holds of one language version. */
export type RevisionLanguage = { title: string; excerpt: string; content: string; status: "draft" | "scheduled" | "published" | "archived" };

/**
 * Every save, publication and restore of a post, as it was then: both languages' title, excerpt,
 * content and state, the category, the tags, the post's state, who and when. The last 50 of a post
 * are kept, plus every one that was public (`published`).
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** The post's `version` this revision is. */
    version: integer("version").notNull(),
    createdAt: tz("created_at").notNull().defaultNow(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** Who saved it, as shown then (kept when the account goes). */
    authorLabel: text("author_label").notNull(),
    /** What made it: a save, a publication, a scheduled publication or a restore. */
    reason: text("reason", { enum: ["save", "publish", "schedule", "scheduled-publish", "restore"] }).notNull(),
    status: postStatusEnum("status").notNull(),
    /** Whether a version of the post was public with this content (kept beyond the last 50). */
    published: boolean("published").notNull().default(false),
    categoryId: integer("category_id"),
    tagIds: jsonb("tag_ids").$type<Array<number>>().notNull().default([]),
    es: jsonb("es").$type<RevisionLanguage>().notNull(),
    en: jsonb("en").$type<RevisionLanguage | null>(),
    /** With reason "restore": the revision restored. */
    restoredFrom: bigint("restored_from", { mode: "number" }),
  },
  (t) => [index("post_revisions_post_idx").on(t.postId, t.id.desc())],
);

/**
 * The editor's autosave: each admin's unsaved edits of a post, stored a few seconds after the last
 * change. It never touches the post itself; reopening the post offers it when it is newer than
 * the post's last save.
 */
export const postAutosaves = pgTable(
  "post_autosaves",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The post version the edits started from. */
    baseVersion: integer("base_version").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    savedAt: tz("saved_at").notNull().defaultNow(),
    /**
     * When the edits were current by the browser's own clock (null from an editor that did not
     * say): the editor orders this copy against the one it keeps itself by this time, never by the
     * server's, so a browser whose clock is off still gets its latest edits back.
     */
    editedAt: tz("edited_at"),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/**
 * Shareable preview links of a draft or scheduled post: the link carries a random token (256 bits)
 * of which only the sha256 is stored; a link works until `expires_at` unless revoked.
 */
export const postPreviews = pgTable(
  "post_previews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: tz("created_at").notNull().defaultNow(),
    expiresAt: tz("expires_at").notNull(),
    revokedAt: tz("revoked_at"),
  },
  (t) => [index("post_previews_post_idx").on(t.postId, t.createdAt.desc())],
);

/**
 * One row per post and language. `search` is the full-text vector in that language's
 * accent-insensitive configuration (es_unaccent / en_unaccent, see the custom migration);
 * `tags_text` holds the tag names in that language so search covers them too.
 */
export const postContents = pgTable(
  "post_contents",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    language: langEnum("language").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    /**
     * This language version's own state: each version is published, scheduled, archived or left a
     * draft on its own (`posts.status` is the summary of both, see `postStatusOf`). Public pages,
     * search, feeds and the sitemap show only published versions.
     */
    // No default of its own: a row inserted without a state takes its post's (trigger, migration 0016).
    status: postStatusEnum("status").notNull().default(sql`NULL`),
    /** When this version was first published (kept when it is unpublished and published again). */
    publishedAt: tz("published_at"),
    /** When this version becomes public (status 'scheduled'); its job is `publish-post:<post>:<language>`. */
    scheduledAt: tz("scheduled_at"),
    /** Search and social fields of this language; empty: derived from the title and excerpt. */
    metaTitle: varchar("meta_title", { length: 200 }),
    metaDescription: varchar("meta_description", { length: 500 }),
    /** The image of social cards in this language; empty: the post's featured image. */
    socialImageUrl: text("social_image_url"),
    socialImageId: uuid("social_image_id").references(() => storedImages.id, { onDelete: "set null" }),
    tagsText: text("tags_text").notNull().default(""),
    /**
     * Whether this is the post's only content row (kept by a trigger, migration 0003): then the
     * other language's pages show it too, and search looks at it in both.
     */
    soleLanguage: boolean("sole_language").notNull().default(true),
    /**
     * The post's publication date while it is published (-infinity for a published post without
     * one), else null; kept by triggers (migration 0003) so search needs no join with posts.
     */
    listedAt: tz("listed_at"),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector(CASE WHEN "language" = 'es' THEN 'es_unaccent'::regconfig ELSE 'en_unaccent'::regconfig END, coalesce("title", '') || ' ' || coalesce("tags_text", '')), 'A') || setweight(to_tsvector(CASE WHEN "language" = 'es' THEN 'es_unaccent'::regconfig ELSE 'en_unaccent'::regconfig END, coalesce("excerpt", '')), 'B') || setweight(to_tsvector(CASE WHEN "language" = 'es' THEN 'es_unaccent'::regconfig ELSE 'en_unaccent'::regconfig END, regexp_replace(coalesce("content", ''), '<[^>]*>', ' ', 'g')), 'C')`,
    ),
    /**
     * The small part of `search` (title and tags A, excerpt B) that ranking reads: ranking every
     * match on the whole body's vector costs a detoast per row; this one stays inline.
     */
    searchHead: tsvector("search_head").generatedAlwaysAs(
      sql`setweight(to_tsvector(CASE WHEN "language" = 'es' THEN 'es_unaccent'::regconfig ELSE 'en_unaccent'::regconfig END, coalesce("title", '') || ' ' || coalesce("tags_text", '')), 'A') || setweight(to_tsvector(CASE WHEN "language" = 'es' THEN 'es_unaccent'::regconfig ELSE 'en_unaccent'::regconfig END, coalesce("excerpt", '')), 'B')`,
    ),
    /** Characters of the body's text (tags → space, whitespace collapsed): reading time without parsing the body. */
    textLength: integer("text_length").generatedAlwaysAs(
      sql`char_length(btrim(regexp_replace(regexp_replace(coalesce("content", ''), '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g')))`,
    ),
    /** Lower-cased, accent-free title, tags and excerpt: the words of the typo fallback (`search_words`). */
    searchText: text("search_text").generatedAlwaysAs(
      sql`f_unaccent(lower(coalesce("title", '') || ' ' || coalesce("tags_text", '') || ' ' || coalesce("excerpt", '')))`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.language] }),
    // One full-text index per language (searches always name one): no BitmapAnd with the primary
    // key to pick the language. GIN indexes without the pending list (fastupdate off): writes are
    // rare, and PGlite has no autovacuum to merge a pending list that every search would scan.
    index("post_contents_search_es_idx").using("gin", t.search).where(sql`${t.language} = 'es'`).with({ fastupdate: false }),
    index("post_contents_search_en_idx").using("gin", t.search).where(sql`${t.language} = 'en'`).with({ fastupdate: false }),
    // The rows other-language pages show (a post's only content): small, so that branch of a
    // search reads only matching rows too.
    index("post_contents_search_es_sole_idx").using("gin", t.search).where(sql`${t.language} = 'es' AND ${t.soleLanguage}`).with({ fastupdate: false }),
    index("post_contents_search_en_sole_idx").using("gin", t.search).where(sql`${t.language} = 'en' AND ${t.soleLanguage}`).with({ fastupdate: false }),
  ],
);

/**
 * Every accent-free, lower-case word (3+ characters) of the posts' titles, tags and excerpts
 * (`post_contents.search_text`), kept by a trigger on post_contents (migration 0003). The typo
 * fallback of blog search looks up similar words here (pg_trgm) instead of comparing the typed
 * term with every post. Words are never removed: a word no post uses any more finds nothing.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
  },
  (t) => [index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`).with({ fastupdate: false })],
);

/**
 * The stored images a post's body shows, per language (by `<img src>` or `srcset`, resolved to the
 * stored object when the post is saved): what makes an image "in use" besides the featured and
 * social images, found by the object, never by searching URL text.
 */
export const postBodyImages = pgTable(
  "post_body_images",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    language: langEnum("language").notNull(),
    imageId: uuid("image_id")
      .notNull()
      .references(() => storedImages.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.language, t.imageId] }), index("post_body_images_image_idx").on(t.imageId)],
);

export const postTags = pgTable(
  "post_tags",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index("post_tags_tag_idx").on(t.tagId)],
);

// ---------------------------------------------------------------------------------------------
// Contact requests (quote requests) and the inbox
// ---------------------------------------------------------------------------------------------

export const contactRequests = pgTable(
  "contact_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    state: text("state").notNull().default(""),
    municipality: text("municipality").notNull().default(""),
    company: text("company").notNull(),
    position: text("position").notNull().default(""),
    industry: text("industry").notNull().default(""),
    message: text("message").notNull(),
    language: langEnum("language").notNull(),
    status: contactStatusEnum("status").notNull().default("new"),
    /** Tripped the honeypot or the minimum fill time: kept out of the inbox. */
    isSpam: boolean("is_spam").notNull().default(false),
    spamReason: text("spam_reason"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /**
     * The submission's key: sha256 of the form's signed token and the request's content. A re-post
     * of the same rendered form finds its request here instead of storing a second one. Null for a
     * request without a form token (a JSON client) and for spam.
     */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contact_requests_inbox_idx").on(t.isSpam, t.status, t.createdAt.desc()),
    uniqueIndex("contact_requests_idempotency_key_idx").on(t.idempotencyKey),
  ],
);

// ---------------------------------------------------------------------------------------------
// Mail outbox: every e-mail is a row first, then a worker sends it (accept, persist, then act)
// ---------------------------------------------------------------------------------------------

export type OutboxMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** nodemailer `list` option, e.g. { unsubscribe: [[url, mailto]] }. */
  list?: Record<string, unknown>;
  messageId?: string;
};

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    /** Makes enqueueing idempotent (e.g. `contact-notify:{requestId}`). */
    dedupeKey: text("dedupe_key").unique(),
    message: jsonb("message").$type<OutboxMessage>().notNull(),
    status: mailStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: tz("next_attempt_at").notNull().defaultNow(),
    lockedUntil: tz("locked_until"),
    lastError: text("last_error"),
    sentAt: tz("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

// ---------------------------------------------------------------------------------------------
// Newsletter
// ---------------------------------------------------------------------------------------------

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * As typed, trimmed, domain lower-cased. Unique regardless of case (`lower(email)`): mailboxes
     * ignore the case of the local part, so `Ana@…` and `ana@…` are one subscriber, mailed once.
     */
    email: varchar("email", { length: 254 }).notNull(),
    language: langEnum("language").notNull().default("es"),
    status: subscriberStatusEnum("status").notNull().default("pending"),
    subscribedAt: tz("subscribed_at").notNull().defaultNow(),
    confirmedAt: tz("confirmed_at"),
    unsubscribedAt: tz("unsubscribed_at"),
    /** sha256 of the single-use confirmation token and its expiry (48 h). */
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: tz("confirm_expires_at"),
    /**
     * When the receiving server refused the address for good (an SMTP 5xx to RCPT TO: no such
     * mailbox) and what it said. Campaigns skip it until the address is confirmed again.
     */
    bouncedAt: tz("bounced_at"),
    bounceReason: text("bounce_reason"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("newsletter_subscribers_status_idx").on(t.status, t.subscribedAt.desc()),
    uniqueIndex("newsletter_subscribers_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

/**
 * One campaign per post and language: created when that language version is first published
 * (idempotent per version). A subscriber gets at most one delivery per post, whichever version
 * reached them first.
 */
export const newsletterCampaigns = pgTable(
  "newsletter_campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    language: langEnum("language").notNull().default("es"),
    status: campaignStatusEnum("status").notNull().default("queued"),
    total: integer("total").notNull().default(0),
    createdAt: createdAt(),
    finishedAt: tz("finished_at"),
  },
  (t) => [uniqueIndex("newsletter_campaigns_post_language_idx").on(t.postId, t.language)],
);

export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    language: langEnum("language").notNull(),
    status: deliveryStatusEnum("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: tz("next_attempt_at").notNull().defaultNow(),
    lockedUntil: tz("locked_until"),
    lastError: text("last_error"),
    sentAt: tz("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_campaign_subscriber_idx").on(t.campaignId, t.subscriberId),
    index("newsletter_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Periodic tasks (clean-ups): the last time each one ran. A process runs a task only when it
 * moves `last_run_at` forward itself, so each period's run happens once across every worker
 * process and instance.
 */
export const periodicTasks = pgTable("periodic_tasks", {
  name: text("name").primaryKey(),
  lastRunAt: tz("last_run_at").notNull(),
  /** How many runs were claimed in all (each period's run is claimed by one process only). */
  runs: integer("runs").notNull().default(0),
});

/**
 * Durable one-off jobs due at a time (e.g. publishing a scheduled post). `key` names the job so
 * that scheduling it again moves it instead of adding a second one. A job is claimed with
 * `FOR UPDATE SKIP LOCKED` and its handler runs in the claiming transaction: its database effects
 * and the job's `done` commit together, once, whichever process or instance gets there first.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: tz("run_at").notNull(),
    status: text("status", { enum: ["queued", "done", "failed", "cancelled"] }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: tz("created_at").notNull().defaultNow(),
    finishedAt: tz("finished_at"),
  },
  (t) => [uniqueIndex("jobs_key_idx").on(t.key), index("jobs_due_idx").on(t.status, t.runAt)],
);

// ---------------------------------------------------------------------------------------------
// Audit log
// ---------------------------------------------------------------------------------------------

/**
 * Who did what, when, to which object and from which IP: sign-ins, account and team changes,
 * content changes, and every view, export or deletion of personal data. Each entry is written in
 * the transaction of the change it records. Append-only: a trigger refuses UPDATE, TRUNCATE and
 * DELETE, except the retention purge's DELETE of entries older than 24 months (see
 * `app/platform/audit.server.ts`).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: tz("at").notNull().defaultNow(),
    /** The admin who acted; null for the system (a scheduled publication) or the command line. */
    actorId: text("actor_id"),
    /** The actor's e-mail at the time (for a failed sign-in: the address typed), or who else acted. */
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    objectType: text("object_type"),
    objectId: text("object_id"),
    /** A readable name of the object at the time (a post's title, a subscriber's e-mail…). */
    objectLabel: text("object_label"),
    ip: text("ip"),
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_actor_at_idx").on(t.actorId, t.at), index("audit_log_action_at_idx").on(t.action, t.at)],
);
