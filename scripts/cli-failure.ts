/**
 * The one line a command-line tool prints for a failure that is not a bug: the database cannot be
 * reached or refuses, a file or folder cannot be written or read, the upload storage is down.
 * Anything else is a fault of the program and keeps its stack trace.
 */
import { StorageUnavailable } from "~/media/storage.server";
import { isDatabaseUnavailable } from "~/platform/unavailable";

const text = (error: { message?: unknown; code?: unknown }) => (typeof error.message === "string" && error.message) || String(error.code ?? "error");

export function expectedFailure(error: unknown): string | null {
  if (!error || typeof error !== "object") return null;
  const e = error as { message?: unknown; code?: unknown; syscall?: unknown; severity?: unknown; path?: unknown };
  if (isDatabaseUnavailable(error)) return `Cannot reach the database: ${text(e)}`;
  if (error instanceof StorageUnavailable) return `Cannot use the upload storage: ${text(e)}`;
  // PostgreSQL refused a statement (a missing privilege, say): its SQLSTATE and message.
  if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === "string") return `The database refused: ${text(e)} (${e.code})`;
  // A file system error (a folder where a file was expected, a read-only or full disk...).
  if (typeof e.code === "string" && /^E[A-Z]+$/.test(e.code) && typeof e.syscall === "string") return text(e);
  return null;
}

/**
 * Runs a command's `main`: an error `isUserError` accepts (a wrong argument, a refused action) or
 * an expected failure prints one line and exits 1; anything else is a bug and keeps its stack.
 */
export async function runCommand(main: () => Promise<void>, isUserError: (error: unknown) => boolean): Promise<void> {
  try {
    await main();
  } catch (error) {
    const line = isUserError(error) ? (error as Error).message : expectedFailure(error);
    if (line) {
      console.error(line);
      process.exit(1);
    }
    throw error;
  }
}
