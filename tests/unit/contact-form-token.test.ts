import { expect, test } from "vitest";
import { checkFormToken, issueFormToken, MIN_FILL_MS } from "~/contact/form-token.server";

const secret = "s".repeat(40);

test("a token older than the minimum fill time passes", () => {
  const token = issueFormToken(1_000_000, secret);
  expect(checkFormToken(token, 1_000_000 + MIN_FILL_MS, secret)).toEqual({ ok: true });
});

test("too fast, forged, missing", () => {
  const token = issueFormToken(1_000_000, secret);
  expect(checkFormToken(token, 1_000_000 + MIN_FILL_MS - 1, secret)).toEqual({ ok: false, reason: "too-fast" });
  expect(checkFormToken(token.replace(/^\d+/, "1"), 9_000_000, secret)).toEqual({ ok: false, reason: "bad-token" });
  expect(checkFormToken(token, 9_000_000, "t".repeat(40))).toEqual({ ok: false, reason: "bad-token" });
  expect(checkFormToken("", 9_000_000, secret)).toEqual({ ok: false, reason: "missing-token" });
  expect(checkFormToken(undefined, 9_000_000, secret)).toEqual({ ok: false, reason: "missing-token" });
  expect(checkFormToken("abc.def", 9_000_000, secret)).toEqual({ ok: false, reason: "bad-token" });
});
