import { expect, test } from "vitest";
import { passwordProblem } from "~/auth/password";
import { cookieSettings } from "~/auth/auth.server";

test("passwords: 12 to 128 code points, any Unicode", () => {
  expect(passwordProblem("a".repeat(11))).toMatch(/al menos 12/);
  expect(passwordProblem("a".repeat(12))).toBeNull();
  expect(passwordProblem("🔒".repeat(12))).toBeNull(); // 24 UTF-16 units, 12 characters
  expect(passwordProblem("🔒".repeat(11))).toMatch(/al menos 12/);
  expect(passwordProblem("漢".repeat(128))).toBeNull();
  expect(passwordProblem("漢".repeat(129))).toMatch(/como máximo 128/);
  // Control characters (what a pipe into the CLI can carry, and no form field keeps) are refused.
  for (const control of ["\u0001", "\u001b", "\n", "\u007f"]) expect(passwordProblem(`abc${control}defghijklmnop`), JSON.stringify(control)).toMatch(/caracteres de control/);
  expect(passwordProblem("abc\tdefghijklmnop")).toBeNull();
});

test("the session cookie is __Host- and Secure except on plain-HTTP localhost", () => {
  expect(cookieSettings("http://localhost:3000")).toEqual({ name: "ardentia.session_token", secure: false });
  expect(cookieSettings("http://127.0.0.1:3000")).toEqual({ name: "ardentia.session_token", secure: false });
  expect(cookieSettings("https://www.ardentia.mx")).toEqual({ name: "__Host-ardentia.session_token", secure: true });
  expect(cookieSettings("http://ardentia.mx")).toEqual({ name: "__Host-ardentia.session_token", secure: true });
  expect(cookieSettings("https://localhost:3443")).toEqual({ name: "__Host-ardentia.session_token", secure: true });
});
