/**
 * How mails leave: over SMTP when SMTP_URL is set, otherwise written as `.eml` files to
 * DATA_DIR/outbox (development and demo installs). Both build the message with nodemailer.
 */
import fs from "node:fs";
import path from "node:path";
import type { SendMailOptions, Transporter, TransportOptions } from "nodemailer";
import { env } from "~/config/env.server";
import type { OutboxMessage } from "~/db/schema";

/** A file carried inside a mail; with a `cid`, its HTML shows it (`<img src="cid:…">`). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string; cid?: string };

/** A mail to send: a queued one, or a newsletter delivery, which may carry its image. */
export type MailToSend = OutboxMessage & { attachments?: ReadonlyArray<MailAttachment> };

export type MailTransport = {
  send(message: MailToSend): Promise<void>;
  close(): void;
};

/** nodemailer's options for a mail's attachments: shown in place (inline), not offered as files. */
export function attachmentOptions(attachments: ReadonlyArray<MailAttachment> | undefined): Pick<SendMailOptions, "attachments"> {
  return attachments?.length ? { attachments: attachments.map((a) => ({ ...a, contentDisposition: "inline" as const })) } : {};
}

function mailOptions(message: MailToSend, from: string): SendMailOptions {
  return {
    ...attachmentOptions(message.attachments),
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    headers: message.headers,
    list: message.list as SendMailOptions["list"],
    messageId: message.messageId,
  };
}

/**
 * A Message-ID derived from a queue row (`<outbox-12@host>`): the same on every attempt, so a mail
 * sent twice after a crash is recognisably one message. The host is PUBLIC_URL's.
 */
export function stableMessageId(kind: "outbox" | "delivery", id: number): string {
  let host = "ardentia.local";
  try {
    host = new URL(env().PUBLIC_URL).hostname;
  } catch {
    // PUBLIC_URL is validated at start; keep the default.
  }
  return `<${kind}-${id}@${host}>`;
}

/** nodemailer loads with the first mail sent, not with every worker. */
const nodemailer = () => import("nodemailer").then((module) => module.default);

/**
 * A nodemailer SMTP transporter with our timeouts, optionally pooled (newsletter campaigns). The
 * settings go next to the URL: a second `createTransport` argument would only be default message
 * fields, and a "pooled" transport would silently open one connection per mail.
 */
export async function smtpTransporter(url: string, pool?: { maxConnections: number; maxMessages: number }): Promise<Transporter> {
  return (await nodemailer()).createTransport({
    url,
    ...(pool ? { pool: true, ...pool } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as TransportOptions);
}

export function smtpTransport(url: string, from: string): MailTransport {
  let transporter: Transporter | undefined;
  return {
    async send(message) {
      transporter ??= await smtpTransporter(url);
      await transporter.sendMail(mailOptions(message, from));
    },
    close() {
      transporter?.close();
    },
  };
}

export function fileTransport(dir: string, from: string): MailTransport {
  let transporter: Transporter | undefined;
  return {
    async send(message) {
      transporter ??= (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: "unix" });
      const info = (await transporter.sendMail(mailOptions(message, from))) as unknown as { message: Buffer };
      fs.mkdirSync(dir, { recursive: true });
      const safeId = (message.messageId ?? `${Date.now()}`).replace(/[^a-zA-Z0-9._-]/g, "_");
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}_${safeId}.eml`);
      // Write then rename, so a reader never sees half a file.
      fs.writeFileSync(`${file}.tmp`, info.message);
      fs.renameSync(`${file}.tmp`, file);
    },
    close() {},
  };
}

let current: MailTransport | undefined;

export function mailTransport(): MailTransport {
  if (!current) {
    const config = env();
    current = config.SMTP_URL
      ? smtpTransport(config.SMTP_URL, config.MAIL_FROM)
      : fileTransport(path.join(config.DATA_DIR, "outbox"), config.MAIL_FROM);
  }
  return current;
}

/** For tests: send through another transport. */
export function setMailTransport(transport: MailTransport | undefined) {
  current?.close();
  current = transport;
}
