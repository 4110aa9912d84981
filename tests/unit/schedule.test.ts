/**
 * Publication times in Monterrey time: the conversions follow the time-zone database (Monterrey
 * kept daylight saving time until 2022 and has none since), round-trip, and bad values are refused
 * with the editor's messages.
 */
import { describe, expect, test } from "vitest";
import { formatMonterrey, initialScheduleLang, monterreyToUtc, parseScheduleTime, SCHEDULE_MSG, utcToMonterreyInput } from "~/blog/schedule";

describe("Monterrey time", () => {
  test("to UTC: -6 h today (no DST since 2022), -5 h in a 2021 summer, -6 h in a 2021 winter", () => {
    expect(monterreyToUtc("2026-11-26T10:00")!.toISOString()).toBe("2026-11-26T16:00:00.000Z");
    expect(monterreyToUtc("2026-07-01T10:00")!.toISOString()).toBe("2026-07-01T16:00:00.000Z");
    expect(monterreyToUtc("2021-07-01T10:00")!.toISOString()).toBe("2021-07-01T15:00:00.000Z");
    expect(monterreyToUtc("2021-01-15T23:30:15")!.toISOString()).toBe("2021-01-16T05:30:15.000Z");
  });

  test("round trip through the editor's value, with and without seconds", () => {
    for (const iso of ["2026-11-26T16:00:00.000Z", "2021-07-01T15:00:00.000Z", "2027-01-01T05:59:00.000Z"]) {
      expect(monterreyToUtc(utcToMonterreyInput(iso))!.toISOString()).toBe(iso);
    }
    expect(utcToMonterreyInput("2026-11-26T16:00:07.000Z", { seconds: true })).toBe("2026-11-26T10:00:07");
    expect(formatMonterrey("2026-11-26T16:00:00.000Z")).toMatch(/^26 nov\.? 2026,? 10:00$/);
  });

  test("not real dates and times are null", () => {
    for (const bad of ["", "2026-02-29T10:00", "2026-13-01T10:00", "2026-11-31T10:00", "2026-11-26T24:00", "2026-11-26T10:60", "2026-11-26 10:00", "26/11/2026 10:00", "2026-11-26T10:00Z", "x".repeat(40)]) {
      expect(monterreyToUtc(bad)).toBeNull();
    }
  });

  test("parseScheduleTime: missing, malformed, past, too far, fine", () => {
    const now = new Date("2026-11-25T12:00:00.000Z");
    expect(parseScheduleTime("  ", now)).toEqual({ ok: false, message: SCHEDULE_MSG.missing });
    expect(parseScheduleTime("mañana", now)).toEqual({ ok: false, message: SCHEDULE_MSG.malformed });
    expect(parseScheduleTime("2026-11-25T06:00", now)).toEqual({ ok: false, message: SCHEDULE_MSG.past });
    expect(parseScheduleTime("2031-11-26T10:00", now)).toEqual({ ok: false, message: SCHEDULE_MSG.tooFar });
    expect(parseScheduleTime("2026-11-25T06:01", now)).toEqual({ ok: true, at: new Date("2026-11-25T12:01:00.000Z") });
  });
});

describe("initialScheduleLang: what «Qué se programa» starts on", () => {
  const v = (status: string) => ({ status });
  test.each([
    ["no English version", { es: v("draft"), en: null }, "both"],
    ["both drafts", { es: v("draft"), en: v("draft") }, "both"],
    ["both scheduled", { es: v("scheduled"), en: v("scheduled") }, "both"],
    ["both published", { es: v("published"), en: v("published") }, "both"],
    ["Spanish published, English scheduled", { es: v("published"), en: v("scheduled") }, "en"],
    ["Spanish published, English a draft", { es: v("published"), en: v("draft") }, "en"],
    ["English published, Spanish a draft", { es: v("draft"), en: v("published") }, "es"],
    ["Spanish scheduled, English a draft", { es: v("scheduled"), en: v("draft") }, "es"],
    ["Spanish scheduled, English published", { es: v("scheduled"), en: v("published") }, "es"],
  ] as const)("%s → %s", (_label, versions, expected) => {
    expect(initialScheduleLang(versions)).toBe(expected);
  });
});
