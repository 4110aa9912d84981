/**
 * A real S3-protocol server on 127.0.0.1 for tests: `s3rver` (an npm package) with one bucket, its
 * objects in a temporary directory. It refuses an unknown access key id with 403 (the key is
 * `S3RVER`); it does not verify signatures, so a wrong secret alone is not refused.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { freePort } from "./server";

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  port: number;
  /** The settings that point the app at this server. */
  env: Record<string, string>;
  stop(): Promise<void>;
  /** Starts it again on the same port with the same objects (after `stop`). */
  restart(): Promise<void>;
  remove(): Promise<void>;
};

/** Starts the server with `bucket` (the one `env` names) and any `extraBuckets`, all empty. */
export async function startS3(bucket = "ardentia-media", extraBuckets: Array<string> = []): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "ardentia-s3-"));
  const port = await freePort();
  let server: S3rver | undefined;
  const run = async () => {
    server = new S3rver({ port, address: "127.0.0.1", silent: true, directory, configureBuckets: [bucket, ...extraBuckets].map((name) => ({ name, configs: [] })) });
    await server.run();
  };
  await run();
  const endpoint = `http://127.0.0.1:${port}`;
  const self: S3TestServer = {
    endpoint,
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    port,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER", S3_FORCE_PATH_STYLE: "true" },
    async stop() {
      await server?.close();
      server = undefined;
    },
    restart: run,
    async remove() {
      await self.stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
  return self;
}
