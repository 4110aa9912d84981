/** The editor's save messages that depend on what the save did (shown as toasts). */

/**
 * The toast of a first publication's newsletter: how many subscribers, and in which languages the
 * mails are written (a post without an English version goes in Spanish to English readers too),
 * or that there is nobody to send it to yet.
 */
export function newsletterNotice(outcome: { recipients: number; languages: ReadonlyArray<"es" | "en"> }): string {
  if (outcome.recipients === 0) return "Newsletter enviado a todos los suscriptores: por ahora no hay ninguno activo";
  const written = outcome.languages.includes("es") && outcome.languages.includes("en") ? "en español y en inglés" : outcome.languages.includes("en") ? "en inglés" : "en español";
  return `Newsletter enviado a todos los suscriptores (${outcome.recipients.toLocaleString("es-MX")}), ${written}`;
}

const VERSION_NAME: Record<"es" | "en", string> = { es: "la versión en español", en: "la versión en inglés" };

/**
 * What «Cancelar programación» left: the post a draft, or — when one version is live and only the
 * other was scheduled — which version is a draft now and which stays published.
 */
export function unscheduledNotice(result: { versions: Record<"es" | "en", { status: string } | null> }): string {
  const inState = (state: string) => (["es", "en"] as const).filter((lang) => result.versions[lang]?.status === state);
  const published = inState("published");
  if (published.length === 0) return "Programación cancelada: el post queda como borrador";
  const drafts = inState("draft");
  const live = `${published.map((lang) => VERSION_NAME[lang]).join(" y ")} ${published.length === 1 ? "sigue publicada" : "siguen publicadas"}`;
  if (drafts.length === 0) return `Programación cancelada: ${live}`;
  return `Programación cancelada: ${drafts.map((lang) => VERSION_NAME[lang]).join(" y ")} queda como borrador; ${live}`;
}
