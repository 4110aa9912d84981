import v8 from "node:v8";
import vm from "node:vm";
import { afterEach, expect, test, vi } from "vitest";
import { idleMemoryRelease, type GcFunction, type ReleaseReport } from "~/platform/idle-release.server";

// V8's own collector, as `--expose-gc` gives it to a worker (a new context reads the flag).
v8.setFlagsFromString("--expose-gc");
const realGc = vm.runInNewContext("gc") as GcFunction;

afterEach(() => {
  vi.useRealTimers();
});

function counting() {
  const calls: Array<Parameters<GcFunction>[0]> = [];
  const gc: GcFunction = (options) => {
    calls.push(options);
    return realGc(options);
  };
  return { gc, calls };
}

test("one memory-reducing collection once requests stop for the idle period, none while they keep coming or with no new request", () => {
  vi.useFakeTimers();
  const { gc, calls } = counting();
  const reports: Array<ReleaseReport> = [];
  const idle = idleMemoryRelease({ idleMs: 10_000, gc, onRelease: (r) => reports.push(r) });
  try {
    // Started, never used: nothing to give back.
    vi.advanceTimersByTime(60_000);
    expect(calls).toHaveLength(0);

    // A request every 5 s never leaves a quiet period of 10 s.
    for (let i = 0; i < 12; i++) {
      idle.touch();
      vi.advanceTimersByTime(5_000);
    }
    expect(calls).toHaveLength(0);

    vi.advanceTimersByTime(5_000);
    expect(calls).toEqual([{ type: "major", execution: "sync", flavor: "last-resort" }]);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.rssBefore).toBeGreaterThan(0);
    expect(reports[0]!.heapAfter).toBeGreaterThan(0);

    // Still quiet: once per quiet period, not again and again.
    vi.advanceTimersByTime(120_000);
    expect(calls).toHaveLength(1);

    // Traffic again, then quiet again: one more.
    idle.touch();
    vi.advanceTimersByTime(9_000);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    expect(calls).toHaveLength(2);
  } finally {
    idle.stop();
  }
});

test("off with 0 seconds or without gc; stop() ends the checks", () => {
  vi.useFakeTimers();
  const { gc, calls } = counting();
  for (const idle of [idleMemoryRelease({ idleMs: 0, gc }), idleMemoryRelease({ idleMs: 1_000, gc: undefined })]) {
    idle.touch();
    vi.advanceTimersByTime(10_000);
    idle.stop();
  }
  expect(calls).toHaveLength(0);

  const stopped = idleMemoryRelease({ idleMs: 1_000, gc });
  stopped.touch();
  stopped.stop();
  vi.advanceTimersByTime(10_000);
  expect(calls).toHaveLength(0);
});

test("the collection V8 runs gives emptied heap pages back", () => {
  // Fill the heap with garbage (nothing keeps it once the function returns), then release as a
  // quiet worker would.
  (() => {
    const filled: Array<Array<string>> = [];
    for (let i = 0; i < 200; i++) filled.push(Array.from({ length: 2_000 }, (_, j) => `${i}:${j}`.repeat(4)));
    return filled.length;
  })();
  vi.useFakeTimers();
  const reports: Array<ReleaseReport> = [];
  const idle = idleMemoryRelease({ idleMs: 1_000, gc: realGc, onRelease: (r) => reports.push(r) });
  idle.touch();
  vi.advanceTimersByTime(2_000);
  idle.stop();
  expect(reports).toHaveLength(1);
  expect(reports[0]!.heapAfter).toBeLessThan(reports[0]!.heapBefore);
});
