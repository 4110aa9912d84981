import { expect, test } from "vitest";
import { editDistance, suggestEmail, WEBMAIL_DOMAINS } from "~/contact/typo";

test.each([
  ["ana@gmial.com", "ana@gmail.com"],
  ["ana@hotmial.com", "ana@hotmail.com"],
  ["ana@yaho.com", "ana@yahoo.com"],
  ["ana@gmail.com", null],
  ["ana@GMAIL.COM", null],
  ["ana@gmai.com", "ana@gmail.com"],
  ["ana@outlok.com", "ana@outlook.com"],
  ["ana@protonmial.com", "ana@protonmail.com"],
  ["ana@iclod.co", "ana@icloud.com"],
  ["ana@yandex.co", "ana@yandex.com"],
  ["ana@empresa.mx", null],
  ["ana@gxxil.com", "ana@gmail.com"],
  ["ana@gxxxl.com", null], // distance 3 from gmail.com
  ["ana@", null],
  ["gmial.com", null],
  ["", null],
])("%s → %s", (input, expected) => {
  expect(suggestEmail(input)).toBe(expected);
});

test("the closest domain wins", () => {
  // "live.co" is 1 from live.com and 2 from zoho.com etc.
  expect(suggestEmail("a@live.co")).toBe("a@live.com");
  // "aol.co" is 1 from aol.com
  expect(suggestEmail("a@aol.co")).toBe("a@aol.com");
});

test("distance 3 gives nothing for every domain", () => {
  expect(editDistance("gmail.com", "gxxxl.com")).toBe(3);
  expect(WEBMAIL_DOMAINS).toHaveLength(10);
});

test("edit distance", () => {
  expect(editDistance("kitten", "sitting")).toBe(3);
  expect(editDistance("", "abc")).toBe(3);
  expect(editDistance("abc", "abc")).toBe(0);
});
