/**
 * Contact requests on both databases with a real SMTP server: accept, persist, then deliver;
 * spam handling; the inbox queries; retention.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import {
  deleteContactRequest,
  exportContactRequests,
  getContactRequest,
  listContactRequests,
  purgeExpiredContactRequests,
  ACK_PER_RECIPIENT,
  RATE_LIMIT,
  setContactStatus,
  submitContactRequest,
  type SubmitInput,
} from "~/contact/contact.server";
import { issueFormToken } from "~/contact/form-token.server";
import { parseContactRequest, type ContactRequestInput } from "~/contact/schema";
import { contactRequests, mailOutbox, rateLimit } from "~/db/schema";
import { processOutbox } from "~/mail/outbox.server";
import { contactBody } from "../helpers/contact";
import { DB_KINDS } from "../helpers/db";
import { mailTestBed } from "../helpers/mail-bed";
import { TEST_ACTOR } from "../helpers/actor";

const SECRET = "integration-secret-".padEnd(48, "x");
const oldToken = () => issueFormToken(Date.now() - 10_000, SECRET);

function request(overrides: Partial<Record<keyof ContactRequestInput, unknown>> = {}): ContactRequestInput {
  const parsed = parseContactRequest({ ...contactBody(), ...overrides }, "es");
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.data;
}

let ipCounter = 0;
function input(overrides: Partial<SubmitInput> = {}): SubmitInput {
  return { request: request(), lang: "es", honeypot: "", formToken: oldToken(), ip: `10.1.0.${++ipCounter}`, userAgent: "vitest", ...overrides };
}

describe.each(DB_KINDS)("contact requests on %s", (kind) => {
  const bed = mailTestBed(kind, {
    settings: { PUBLIC_URL: "https://www.ardentia.test", CONTACT_TO: "ventas@ardentia.test", SESSION_SECRET: SECRET },
    from: "Ardentia <no-reply@ardentia.test>",
    emptied: [mailOutbox, contactRequests, rateLimit],
  });

  test("a Spanish request: stored with its two mails in one go; both arrive with the right subject, reply-to and content", async () => {
    const result = await submitContactRequest(input());
    expect(result).toMatchObject({ ok: true, spam: false });
    const id = (result as { id: string }).id;
    const [row] = await bed.database.db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(row).toMatchObject({ name: "Ana López", language: "es", status: "new", isSpam: false, industry: "maquiladoras", userAgent: "vitest" });
    expect(await bed.database.db.select().from(mailOutbox)).toHaveLength(2);

    expect(await processOutbox(bed.database.db)).toEqual({ sent: 2, failed: 0 });
    const notification = bed.smtp.mails.find((m) => m.envelopeTo.includes("ventas@ardentia.test"))!;
    const ack = bed.smtp.mails.find((m) => m.envelopeTo.includes("ana@maquila.mx"))!;
    expect(notification.subject).toBe("Nueva solicitud de contacto: Ana López (Maquila Norte)");
    expect(notification.replyTo?.value).toEqual([{ name: "Ana López", address: "ana@maquila.mx" }]);
    for (const text of ["Ana López", "ana@maquila.mx", "+52 81 1234 5678", "Maquila Norte", "Compras", "Maquiladoras", "Nuevo León", "Apodaca", "Español", "SAC305"]) {
      expect(notification.text).toContain(text);
      expect(notification.html).toContain(text);
    }
    expect(notification.html).toContain(`https://www.ardentia.test/admin/messages/${id}`);
    expect(ack.subject).toBe("Recibimos tu solicitud — Ardentia");
    expect(ack.text).toContain("menos de 24 horas");
    expect(ack.html).toContain('lang="es"');
    expect(ack.replyTo?.text).toBe("ventas@ardentia.mx");
    expect(ack.text).not.toContain("SAC305"); // the acknowledgement never echoes the message
  });

  test("an English request gets an English acknowledgement", async () => {
    await submitContactRequest(input({ lang: "en", request: request({ email: "john@oem.com", name: "John Smith" }) }));
    await processOutbox(bed.database.db);
    const ack = bed.smtp.mails.find((m) => m.envelopeTo.includes("john@oem.com"))!;
    expect(ack.subject).toBe("We received your request — Ardentia");
    expect(ack.text).toContain("within 24 hours");
    expect(ack.html).toContain('lang="en"');
    const notification = bed.smtp.mails.find((m) => m.envelopeTo.includes("ventas@ardentia.test"))!;
    expect(notification.text).toContain("Inglés");
  });

  test("an itemised request keeps its lines in both parts of the team's mail", async () => {
    const message = "Cotización para la línea 3:\n- 50 carretes de soldadura 0.8 mm\n- 20 kg de SAC305 en barra\n\nGracias.";
    await submitContactRequest(input({ request: request({ message }) }));
    await processOutbox(bed.database.db);
    const notification = bed.smtp.mails.find((m) => m.envelopeTo.includes("ventas@ardentia.test"))!;
    expect(notification.text).toContain("Cotización para la línea 3:\n- 50 carretes de soldadura 0.8 mm\n- 20 kg de SAC305 en barra\n");
    expect(notification.html).toContain("Cotización para la línea 3:<br/>- 50 carretes de soldadura 0.8 mm<br/>- 20 kg de SAC305 en barra<br/><br/>Gracias.");
  });

  test("with the SMTP server stopped the request is accepted; the mails leave when it is back", async () => {
    await bed.smtp.stop();
    try {
      const result = await submitContactRequest(input());
      expect(result.ok).toBe(true);
      expect(await processOutbox(bed.database.db)).toEqual({ sent: 0, failed: 2 });
      expect(await bed.database.db.select().from(contactRequests)).toHaveLength(1);
    } finally {
      await bed.smtp.start();
    }
    await bed.database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await processOutbox(bed.database.db)).toEqual({ sent: 2, failed: 0 });
    expect(bed.smtp.mails).toHaveLength(2);
  });

  test("HTML and script in every field are stored as text and inert in both mails", async () => {
    const evil = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const result = await submitContactRequest(
      input({
        request: request({
          name: `Eve ${evil}`,
          phone: "<b>81</b>",
          state: evil,
          municipality: evil,
          company: evil,
          position: evil,
          message: `Hola ${evil} mundo`,
        }),
      }),
    );
    const [row] = await bed.database.db.select().from(contactRequests).where(eq(contactRequests.id, (result as { id: string }).id));
    expect(row?.message).toBe(`Hola ${evil} mundo`);
    await processOutbox(bed.database.db);
    for (const mail of bed.smtp.mails) {
      expect(mail.html || "").not.toMatch(/<script|<img src=x/i);
    }
    const notification = bed.smtp.mails.find((m) => m.envelopeTo.includes("ventas@ardentia.test"))!;
    expect(notification.html).toContain("&lt;script&gt;");
    expect(notification.text).toContain("<script>"); // plain text shows the characters as typed
  });

  test("header injection in the name gives no extra headers", async () => {
    await submitContactRequest(input({ request: request({ name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: 1 "\\' }) }));
    await processOutbox(bed.database.db);
    expect(bed.smtp.mails).toHaveLength(2);
    for (const mail of bed.smtp.mails) {
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.headers.has("x-injected")).toBe(false);
      expect(mail.envelopeTo).not.toContain("victim@example.com");
      const headerBlock = mail.raw.split(/\r?\n\r?\n/)[0]!;
      expect(headerBlock).not.toMatch(/^(X-Injected|Bcc):/im);
    }
    const notification = bed.smtp.mails.find((m) => m.envelopeTo.includes("ventas@ardentia.test"))!;
    expect(notification.subject).toBe("Nueva solicitud de contacto: Eve Bcc: victim@example.com X-Injected: 1 \"\\ (Maquila Norte)");
    expect(notification.replyTo?.value).toEqual([{ name: "Eve Bcc: victim@example.com X-Injected: 1", address: "ana@maquila.mx" }]);
  });

  test.each(["es", "en"] as const)("the same form submitted again (%s): the first request's id, no second row, no second mail", async (lang) => {
    const same = input({ lang });
    const first = await submitContactRequest(same);
    const again = await submitContactRequest(same);
    expect(first).toMatchObject({ ok: true, spam: false });
    expect(again).toEqual(first);
    const rows = await bed.database.db.select().from(contactRequests);
    expect(rows.map((r) => r.id)).toEqual([(first as { id: string }).id]);
    expect(rows[0]!.idempotencyKey).toMatch(/^[0-9a-f]{64}$/);
    expect(await bed.database.db.select().from(mailOutbox)).toHaveLength(2);
  });

  test("five submissions of the same form at once: one row, two mails, every answer the same id", async () => {
    const same = input();
    const results = await Promise.all(Array.from({ length: 5 }, () => submitContactRequest(same)));
    const rows = await bed.database.db.select().from(contactRequests);
    expect(rows).toHaveLength(1);
    expect(results).toEqual(Array(5).fill({ ok: true, id: rows[0]!.id, spam: false }));
    expect(await bed.database.db.select().from(mailOutbox)).toHaveLength(2);
  });

  test("the same token with other content is another request; spam and token-less requests carry no key", async () => {
    const same = input();
    const a = await submitContactRequest(same);
    const b = await submitContactRequest({ ...same, request: request({ message: "Otra cosa: 5 kg de flux sin limpieza." }) });
    expect((b as { id: string }).id).not.toBe((a as { id: string }).id);
    await submitContactRequest(input({ honeypot: "http://spam.example" }));
    await submitContactRequest(input({ formToken: undefined, honeypot: undefined }));
    const rows = await bed.database.db.select().from(contactRequests);
    expect(rows.filter((r) => r.idempotencyKey !== null)).toHaveLength(2);
    expect(rows).toHaveLength(4);
  });

  test.each([
    ["honeypot", () => ({ honeypot: "http://spam.example" })],
    ["too-fast", () => ({ formToken: issueFormToken(Date.now(), SECRET) })],
    ["bad-token", () => ({ formToken: "123.abc" })],
    ["missing-token", () => ({ formToken: "" })],
  ] as const)("a bot (%s) gets the normal answer, is stored as spam, sends nothing and stays out of the inbox", async (reason, overrides) => {
    const result = await submitContactRequest(input(overrides() as Partial<SubmitInput>));
    expect(result).toMatchObject({ ok: true, spam: true });
    const [row] = await bed.database.db.select().from(contactRequests);
    expect(row).toMatchObject({ isSpam: true, spamReason: reason });
    expect(await bed.database.db.select().from(mailOutbox)).toHaveLength(0);
    expect((await listContactRequests({})).total).toBe(0);
    expect(await getContactRequest(row!.id)).toBeNull();
    expect(await exportContactRequests({}, TEST_ACTOR)).toHaveLength(0);
  });

  test("a JSON API client without a form token (the plain API body) is accepted and its mails are queued", async () => {
    const result = await submitContactRequest(input({ formToken: undefined, honeypot: undefined }));
    expect(result).toMatchObject({ ok: true, spam: false });
    const [row] = await bed.database.db.select().from(contactRequests);
    expect(row).toMatchObject({ isSpam: false, spamReason: null });
    expect(await bed.database.db.select().from(mailOutbox)).toHaveLength(2);
    expect((await listContactRequests({})).total).toBe(1);
  });

  test(`rate limit: ${RATE_LIMIT.max} per ${RATE_LIMIT.windowMs / 60000} minutes per IP, stored in the database`, async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < RATE_LIMIT.max; i++) expect((await submitContactRequest(input({ ip }))).ok).toBe(true);
    const limited = await submitContactRequest(input({ ip }));
    expect(limited).toMatchObject({ ok: false, reason: "rate-limited" });
    expect((limited as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(500);
    expect((limited as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(600);
    expect((await submitContactRequest(input({ ip: "10.9.9.10" }))).ok).toBe(true);
    expect(await bed.database.db.select().from(contactRequests)).toHaveLength(RATE_LIMIT.max + 1);
    // The window passes: allowed again.
    await bed.database.db.execute(sql`UPDATE rate_limit SET last_request = last_request - ${RATE_LIMIT.windowMs} WHERE key = ${`contact:${ip}`}`);
    expect((await submitContactRequest(input({ ip }))).ok).toBe(true);
  });

  test(`one address gets at most ${ACK_PER_RECIPIENT.max} acknowledgements a day, whoever sends the requests; sales still get every one`, async () => {
    const victim = request({ email: "Victima@Example.test", name: "Gana dinero en http://spam.example" });
    for (let i = 0; i < 10; i++) expect((await submitContactRequest(input({ request: victim, ip: `10.7.0.${i}` }))).ok).toBe(true);
    const mails = await bed.database.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.kind === "contact-acknowledgement")).toHaveLength(ACK_PER_RECIPIENT.max);
    expect(mails.filter((m) => m.kind === "contact-notification")).toHaveLength(10);
    expect(await bed.database.db.select().from(contactRequests)).toHaveLength(10);
    // Another address is not affected.
    await submitContactRequest(input());
    expect((await bed.database.db.select().from(mailOutbox)).filter((m) => m.kind === "contact-acknowledgement")).toHaveLength(ACK_PER_RECIPIENT.max + 1);
  });

  test("inbox: list, search (name, e-mail, company, message), status filter and change, export, delete", async () => {
    const a = await submitContactRequest(input({ request: request({ name: "Ana López", email: "ana@maquila.mx", company: "Maquila Norte", message: "Necesito cautines 100% nuevos" }) }));
    const b = await submitContactRequest(input({ request: request({ name: "Bruno Díaz", email: "bruno@oem.com", company: "Wayne OEM", message: "Pallets para ola de soldadura" }) }));
    const idA = (a as { id: string }).id;
    const idB = (b as { id: string }).id;
    expect((await listContactRequests({})).total).toBe(2);
    expect((await listContactRequests({ q: "bruno" })).rows.map((r) => r.id)).toEqual([idB]);
    expect((await listContactRequests({ q: "maquila.mx" })).rows.map((r) => r.id)).toEqual([idA]);
    expect((await listContactRequests({ q: "wayne" })).rows.map((r) => r.id)).toEqual([idB]);
    expect((await listContactRequests({ q: "CAUTINES" })).rows.map((r) => r.id)).toEqual([idA]);
    expect((await listContactRequests({ q: "100%" })).rows.map((r) => r.id)).toEqual([idA]);
    expect((await listContactRequests({ q: "_" })).total).toBe(0);
    // Accents aside, both ways: «lopez» finds «López», «díaz» and «DIAZ» find «Díaz».
    expect((await listContactRequests({ q: "lopez" })).rows.map((r) => r.id)).toEqual([idA]);
    expect((await listContactRequests({ q: "DIAZ" })).rows.map((r) => r.id)).toEqual([idB]);
    expect((await listContactRequests({ q: "díaz" })).rows.map((r) => r.id)).toEqual([idB]);

    expect(await setContactStatus(idA, "answered", TEST_ACTOR)).toBe(true);
    const answered = await listContactRequests({ status: "answered" });
    expect(answered.rows.map((r) => r.id)).toEqual([idA]);
    expect(answered.counts).toEqual({ new: 1, in_progress: 0, answered: 1, archived: 0 });
    expect((await exportContactRequests({ status: "new" }, TEST_ACTOR)).map((r) => r.id)).toEqual([idB]);

    expect(await deleteContactRequest(idB, TEST_ACTOR)).toBe(true);
    expect(await getContactRequest(idB)).toBeNull();
    expect(await deleteContactRequest("not-a-uuid", TEST_ACTOR)).toBe(false);
    expect((await listContactRequests({})).total).toBe(1);
  });

  test("retention: requests older than 24 months are deleted, newer ones kept", async () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const old = await submitContactRequest(input());
    const recent = await submitContactRequest(input());
    await bed.database.db.update(contactRequests).set({ createdAt: new Date("2024-11-20T12:00:00Z") }).where(eq(contactRequests.id, (old as { id: string }).id));
    await bed.database.db.update(contactRequests).set({ createdAt: new Date("2024-11-22T12:00:00Z") }).where(eq(contactRequests.id, (recent as { id: string }).id));
    expect(await purgeExpiredContactRequests(bed.database.db, now)).toBe(1);
    const left = await bed.database.db.select({ id: contactRequests.id }).from(contactRequests);
    expect(left.map((r) => r.id)).toEqual([(recent as { id: string }).id]);
  });
});
