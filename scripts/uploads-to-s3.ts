/**
 * `npm run uploads:to-s3`: copies every upload in DATA_DIR/uploads into the bucket the S3_* settings
 * name, checking each object by reading it back. Idempotent: an object already in the bucket with the
 * same bytes is left alone, so the command can be run again after an interruption. The local files
 * are not removed. One line per problem, a summary at the end, exit 1 when anything failed.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { ConfigError, env } from "~/config/env.server";
import { LocalDiskStorage, storage, uploadsRoot } from "~/media/storage.server";
import { runCommand } from "./cli-failure.ts";

const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

async function main(): Promise<number> {
  const config = env();
  if (!config.S3_BUCKET) {
    console.error("Set S3_BUCKET (and the other S3_* settings) to the bucket to copy the uploads into.");
    return 1;
  }
  // A DATA_DIR that does not exist is a mistyped one, not a site with nothing to copy: saying
  // "0 copied" and succeeding would let an operator believe the move was done.
  if (!fs.existsSync(config.DATA_DIR)) {
    console.error(`DATA_DIR "${config.DATA_DIR}" does not exist: set it to the site's data folder (the one holding uploads/).`);
    return 1;
  }
  const source = new LocalDiskStorage(uploadsRoot());
  const target = storage();
  try {
    await target.check();
  } catch (error) {
    console.error(`Cannot use the S3 bucket "${config.S3_BUCKET}": ${(error as Error).message}`);
    return 1;
  }
  let copied = 0;
  let present = 0;
  let failed = 0;
  let total = 0;
  for await (const key of source.list()) {
    total++;
    const data = await source.read(key);
    if (!data) continue;
    try {
      const existing = await target.read(key);
      if (existing && sha(existing) === sha(data)) {
        present++;
        continue;
      }
      await target.put(key, data, "image/webp");
      const back = await target.read(key);
      if (!back || sha(back) !== sha(data)) throw new Error("the object read back differs from the file");
      copied++;
    } catch (error) {
      failed++;
      console.error(`${key}: ${(error as Error).message}`);
    }
    if (process.stderr.isTTY) process.stderr.write(`\r${copied + present + failed} of the uploads checked   `);
  }
  if (process.stderr.isTTY) process.stderr.write("\n");
  console.log(`${total} uploads in ${uploadsRoot()}: ${copied} copied to the bucket "${config.S3_BUCKET}", ${present} already there, ${failed} failed`);
  return failed ? 1 : 0;
}

// A setting that is wrong, an unreadable uploads folder or an unreachable storage: one line, exit 1.
await runCommand(async () => process.exit(await main()), (error) => error instanceof ConfigError);
