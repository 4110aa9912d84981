/**
 * Uploads in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, Garage) through
 * `@aws-sdk/client-s3`, loaded on first use (a site on local disk never loads the SDK). Objects are
 * stored under `<folder>/<key>` with their content type and a one-year immutable cache header (keys
 * never change). Public URLs are `S3_PUBLIC_URL/<folder>/<key>` when a public or CDN base is set,
 * otherwise `/uploads/<folder>/<key>`, served by the app from the bucket.
 *
 * Checksums are computed only where an operation requires them: several S3-compatible servers refuse
 * the newer default checksum headers.
 */
import type { S3Client } from "@aws-sdk/client-s3";
import { BLOG_IMAGES_BUCKET, isSafeKey, keyFromPublicUrl, StorageUnavailable, UPLOADS_URL_PREFIX, type FileStorage } from "./storage.server";

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  publicUrl?: string;
  /**
   * How long one call's connection may stay silent (default 20 s; connecting at most 5 s): a
   * server that accepts connections and then says nothing is an outage (503), not a hung request.
   */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 20_000;

type Sdk = typeof import("@aws-sdk/client-s3");

/** Why an S3 call failed, in one line, without secrets. */
export function s3Problem(error: unknown, bucket: string): string {
  const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number }; code?: string };
  const status = e.$metadata?.httpStatusCode;
  if (status === 404 || e.name === "NoSuchBucket" || e.name === "NotFound") return `the bucket "${bucket}" does not exist`;
  if (status === 403 || e.name === "AccessDenied" || e.name === "InvalidAccessKeyId" || e.name === "SignatureDoesNotMatch") {
    return `access denied to the bucket "${bucket}" (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)`;
  }
  if (status === 301 || e.name === "PermanentRedirect") return `the bucket "${bucket}" is in another region (check S3_REGION)`;
  return `the storage did not answer (${e.code ?? e.name ?? "error"}${e.message ? `: ${e.message}` : ""})`;
}

export class S3Storage implements FileStorage {
  private client: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  constructor(
    private readonly settings: S3Settings,
    private readonly folder = BLOG_IMAGES_BUCKET,
  ) {}

  private connect() {
    this.client ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: this.settings.endpoint,
        region: this.settings.region ?? "us-east-1",
        forcePathStyle: this.settings.forcePathStyle,
        credentials:
          this.settings.accessKeyId && this.settings.secretAccessKey
            ? { accessKeyId: this.settings.accessKeyId, secretAccessKey: this.settings.secretAccessKey }
            : undefined,
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        maxAttempts: 2,
        // A silence of `timeoutMs` on the socket ends the call (an upload that is still moving is not cut).
        requestHandler: {
          connectionTimeout: Math.min(this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS, 5_000),
          socketTimeout: this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        },
      }),
    }));
    return this.client;
  }

  private objectKey(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return `${this.folder}/${key}`;
  }

  /** Runs an SDK call; an outage or a refusal becomes `StorageUnavailable` with one line. */
  private async call<T>(run: (sdk: Sdk, client: S3Client) => Promise<T>): Promise<T> {
    const { sdk, client } = await this.connect();
    try {
      return await run(sdk, client);
    } catch (error) {
      throw new StorageUnavailable(s3Problem(error, this.settings.bucket), { cause: error });
    }
  }

  async put(key: string, data: Buffer, contentType = "image/webp"): Promise<void> {
    const Key = this.objectKey(key);
    await this.call((sdk, client) =>
      client.send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key, Body: data, ContentType: contentType, CacheControl: "public, max-age=31536000, immutable" })),
    );
  }

  async remove(keys: Array<string>): Promise<void> {
    if (!keys.length) return;
    const objects = keys.map((key) => ({ Key: this.objectKey(key) }));
    // One by one: DeleteObjects requires a Content-MD5 that some compatible servers do not accept.
    for (const object of objects) await this.call((sdk, client) => client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: object.Key })));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  private async head(key: string): Promise<number | null> {
    const Key = this.objectKey(key);
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key }));
      return out.ContentLength ?? 0;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw new StorageUnavailable(s3Problem(error, this.settings.bucket), { cause: error });
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const Key = this.objectKey(key);
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (error as { name?: string }).name === "NoSuchKey") return null;
      throw new StorageUnavailable(s3Problem(error, this.settings.bucket), { cause: error });
    }
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.call((sdk, client) =>
        client.send(new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: `${this.folder}/`, ContinuationToken: token })),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.folder.length + 1);
        if (key && isSafeKey(key)) yield key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    await this.call((sdk, client) => client.send(new sdk.HeadBucketCommand({ Bucket: this.settings.bucket })));
  }

  publicUrl(key: string): string {
    return this.settings.publicUrl ? `${this.settings.publicUrl}/${this.folder}/${key}` : `${UPLOADS_URL_PREFIX}/${this.folder}/${key}`;
  }

  keyFromUrl(url: string): string | null {
    return keyFromPublicUrl(url, this.folder, this.settings.publicUrl);
  }
}
