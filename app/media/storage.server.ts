/**
 * File storage behind an interface: local disk in DATA_DIR/uploads now; an
 * S3-compatible adapter can implement the same four methods later. Keys are server-made paths
 * of the form `folder/timestamp_random_name.webp` inside a bucket (`blog-images`).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "~/config/env.server";

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

  keyFromUrl(url: string): string | null {
    const prefix = `${UPLOADS_URL_PREFIX}/${this.bucket}/`;
    let pathname = url;
    try {
      pathname = new URL(url, "http://local").pathname;
    } catch {
      return null;
    }
    if (!pathname.startsWith(prefix)) return null;
    const key = pathname.slice(prefix.length);
    return isSafeKey(key) ? key : null;
  }
}

/** Directory served at /uploads. */
export function uploadsRoot(): string {
  return path.join(env().DATA_DIR, "uploads");
}

let override: FileStorage | undefined;

export function storage(): FileStorage {
  return override ?? new LocalDiskStorage(uploadsRoot());
}

/** For tests: replace the storage (e.g. one that fails). */
export function setStorage(next: FileStorage | undefined) {
  override = next;
}
