import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "~/platform/data-dir-lock.server";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "ardentia-lock-"));

test("a second holder of DATA_DIR is refused with a clear message; release frees it", () => {
  const dir = tmp();
  const first = acquireDataDirLock(dir);
  expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  expect(() => acquireDataDirLock(dir)).toThrow(/DATA_DIR .* is in use by another process \(pid \d+/);
  first.release();
  const second = acquireDataDirLock(dir);
  second.release();
  expect(fs.existsSync(path.join(dir, ".lock"))).toBe(false);
});

test("a lock left by a killed process is taken over", async () => {
  const dir = tmp();
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
  const pid = child.pid!;
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const startTime = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  fs.writeFileSync(path.join(dir, ".lock"), JSON.stringify({ pid, host: os.hostname(), startTime, since: "x", command: "x" }));
  expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  child.kill("SIGKILL");
  await new Promise((r) => child.once("exit", r));
  const lock = acquireDataDirLock(dir);
  lock.release();
});

test("an unreadable lock file is treated as stale", () => {
  const dir = tmp();
  fs.writeFileSync(path.join(dir, ".lock"), "{half");
  const lock = acquireDataDirLock(dir);
  lock.release();
});
