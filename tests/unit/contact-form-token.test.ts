import { createHmac } from "node:crypto";
import { expect, test } from "vitest";
import { checkFormToken, issueFormToken, MIN_FILL_MS, submissionKey } from "~/contact/form-token.server";
import { parseContactRequest, type ContactRequestInput } from "~/contact/schema";

const secret = "s".repeat(40);
const later = 1_000_000 + MIN_FILL_MS;

test("a token older than the minimum fill time passes", () => {
  const token = issueFormToken(1_000_000, secret);
  expect(checkFormToken(token, later, secret)).toEqual({ ok: true });
});

test("format: render time, a 128-bit random nonce, the signature; two forms rendered in the same millisecond get different tokens", () => {
  const a = issueFormToken(1_000_000, secret);
  const b = issueFormToken(1_000_000, secret);
  expect(a).toMatch(/^1000000\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
  expect(b).toMatch(/^1000000\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
  expect(a.split(".")[1]).not.toBe(b.split(".")[1]);
  expect(a).not.toBe(b);
  expect(checkFormToken(b, later, secret)).toEqual({ ok: true });
});

test("the nonce and the time are signed: changing, removing or adding any part is refused", () => {
  const token = issueFormToken(1_000_000, secret);
  const [time, nonce, signature] = token.split(".") as [string, string, string];
  const otherNonce = issueFormToken(1_000_000, secret).split(".")[1]!;
  const flipped = (text: string) => `${text.slice(0, -1)}${text.endsWith("A") ? "B" : "A"}`;
  for (const tampered of [
    `${time}.${otherNonce}.${signature}`, // another nonce
    `${time}.${flipped(nonce)}.${signature}`,
    `999000.${nonce}.${signature}`, // an older time, to pass the fill time
    `${time}.${nonce}.${flipped(signature)}`,
    `${time}.${signature}`, // the nonce removed
    `${time}.${nonce}.${nonce}.${signature}`, // a part added
    `${time}.${nonce}`, // the signature removed
    `${token}.`,
    `${time}.${nonce.slice(1)}.${signature}`,
  ]) {
    expect(checkFormToken(tampered, 9_000_000, secret), tampered).toEqual({ ok: false, reason: "bad-token" });
  }
});

test("too fast, forged, missing", () => {
  const token = issueFormToken(1_000_000, secret);
  expect(checkFormToken(token, later - 1, secret)).toEqual({ ok: false, reason: "too-fast" });
  expect(checkFormToken(token.replace(/^\d+/, "1"), 9_000_000, secret)).toEqual({ ok: false, reason: "bad-token" });
  expect(checkFormToken(token, 9_000_000, "t".repeat(40))).toEqual({ ok: false, reason: "bad-token" });
  expect(checkFormToken("", 9_000_000, secret)).toEqual({ ok: false, reason: "missing-token" });
  expect(checkFormToken(undefined, 9_000_000, secret)).toEqual({ ok: false, reason: "missing-token" });
  expect(checkFormToken("abc.def", 9_000_000, secret)).toEqual({ ok: false, reason: "bad-token" });
  expect(checkFormToken("abc", 9_000_000, secret)).toEqual({ ok: false, reason: "bad-token" });
});

test("a token issued before the nonce existed (a form open across an update) is still checked and accepted", () => {
  const legacy = (time: number) => `${time}.${createHmac("sha256", secret).update(`contact-form:${time}`).digest("base64url")}`;
  expect(checkFormToken(legacy(1_000_000), later, secret)).toEqual({ ok: true });
  expect(checkFormToken(legacy(1_000_000), later - 1, secret)).toEqual({ ok: false, reason: "too-fast" });
  expect(checkFormToken(legacy(1_000_000).replace(/^\d+/, "999000"), 9_000_000, secret)).toEqual({ ok: false, reason: "bad-token" });
});

test("the submission key: the same token and content give the same key; another token or other content, another key", () => {
  const request = (overrides: Record<string, string> = {}): ContactRequestInput => {
    const parsed = parseContactRequest({ name: "Ana", email: "ana@maquila.mx", phone: "81 1234 5678", company: "Maquila", message: "Cotización de soldadura SAC305.", ...overrides }, "es");
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    return parsed.data;
  };
  const token = issueFormToken(1_000_000, secret);
  const key = submissionKey(token, request());
  expect(key).toMatch(/^[0-9a-f]{64}$/);
  expect(submissionKey(token, request())).toBe(key);
  // What the schema normalises away (surrounding spaces) is the same request.
  expect(submissionKey(token, request({ name: "  Ana " }))).toBe(key);
  expect(submissionKey(issueFormToken(1_000_000, secret), request())).not.toBe(key);
  for (const field of ["name", "email", "phone", "company", "message", "state", "municipality", "position"]) {
    expect(submissionKey(token, request({ [field]: field === "email" ? "otra@maquila.mx" : "Algo distinto aquí" })), field).not.toBe(key);
  }
  expect(submissionKey(token, request({ industry: "oem" }))).not.toBe(key);
  // Fields never run into each other: a value moved from one field to the next is another request.
  expect(submissionKey(token, request({ state: "Nuevo", municipality: "León" }))).not.toBe(submissionKey(token, request({ state: "Nuevo León", municipality: "" })));
});
