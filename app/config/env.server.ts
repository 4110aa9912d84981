/**
 * Every setting comes from the environment and is validated here, once, at start.
 * An invalid value stops the server with one line naming the variable and what is expected.
 * `.env.example` documents each variable.
 */
import path from "node:path";
import { z } from "~/platform/zod";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const bool = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ["on", "off", "true", "false", "1", "0", "yes", "no", ""].includes(v), {
      message: `${name} must be one of on, off, true, false, 1, 0`,
    })
    .transform((v) => ["on", "true", "1", "yes"].includes(v));

/** An integer setting within bounds; `shownMin` is the lowest value the message names. */
const integer = (name: string, min: number, max: number, shownMin = min) => {
  const message = `${name} must be an integer between ${shownMin} and ${max}`;
  return z.coerce.number({ message }).int(message).min(min, message).max(max, message);
};

const optionalUrl = (name: string, protocols: Array<string>) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => {
        if (v === undefined) return true;
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { message: `${name} must be a URL starting with ${protocols.map((p) => p + "//").join(" or ")}` },
    );

const email = (name: string) =>
  z.string().trim().pipe(z.email({ message: `${name} must be an e-mail address` }));

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    // 0 (any free port) is accepted, for tests; the message names the ports a person would choose.
    PORT: integer("PORT", 0, 65535, 1).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    PUBLIC_URL: optionalUrl("PUBLIC_URL", ["http:", "https:"]),
    DATA_DIR: z.string().trim().min(1, "DATA_DIR must be a directory path").default("./data"),
    DATABASE_URL: optionalUrl("DATABASE_URL", ["postgres:", "postgresql:"]),
    SMTP_URL: optionalUrl("SMTP_URL", ["smtp:", "smtps:"]),
    MAIL_FROM: z.string().trim().min(3, "MAIL_FROM must be a sender such as 'Ardentia <no-reply@example.com>'").default("Ardentia <no-reply@ardentia.mx>"),
    CONTACT_TO: email("CONTACT_TO").default("ventas@ardentia.mx"),
    SESSION_SECRET: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || v.length >= 32, { message: "SESSION_SECRET must be at least 32 characters" }),
    ADMIN_EMAIL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || z.email().safeParse(v).success, { message: "ADMIN_EMAIL must be an e-mail address" }),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || ([...v].length >= 12 && [...v].length <= 128), {
        message: "ADMIN_PASSWORD must be 12 to 128 characters",
      }),
    MAINTENANCE_MODE: bool("MAINTENANCE_MODE").default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    }).default("info"),
    /** Which proxies to believe for X-Forwarded-For/-Proto: unset/false, a hop count, or a comma-separated CIDR list. */
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^(true|false|\d+|[\d.:/a-fA-F, ]+|loopback)$/.test(v), {
        message: "TRUST_PROXY must be a hop count, 'loopback', or a comma-separated list of IPs/CIDRs",
      }),
    /** How long a newsletter worker holds the deliveries it claimed before another may take them over. */
    NEWSLETTER_LEASE_SECONDS: integer("NEWSLETTER_LEASE_SECONDS", 5, 3600).default(60),
    /** Serve public pages from the in-memory page cache (off only for measurements and debugging). */
    PAGE_CACHE: bool("PAGE_CACHE").default(true),
    /**
     * Database connections each worker process may hold. Three keep a worker's core busy: a request
     * holds one only for its queries, and the background work (outbox, newsletter, jobs) leases rows
     * and sends mail outside any transaction. More connections only add PostgreSQL processes.
     */
    DATABASE_POOL_SIZE: integer("DATABASE_POOL_SIZE", 2, 100).default(3),
    /** Memory for the page cache of each worker, in MB (least recently used pages go first). */
    PAGE_CACHE_MB: integer("PAGE_CACHE_MB", 1, 1024).default(24),
    /**
     * Seconds without a request after which a worker gives its emptied heap back to the system
     * (one memory-reducing collection; needs `--expose-gc`, which `npm start` gives its workers). 0: never.
     */
    IDLE_RELEASE_S: integer("IDLE_RELEASE_S", 0, 86_400).default(10),
    /** Seconds a stopping worker keeps serving with /readyz at 503, so a balancer polling it moves away first. */
    SHUTDOWN_DELAY_S: integer("SHUTDOWN_DELAY_S", 0, 15).default(0),
    /** Run the background mail and newsletter workers in this process. */
    WORKERS: bool("WORKERS").default(true),
    /** Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (see the README). */
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalUrl("S3_ENDPOINT", ["http:", "https:"]),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: bool("S3_FORCE_PATH_STYLE").default(false),
    /** A public or CDN base the bucket's objects are served from; without it the app serves /uploads/*. */
    S3_PUBLIC_URL: optionalUrl("S3_PUBLIC_URL", ["http:", "https:"]).transform((v) => v?.replace(/\/+$/, "")),
  })
  .refine((e) => (e.ADMIN_EMAIL === undefined) === (e.ADMIN_PASSWORD === undefined), {
    message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_PASSWORD"],
  })
  .refine((e) => (e.S3_ACCESS_KEY_ID === undefined) === (e.S3_SECRET_ACCESS_KEY === undefined), {
    message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the SDK's own credentials)",
    path: ["S3_SECRET_ACCESS_KEY"],
  })
  .refine((e) => e.S3_BUCKET !== undefined || [e.S3_ENDPOINT, e.S3_ACCESS_KEY_ID, e.S3_PUBLIC_URL].every((v) => v === undefined), {
    message: "S3_BUCKET is needed when other S3_* settings are given",
    path: ["S3_BUCKET"],
  });

export type Env = z.infer<typeof EnvSchema> & { DATA_DIR: string; PUBLIC_URL: string };

export class ConfigError extends Error {}

/** A value as it may be shown in a message: the password of any `user:password@` in it (a URL, well formed or not) masked. */
function withoutPassword(value: string): string {
  return value.replace(/([^\s:/@]*):[^\s@/]*@/g, "$1:***@");
}

/** Parses an environment object; throws ConfigError with one line naming the first bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const got = source[name];
    const shown = name.includes("PASSWORD") || name.includes("SECRET") ? "" : got === undefined ? "" : ` (got "${withoutPassword(got)}")`;
    const message = issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    throw new ConfigError(`Invalid configuration: ${message}${shown}`);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, DATA_DIR: dataDir, PUBLIC_URL: publicUrl };
}

let current: Env | undefined;

/** The validated settings of this process (parsed from process.env on first use). */
export function env(): Env {
  current ??= parseEnv(process.env);
  return current;
}

/** For tests and the server start: replace the settings of this process. */
export function setEnv(next: Env) {
  current = next;
}
