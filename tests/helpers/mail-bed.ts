/**
 * The test bed of a suite that sends mail: settings, a fresh database of one kind, a real SMTP
 * server on 127.0.0.1 as the mail transport; before each test the listed tables are emptied and
 * the received mails forgotten. Hooks are registered where it is called (inside a `describe`).
 */
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { parseEnv, setEnv } from "~/config/env.server";
import { setMailTransport, smtpTransport } from "~/mail/transport.server";
import { openTestDatabase, type DbKind, type TestDatabase } from "./db";
import { startSmtpSink, type SmtpSink } from "./smtp";

export type MailTestBed = { readonly database: TestDatabase; readonly smtp: SmtpSink };

export function mailTestBed(kind: DbKind, options: { settings: Record<string, string>; from: string; emptied: Array<PgTable> }): MailTestBed {
  let database: TestDatabase | undefined;
  let smtp: SmtpSink | undefined;
  beforeAll(async () => {
    setEnv(parseEnv(options.settings));
    database = await openTestDatabase(kind);
    smtp = await startSmtpSink();
    setMailTransport(smtpTransport(smtp.url, options.from));
  });
  afterAll(async () => {
    setMailTransport(undefined);
    await smtp?.stop();
    await database?.cleanup();
  });
  beforeEach(async () => {
    for (const table of options.emptied) await bed.database.db.delete(table);
    bed.smtp.mails.length = 0;
  });
  const bed: MailTestBed = {
    get database() {
      if (!database) throw new Error("The test database opens in beforeAll.");
      return database;
    },
    get smtp() {
      if (!smtp) throw new Error("The SMTP server starts in beforeAll.");
      return smtp;
    },
  };
  return bed;
}
