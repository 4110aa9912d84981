/**
 * Mails of a test server without SMTP: the app writes each one as an .eml file in
 * <DATA_DIR>/outbox (the development transport). These helpers wait for one and read its links.
 */
import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

/** The first mail to `to` whose subject matches, waiting for it to be written. */
export async function mailTo(dataDir: string, to: string, subject: RegExp, timeoutMs = 20_000): Promise<ParsedMail> {
  const dir = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const address = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
      if (address === to && subject.test(mail.subject ?? "")) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} matching ${subject} in ${dir}`);
}

/** The first link in the mail's text whose path contains `pathPart`. */
export function linkFrom(mail: ParsedMail, pathPart: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${pathPart}[^\\s"<>]*`).exec(mail.text ?? "");
  if (!match) throw new Error(`No ${pathPart} link in the mail:\n${mail.text}`);
  return match[0];
}
