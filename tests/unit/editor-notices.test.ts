import { expect, test } from "vitest";
import { newsletterNotice, unscheduledNotice } from "~/components/admin/editor-notices";

const version = (status: string) => ({ status });

test("«Cancelar programación»: a draft post, or which version is a draft now and which stays published", () => {
  expect(unscheduledNotice({ versions: { es: version("draft"), en: version("draft") } })).toBe("Programación cancelada: el post queda como borrador");
  expect(unscheduledNotice({ versions: { es: version("draft"), en: null } })).toBe("Programación cancelada: el post queda como borrador");
  // Spanish live, English was the one scheduled: never «el post queda como borrador».
  expect(unscheduledNotice({ versions: { es: version("published"), en: version("draft") } })).toBe(
    "Programación cancelada: la versión en inglés queda como borrador; la versión en español sigue publicada",
  );
  expect(unscheduledNotice({ versions: { es: version("draft"), en: version("published") } })).toBe(
    "Programación cancelada: la versión en español queda como borrador; la versión en inglés sigue publicada",
  );
  expect(unscheduledNotice({ versions: { es: version("published"), en: version("published") } })).toBe(
    "Programación cancelada: la versión en español y la versión en inglés siguen publicadas",
  );
});

test("the newsletter of a first publication: how many, in which languages", () => {
  expect(newsletterNotice({ recipients: 1234, languages: ["es", "en"] })).toBe("Newsletter enviado a todos los suscriptores (1,234), en español y en inglés");
  expect(newsletterNotice({ recipients: 3, languages: ["es"] })).toBe("Newsletter enviado a todos los suscriptores (3), en español");
  expect(newsletterNotice({ recipients: 0, languages: [] })).toMatch(/^Newsletter enviado a todos los suscriptores/);
});
