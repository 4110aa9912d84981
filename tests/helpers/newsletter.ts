/** Test helpers of the newsletter: a signed-in admin cookie made directly in the database, posts. */
import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";

/**
 * Creates an admin user and session row and returns the Cookie header that signs in as them
 * (the cookie carries the session token; see app/auth/session.server.ts).
 */
export async function adminCookie(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const userId = randomUUID();
    const token = randomBytes(24).toString("base64url");
    await client.query(`INSERT INTO "user" (id, name, email, email_verified) VALUES ($1, 'Admin', $2, true)`, [userId, `admin-${userId.slice(0, 8)}@ardentia.test`]);
    await client.query(`INSERT INTO session (id, token, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`, [randomUUID(), token, userId]);
    return `ardentia.session_token=${token}`;
  } finally {
    await client.end();
  }
}

/** Inserts a published post with Spanish (and optionally English) content; returns its id and slug. */
export async function insertPublishedPost(client: { query(text: string, params?: Array<unknown>): Promise<{ rows: Array<Record<string, unknown>> }> }, options: { en?: boolean } = {}) {
  const slug = `post-${randomBytes(4).toString("hex")}`;
  const { rows } = await client.query(
    `INSERT INTO posts (slug, category_id, status, published_at) VALUES ($1, (SELECT id FROM categories ORDER BY id LIMIT 1), 'published', now()) RETURNING id`,
    [slug],
  );
  const id = String(rows[0]!.id);
  await client.query(`INSERT INTO post_contents (post_id, language, title, excerpt, content) VALUES ($1, 'es', 'Control ESD en la línea', 'Qué revisar', '<p>Texto del artículo</p>')`, [id]);
  if (options.en) await client.query(`INSERT INTO post_contents (post_id, language, title, excerpt, content) VALUES ($1, 'en', 'ESD control on the line', 'What to check', '<p>Article text</p>')`, [id]);
  return { id, slug };
}

/**
 * A light SMTP sink for volume tests: it records each mail's envelope recipient and Message-ID
 * without parsing the body (the full sink in smtp.ts parses every mail with mailparser).
 */
export type CountedMail = { envelopeTo: Array<string>; messageId: string | undefined; bytes: number };

export async function startCountingSink(): Promise<{ url: string; mails: Array<CountedMail>; stop(): Promise<void> }> {
  const { SMTPServer } = await import("smtp-server");
  const mails: Array<CountedMail> = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Array<Buffer> = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        const head = raw.subarray(0, Math.min(raw.length, 8192)).toString("utf8").split(/\r?\n\r?\n/)[0] ?? "";
        const messageId = /^message-id:\s*(<[^>]+>)/im.exec(head)?.[1];
        mails.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), messageId, bytes: raw.length });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  // A sender killed mid-conversation (the SIGKILL test) resets its connection: expected, not a failure.
  server.on("error", () => {});
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
