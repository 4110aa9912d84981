/**
 * An exclusive lock on DATA_DIR: one `npm start` owns a data directory and its embedded PostgreSQL
 * (a CLI tool that starts that database itself takes the lock too); a second one gets a clear
 * refusal. A lock left by a killed process (dead, reused pid, or a zombie) is taken over.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {}

type LockInfo = { pid: number; host: string; startTime: string | null; since: string; command: string };

/** The fields of /proc/<pid>/stat after the command (which is in parentheses and may contain spaces). */
function statFields(pid: number): Array<string> | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** Field 22 (start time): tells a reused pid apart. */
function processStartTime(pid: number): string | null {
  return statFields(pid)?.[19] ?? null;
}

/** A zombie (exited, not yet reaped by its parent) still answers kill(pid, 0) but is dead. */
export function isZombie(pid: number): boolean {
  const state = statFields(pid)?.[0];
  return state === "Z" || state === "X";
}

function isAlive(info: LockInfo): boolean {
  if (info.host !== os.hostname()) return true; // another machine: we cannot tell, so respect it
  try {
    process.kill(info.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  if (isZombie(info.pid)) return false;
  const start = processStartTime(info.pid);
  // A different start time means the pid was reused by another process: the lock is stale.
  return info.startTime === null || start === null || start === info.startTime;
}

export type DataDirLock = { path: string; release(): void };

export function acquireDataDirLock(dataDir: string, command = process.argv.slice(1).join(" ")): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, ".lock");
  const mine: LockInfo = {
    pid: process.pid,
    host: os.hostname(),
    startTime: processStartTime(process.pid),
    since: new Date().toISOString(),
    command,
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx", 0o600);
      fs.writeSync(fd, JSON.stringify(mine));
      fs.closeSync(fd);
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          try {
            const current = JSON.parse(fs.readFileSync(lockPath, "utf8")) as LockInfo;
            if (current.pid === mine.pid && current.host === mine.host) fs.unlinkSync(lockPath);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let holder: LockInfo | undefined;
      try {
        holder = JSON.parse(fs.readFileSync(lockPath, "utf8")) as LockInfo;
      } catch {
        holder = undefined; // unreadable or half-written: treat as stale
      }
      if (holder && isAlive(holder)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another process (pid ${holder.pid} on ${holder.host}, since ${holder.since}). ` +
            `Stop that process first, or start this one with another DATA_DIR.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock on DATA_DIR ${dataDir}`);
}
