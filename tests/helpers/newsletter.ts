/** Test helpers of the newsletter: published posts inserted directly in the database. */
import { randomBytes } from "node:crypto";

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
 * without parsing the body (the full sink in smtp.ts parses every mail with mailparser), and
 * counts the connections.
 */
export type CountedMail = { envelopeTo: Array<string>; messageId: string | undefined; bytes: number };

export async function startCountingSink(): Promise<{ url: string; mails: Array<CountedMail>; readonly connections: number; stop(): Promise<void> }> {
  const { SMTPServer } = await import("smtp-server");
  const mails: Array<CountedMail> = [];
  let connections = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
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
    /** SMTP connections opened so far. */
    get connections() {
      return connections;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
