/**
 * File storage behind an interface: local disk in DATA_DIR/uploads (the default), or an
 * S3-compatible bucket when S3_BUCKET is set (`s3-storage.server.ts`). Keys are server-made paths
 * of the form `folder/timestamp_random_name.webp` inside a bucket folder (`blog-images`).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "~/config/env.server";
import { S3Storage } from "./s3-storage.server";

export const BLOG_IMAGES_BUCKET = "blog-images";
/** Public URL prefix of uploaded files (served by server/app.ts). */
export const UPLOADS_URL_PREFIX = "/uploads";

export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  remove(keys: Array<string>): Promise<void>;
  exists(key: string): Promise<boolean>;
  publicUrl(key: string): string;
  /** The storage key of one of our public URLs, or null when the URL is not ours. */
  keyFromUrl(url: string): string | null;
  /** Resolves when files can be stored and read now; rejects with the reason otherwise (readiness). */
  check(): Promise<void>;
  /** A stored file's bytes, or null when there is none (serving /uploads/* from a bucket). */
  read(key: string): Promise<Buffer | null>;
  /** Every stored key (backups). */
  list(): AsyncIterable<string>;
}

/** The storage could not be reached or refused the operation (an outage, not a bad request): a 503. */
export class StorageUnavailable extends Error {
  override name = "StorageUnavailable";
}

const SAFE_KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\/[A-Za-z0-9_.-]+\.webp$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..");
}

export class LocalDiskStorage implements FileStorage {
  constructor(
    private readonly root: string,
    private readonly bucket = BLOG_IMAGES_BUCKET,
  ) {}

  private file(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, this.bucket, key);
  }

  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, data, { mode: 0o644 });
    await fs.rename(tmp, file);
  }

  async remove(keys: Array<string>): Promise<void> {
    for (const key of keys) await fs.rm(this.file(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.access(this.file(key));
      return true;
    } catch {
      return false;
    }
  }

  publicUrl(key: string): string {
    return `${UPLOADS_URL_PREFIX}/${this.bucket}/${key}`;
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async *list(): AsyncIterable<string> {
    const base = path.join(this.root, this.bucket);
    const visit = async function* (rel: string): AsyncIterable<string> {
      let entries;
      try {
        entries = await fs.readdir(path.join(base, rel), { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const child = rel ? `${rel}/${entry.name}` : entry.name;
        if (entry.isDirectory()) yield* visit(child);
        else if (entry.isFile() && isSafeKey(child)) yield child;
      }
    };
    yield* visit("");
  }

  async check(): Promise<void> {
    const dir = path.join(this.root, this.bucket);
    await fs.mkdir(dir, { recursive: true });
    await fs.access(dir, fs.constants.R_OK | fs.constants.W_OK);
  }

  keyFromUrl(url: string): string | null {
    return keyFromPublicUrl(url, this.bucket);
  }
}

/**
 * The storage key a public URL of ours names: `/uploads/<folder>/<key>` on any host (query and
 * fragment ignored), or, with a public base (a bucket's CDN), `<base>/<folder>/<key>`; else null.
 */
export function keyFromPublicUrl(url: string, folder: string, publicBase?: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, "http://local");
  } catch {
    return null;
  }
  const prefixes = [`${UPLOADS_URL_PREFIX}/${folder}/`];
  if (publicBase) {
    const base = new URL(publicBase);
    if (parsed.origin === base.origin) prefixes.push(`${base.pathname.replace(/\/+$/, "")}/${folder}/`);
  }
  const prefix = prefixes.find((p) => parsed.pathname.startsWith(p));
  if (!prefix) return null;
  const key = parsed.pathname.slice(prefix.length);
  return isSafeKey(key) ? key : null;
}

/** Directory served at /uploads. */
export function uploadsRoot(): string {
  return path.join(env().DATA_DIR, "uploads");
}

let override: FileStorage | undefined;
let configured: { for: ReturnType<typeof env>; storage: FileStorage } | undefined;

/** The storage the settings name: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function storage(): FileStorage {
  if (override) return override;
  const config = env();
  if (configured?.for !== config) {
    const store = config.S3_BUCKET
      ? new S3Storage({
          bucket: config.S3_BUCKET,
          endpoint: config.S3_ENDPOINT,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
          publicUrl: config.S3_PUBLIC_URL,
        })
      : new LocalDiskStorage(uploadsRoot());
    configured = { for: config, storage: store };
  }
  return configured.storage;
}

/** True when uploads are served from DATA_DIR/uploads by the static file server. */
export function storageIsLocalDisk(): boolean {
  return storage() instanceof LocalDiskStorage;
}

/** For tests: replace the storage (e.g. one that fails). */
export function setStorage(next: FileStorage | undefined) {
  override = next;
}
