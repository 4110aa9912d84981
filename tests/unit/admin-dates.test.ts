import { describe, expect, test } from "vitest";
import { formatDate, formatDateTime, formatNumber, formatTime } from "~/components/admin/dates";

describe("the admin's dates and numbers: Spanish of Mexico, Monterrey time", () => {
  test("a time late on a UTC day is read on the Monterrey day and hour", () => {
    // 03:30 UTC on 20 November is 21:30 on 19 November in Monterrey (UTC-6).
    const iso = "2026-11-20T03:30:00.000Z";
    expect(formatDate(iso)).toBe("19 nov 2026");
    expect(formatTime(iso)).toMatch(/^09:30\s?p\.\s?m\.$/);
    expect(formatDateTime(iso)).toMatch(/^19 nov 2026, 9:30\s?p\.\s?m\.$/);
  });
  test("numbers with a decimal point and thousands grouped by commas", () => {
    expect(formatNumber(93.3)).toBe("93.3");
    expect(formatNumber(1234)).toBe("1,234");
  });
});
