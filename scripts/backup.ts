/**
 * Backup and restore commands (server/backup.ts, ADR 0022):
 *   npm run backup -- FILE     the database and every upload into one .tar.gz archive; works while
 *                              the site runs (a snapshot; visitors are not blocked)
 *   npm run restore -- FILE    into an empty DATA_DIR (the embedded server) or an empty DATABASE_URL,
 *                              checked against the archive's counts and checksums
 * Settings as for `npm start`: DATABASE_URL, else the embedded server in DATA_DIR (the running one,
 * or one started for the command under the DATA_DIR lock). On a terminal both show progress; both
 * end with a one-line summary, or one line saying what is wrong and exit code 1.
 */
import fs from "node:fs";
import { ConfigError, env } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { storage } from "~/media/storage.server";
import { acquireDataDirLock, DataDirLockedError } from "~/platform/data-dir-lock.server";
import { BackupError, createBackup, restoreBackup, type Progress } from "../server/backup.ts";
import { embeddedDatabaseForTool, EmbeddedPostgresError } from "../server/embedded-postgres.ts";
import { runCommand } from "./cli-failure.ts";

const USAGE = "Usage: npm run backup -- FILE | npm run restore -- FILE";

class UsageError extends Error {}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Progress on one rewritten terminal line; nothing when stderr is not a terminal. */
function terminalProgress(verb: string): Progress | undefined {
  if (!process.stderr.isTTY) return undefined;
  return ({ tables, tablesTotal, files, filesTotal }) => process.stderr.write(`\r${verb}: tables ${tables}/${tablesTotal} · files ${files}/${filesTotal}   `);
}

async function main(): Promise<void> {
  const [command, file, ...rest] = process.argv.slice(2);
  if ((command !== "backup" && command !== "restore") || !file || rest.length) throw new UsageError(USAGE);
  let config;
  try {
    config = env();
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
  const files = storage();
  if (command === "restore" && !fs.existsSync(file)) throw new UsageError(`${file}: no such file`);

  // With the embedded server: the running one, or one started (and initialised) for the command.
  let embedded: Awaited<ReturnType<typeof embeddedDatabaseForTool>> | undefined;
  const databaseUrl = async () => {
    if (config.DATABASE_URL) return config.DATABASE_URL;
    embedded = await embeddedDatabaseForTool(config.DATA_DIR, () => acquireDataDirLock(config.DATA_DIR, `npm run ${command}`));
    return embedded.url;
  };
  try {
    const progress = terminalProgress(command === "backup" ? "Backing up" : "Restoring");
    if (command === "backup") {
      const result = await createBackup({ databaseUrl: await databaseUrl(), files, file, progress });
      if (progress) process.stderr.write("\n");
      console.log(
        `Backup written to ${file}: ${result.tables} tables (${result.rows} rows), ${result.files} files (${mb(result.bytes)}), archive ${mb(result.archiveBytes)}, in ${(result.ms / 1000).toFixed(1)} s`,
      );
    } else {
      const database = async () => {
        const url = await databaseUrl();
        // The project's migrations create the tables; the archive fills them.
        await (await openDatabase({ databaseUrl: url, poolSize: 2 })).close();
        return url;
      };
      const result = await restoreBackup({ database, files, file, progress });
      if (progress) process.stderr.write("\n");
      console.log(
        `Restored ${file}: ${result.tables} tables (${result.rows} rows) and ${result.files} files (${mb(result.bytes)}) verified, in ${(result.ms / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await embedded?.release();
  }
}

await runCommand(
  main,
  (error) => error instanceof UsageError || error instanceof BackupError || error instanceof DataDirLockedError || error instanceof EmbeddedPostgresError,
);
