import { describe, expect, test } from "vitest";
import { SLUG_MAX, slugify, suggestSlug } from "~/blog/slug";

describe("slug", () => {
  test.each([
    ["Perfil de reflujo", "perfil-de-reflujo"],
    ["Técnicas de Soldadura Óptima: Guía", "tecnicas-de-soldadura-optima-guia"],
    ["Año nuevo, niño y señal", "ano-nuevo-nino-y-senal"],
    ["ÁÉÍÓÚ Ñ áéíóú ñ", "aeiou-n-aeiou-n"],
    ["¿Qué es ESD? ¡Protección 100%!", "que-es-esd-proteccion-100"],
    ["  muchos     espacios  ", "muchos-espacios"],
    ["guiones --- repetidos - y  -  espacios", "guiones-repetidos-y-espacios"],
    ["-empieza y termina-", "empieza-y-termina"],
    ["tab\tand\nnewline", "tab-and-newline"],
    ["Pingüino & <script>", "pinguino-script"],
    ["SAC305 vs. SN100C (2024)", "sac305-vs-sn100c-2024"],
    ["!!!", ""],
  ])("%j → %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  test("at most 100 characters, never ending in a hyphen", () => {
    const long = slugify("palabra ".repeat(40));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(long.endsWith("-")).toBe(false);
    expect(slugify("a".repeat(150))).toBe("a".repeat(100));
    // A cut that lands on a hyphen drops it.
    expect(slugify(`${"b".repeat(99)} c`)).toBe("b".repeat(99));
  });

  test("clashes get the first free -N suggestion, kept within 100 characters", () => {
    const taken = new Set(["perfil", "perfil-2", "perfil-3"]);
    expect(suggestSlug("perfil", (c) => taken.has(c))).toBe("perfil-4");
    const base = "x".repeat(100);
    const suggestion = suggestSlug(base, () => false);
    expect(suggestion).toBe(`${"x".repeat(98)}-2`);
    expect(suggestion.length).toBe(100);
  });
});
