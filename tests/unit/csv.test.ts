import { expect, test } from "vitest";
import { csvCell, toCsv, UTF8_BOM } from "~/platform/csv";

test("starts with the UTF-8 BOM and ends rows with CRLF", () => {
  const csv = toCsv(["Nombre", "Empresa"], [["José Núñez", "Añil"]]);
  expect(csv.startsWith(UTF8_BOM)).toBe(true);
  expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(csv).toBe(`${UTF8_BOM}Nombre,Empresa\r\nJosé Núñez,Añil\r\n`);
});

test.each([
  ["plain", "plain"],
  ["a,b", '"a,b"'],
  ['di "hola"', '"di ""hola"""'],
  ["línea 1\nlínea 2", '"línea 1\nlínea 2"'],
  ["cr\r\nlf", '"cr\r\nlf"'],
  ["", ""],
])("RFC 4180 quoting: %j", (input, expected) => {
  expect(csvCell(input)).toBe(expected);
});

test.each([
  ["=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"\"http://x\"\")"],
  ["+52 81 5555", "'+52 81 5555"],
  ["-2+3", "'-2+3"],
  ["@SUM(A1)", "'@SUM(A1)"],
  ["\t=1", "'\t=1"],
])("formula injection neutralised: %j", (input, expected) => {
  const cell = csvCell(input);
  expect(cell.replace(/^"|"$/g, "")).toBe(expected);
});

test("null, numbers and dates", () => {
  expect(csvCell(null)).toBe("");
  expect(csvCell(3)).toBe("3");
  expect(csvCell(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
});
