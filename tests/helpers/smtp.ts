/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server), parsing every received mail with
 * mailparser. It can be stopped and started again on the same port to test outages.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = ParsedMail & { raw: string; envelopeTo: Array<string> };

export type SmtpSink = {
  port: number;
  url: string;
  mails: Array<ReceivedMail>;
  /** Addresses the server refuses at RCPT TO with a permanent 550 (an unknown mailbox). */
  rejected: Set<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  waitFor(predicate: (mails: Array<ReceivedMail>) => boolean, timeoutMs?: number): Promise<Array<ReceivedMail>>;
  /** The first received mail that matches (other mails may arrive before it, in any order). */
  waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
};

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const mails: Array<ReceivedMail> = [];
  const rejected = new Set<string>();
  let server: SMTPServer | undefined;
  let boundPort = port;

  const create = () => {
    const created = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!rejected.has(address.address.toLowerCase())) return callback();
        callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        const chunks: Array<Buffer> = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          simpleParser(raw)
            .then((parsed) => {
              mails.push(Object.assign(parsed, { raw, envelopeTo: session.envelope.rcptTo.map((r) => r.address) }));
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    // A client that goes away mid-conversation (a killed server process) is not the sink's failure.
    created.on("error", () => {});
    return created;
  };

  const sink: SmtpSink = {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    mails,
    rejected,
    async start() {
      server = create();
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(boundPort, "127.0.0.1", () => {
          const address = server!.server.address();
          if (typeof address === "object" && address) boundPort = address.port;
          resolve();
        });
      });
    },
    async stop() {
      if (!server) return;
      const s = server;
      server = undefined;
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async waitFor(predicate, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (predicate(mails)) return mails;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`Timed out waiting for mails; received ${mails.length}: ${mails.map((m) => m.subject).join(" | ")}`);
    },
    async waitForMail(match, timeoutMs) {
      return (await this.waitFor((received) => received.some(match), timeoutMs)).find(match)!;
    },
  };
  await sink.start();
  return sink;
}
