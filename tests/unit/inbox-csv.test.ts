/** The inbox's CSV export as the sales team opens it in a spreadsheet. */
import { describe, expect, test } from "vitest";
import { INBOX_CSV_HEADER, inboxCsv } from "~/contact/inbox-csv";
import { teamDateTime } from "~/platform/team-time";

type Row = Parameters<typeof inboxCsv>[0][number];

const row = (overrides: Partial<Row> = {}): Row => ({
  id: "3f0c6a8e-1d2b-4c5d-8e9f-0a1b2c3d4e5f",
  name: "Ana López",
  email: "ana@maquila.mx",
  phone: "+52 81 1234 5678",
  state: "Nuevo León",
  municipality: "Apodaca",
  company: "Maquila Norte",
  position: "Compras",
  industry: "automotriz",
  message: "Cotización:\n- 20 kg de SAC305",
  language: "en",
  status: "in_progress",
  isSpam: false,
  spamReason: null,
  ip: "10.0.0.1",
  userAgent: "test",
  idempotencyKey: null,
  createdAt: new Date("2026-11-29T04:28:00Z"),
  updatedAt: new Date("2026-11-29T04:28:00Z"),
  ...overrides,
});

describe("the inbox CSV", () => {
  test("the date in Monterrey time, and status, industry and language by their Spanish labels", () => {
    const lines = inboxCsv([row(), row({ industry: "", language: "es", status: "new" })]).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(INBOX_CSV_HEADER.join(","));
    expect(lines[0]).toContain("Fecha (hora de Monterrey)");
    // 04:28 UTC on the 29th is 22:28 on the 28th in Monterrey (UTC−6).
    expect(lines[1]).toMatch(/^3f0c6a8e-[^,]+,2026-11-28 22:28,En proceso,Ana López,ana@maquila\.mx,'\+52 81 1234 5678,Maquila Norte,Compras,Automotriz,Nuevo León,Apodaca,Inglés,"Cotización:\n- 20 kg de SAC305"$/);
    expect(lines.slice(2).join("\r\n")).toMatch(/,Nuevo,.*,Compras,,Nuevo León,Apodaca,Español,/);
  });

  test("a time just after midnight keeps two digits for the hour", () => {
    expect(teamDateTime(new Date("2026-11-29T06:05:00Z"))).toBe("2026-11-29 00:05");
  });
});
