import { DrizzleQueryError } from "drizzle-orm/errors";
import { expect, test, vi } from "vitest";
import { loggableError, logError, setErrorSink } from "~/platform/log";

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

test("logError writes one JSON line (stack included, parameters not) with the fields that tie it to its request", () => {
  const lines: Array<string> = [];
  const spy = vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(String(line)));
  try {
    logError("request failed", new DrizzleQueryError("select $1", ["ana@maquila.mx"], new Error("date/time field value out of range")), { requestId: "r-1" });
  } finally {
    spy.mockRestore();
  }
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toContain("\n  at");
  const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
  expect(entry).toMatchObject({ level: 50, msg: "request failed", requestId: "r-1", err: { message: expect.stringContaining("select $1"), cause: { message: "date/time field value out of range" } } });
  expect(lines[0]).not.toContain("ana@maquila.mx");
  // Once the server has its logger, errors go there.
  const seen: Array<[Record<string, unknown>, string]> = [];
  setErrorSink((fields, msg) => seen.push([fields, msg]));
  logError("upload: processing failed", new Error("boom"));
  expect(seen).toEqual([[{ err: expect.objectContaining({ message: "boom" }) }, "upload: processing failed"]]);
});
