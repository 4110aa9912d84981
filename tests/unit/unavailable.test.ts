import { describe, expect, test } from "vitest";
import { isDatabaseUnavailable } from "~/platform/unavailable";

const errnoError = (code: string, syscall: string) => Object.assign(new Error(`${syscall} ${code}`), { code, syscall });
const pgError = (code: string) => Object.assign(new Error("database error"), { code });

describe("isDatabaseUnavailable", () => {
  test.each([
    ["connection refused", errnoError("ECONNREFUSED", "connect")],
    ["socket file missing", errnoError("ENOENT", "connect")],
    ["admin shutdown (57P01)", pgError("57P01")],
    ["starting up (57P03)", pgError("57P03")],
    ["disk full (53100)", pgError("53100")],
    ["too many connections (53300)", pgError("53300")],
    ["connection failure (08006)", pgError("08006")],
    ["pool timeout", new Error("timeout exceeded when trying to connect")],
    ["terminated", new Error("Connection terminated unexpectedly")],
    ["wrapped by Drizzle", Object.assign(new Error("Failed query: select 1"), { cause: errnoError("ECONNREFUSED", "connect") })],
  ])("%s → unavailable", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ["a unique violation (23505)", pgError("23505")],
    ["a syntax error (42601)", pgError("42601")],
    ["a missing file read", errnoError("ENOENT", "open")],
    ["a plain error", new Error("boom")],
    ["not an error", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("%s → not unavailable", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
