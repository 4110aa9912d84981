/**
 * Acknowledged page-cache invalidation between the workers of one instance, in a real cluster
 * (tests/fixtures/siblings-cluster.ts): a change is answered only once every other worker dropped
 * its pages, however busy one of them was, and never later than the primary's wait.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "vitest";
import { tellSiblings } from "~/platform/page-cache/siblings.server";

type Event = { event: string; worker?: number; reason?: string; pids?: Array<number>; at: number };

function runCluster(env: Record<string, string>): Array<Event> {
  const fixture = path.resolve(import.meta.dirname, "../fixtures/siblings-cluster.ts");
  const result = spawnSync(process.execPath, [fixture], { env: { PATH: process.env.PATH ?? "", ...env }, encoding: "utf8", timeout: 30_000 });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return result.stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Event);
}

const position = (events: Array<Event>, event: string, worker?: number) => events.findIndex((e) => e.event === event && (worker === undefined || e.worker === worker));

test("outside a cluster worker there are no siblings: telling them settles at once", async () => {
  await expect(tellSiblings("edit")).resolves.toBeUndefined();
});

test("the worker that changed content hears back only after every other worker dropped its pages", () => {
  const events = runCluster({ SCENARIO: "all" });
  const told = position(events, "told", 0);
  expect(told).toBeGreaterThan(-1);
  for (const worker of [1, 2]) {
    const dropped = position(events, "dropped", worker);
    expect(dropped, `worker ${worker} dropped its pages`).toBeGreaterThan(-1);
    expect(dropped, `worker ${worker} dropped before the change was answered`).toBeLessThan(told);
    expect(events[dropped]!.reason).toBe("post deleted");
  }
  expect(position(events, "dropped", 0), "the changing worker is not told of its own change").toBe(-1);
  expect(position(events, "late")).toBe(-1);
});

test("a worker busy when the change comes holds the answer until it has dropped its pages", () => {
  const events = runCluster({ SCENARIO: "busy", BUSY_MS: "700" });
  const change = events[position(events, "change", 0)]!;
  const told = position(events, "told", 0);
  const dropped = position(events, "dropped", 2);
  expect(position(events, "unbusy", 2)).toBeLessThan(dropped);
  expect(dropped).toBeLessThan(told);
  // It answered after the busy worker's 700 ms, not before (the old, unacknowledged NOTIFY did not wait).
  expect(events[told]!.at - change.at).toBeGreaterThanOrEqual(500);
  expect(position(events, "late")).toBe(-1);
});

test("a worker stuck longer than the wait does not hold the answer; it still drops its pages when it can", () => {
  const events = runCluster({ SCENARIO: "busy", BUSY_MS: "2500", WAIT_MS: "300", LINGER_MS: "3000" });
  const pids = events[position(events, "pids")]!.pids!;
  const told = position(events, "told", 0);
  const late = position(events, "late");
  expect(late, "the primary reports the worker that did not answer").toBeGreaterThan(-1);
  expect(events[late]!.pids).toEqual([pids[2]]);
  expect(late).toBeLessThan(told);
  expect(position(events, "dropped", 1)).toBeLessThan(told);
  expect(position(events, "dropped", 2), "the stuck worker dropped its pages once free").toBeGreaterThan(told);
});

test("a worker that exits instead of answering does not hold the answer", () => {
  const events = runCluster({ SCENARIO: "exit", WAIT_MS: "20000" });
  const change = events[position(events, "change", 0)]!;
  const told = position(events, "told", 0);
  expect(told).toBeGreaterThan(-1);
  expect(position(events, "dropped", 1)).toBeLessThan(told);
  expect(events[told]!.at - change.at, "answered when the worker exited, not after the wait").toBeLessThan(10_000);
  expect(position(events, "late")).toBe(-1);
});
