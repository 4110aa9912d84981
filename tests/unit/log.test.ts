import { DrizzleQueryError } from "drizzle-orm/errors";
import { expect, test } from "vitest";
import { loggableError } from "~/platform/log";

test("a failed query is logged with its statement, code and stack, never its parameters", () => {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), { code: "23505", detail: "Key (email)=(ana@maquila.mx) already exists." });
  const error = new DrizzleQueryError("insert into contact_requests (name, email) values ($1, $2)", ["Ana López", "ana@maquila.mx", "<html><body>Hola Ana</body></html>"], cause);
  const logged = loggableError(error);
  const text = JSON.stringify(logged);
  expect(logged.message).toContain("insert into contact_requests");
  expect(logged.cause).toMatchObject({ code: "23505" });
  expect(logged.stack).toMatch(/^\s+at /);
  for (const secret of ["Ana López", "ana@maquila.mx", "<html>", "Hola Ana"]) expect(text).not.toContain(secret);
});

test("other values are logged without their contents", () => {
  expect(loggableError({ email: "ana@maquila.mx" })).toEqual({ name: "object", message: "(not an Error)" });
  expect(loggableError(new TypeError("boom"))).toMatchObject({ name: "TypeError", message: "boom" });
});
