import { expect, test } from "vitest";
import { ConfigError, parseEnv } from "~/config/env.server";

test("defaults: port 3000, ./data, embedded database, mails to files", () => {
  const env = parseEnv({});
  expect(env.PORT).toBe(3000);
  expect(env.DATA_DIR.endsWith("/data")).toBe(true);
  expect(env.DATABASE_URL).toBeUndefined();
  expect(env.SMTP_URL).toBeUndefined();
  expect(env.PUBLIC_URL).toBe("http://localhost:3000");
  expect(env.MAINTENANCE_MODE).toBe(false);
});

test.each([
  [{ PORT: "abc" }, /^Invalid configuration: PORT must be an integer between 1 and 65535 \(got "abc"\)$/],
  [{ PORT: "70000" }, /PORT must be an integer/],
  [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//],
  [{ SMTP_URL: "http://x" }, /SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\//],
  [{ CONTACT_TO: "not-an-email" }, /CONTACT_TO must be an e-mail address/],
  [{ MAINTENANCE_MODE: "maybe" }, /MAINTENANCE_MODE must be one of on, off/],
  [{ LOG_LEVEL: "loud" }, /LOG_LEVEL must be one of/],
  [{ SESSION_SECRET: "short" }, /SESSION_SECRET must be at least 32 characters$/],
  [{ ADMIN_EMAIL: "a@b.mx" }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
  [{ ADMIN_EMAIL: "a@b.mx", ADMIN_PASSWORD: "short" }, /ADMIN_PASSWORD must be 12 to 128 characters$/],
])("invalid %o stops with one line naming the variable", (input, message) => {
  let error: unknown;
  try {
    parseEnv(input);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const text = (error as Error).message;
  expect(text).toMatch(message);
  expect(text.split("\n")).toHaveLength(1);
});

test("a refused URL setting is named without its password", () => {
  for (const [input, shown] of [
    [{ DATABASE_URL: "mysql://u:SuperSecret1@h/d" }, '(got "mysql://u:***@h/d")'],
    [{ SMTP_URL: "http//u:SmtpSecret@x" }, '(got "http//u:***@x")'],
  ] as const) {
    let message = "";
    try {
      parseEnv(input);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain(shown);
    expect(message).not.toMatch(/Secret/);
  }
});

test("MAINTENANCE_MODE accepts on/off spellings", () => {
  expect(parseEnv({ MAINTENANCE_MODE: "on" }).MAINTENANCE_MODE).toBe(true);
  expect(parseEnv({ MAINTENANCE_MODE: "OFF" }).MAINTENANCE_MODE).toBe(false);
  expect(parseEnv({ MAINTENANCE_MODE: "1" }).MAINTENANCE_MODE).toBe(true);
});
