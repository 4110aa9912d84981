/** The line of details the «Bitácora» shows under an entry (the CSV export carries them all). */
import { formatDateTime, formatNumber } from "./dates";

const POST_STATUS: Record<string, string> = { draft: "borrador", scheduled: "programado", published: "publicado", archived: "archivado" };
const VERSION: Record<string, string> = { es: "versión en español", en: "versión en inglés" };
/** How a sign-in was earned (entries written before this was recorded have none). */
const SIGN_IN_METHOD: Record<string, string> = {
  password: "con contraseña",
  totp: "con contraseña y código de la app",
  recovery: "con contraseña y código de recuperación",
  passkey: "con llave de acceso",
};

/** A label of `map` for `key`, never one of Object's own properties ("toString"…). */
const label = (map: Record<string, string>, key: unknown): string | undefined => (typeof key === "string" && Object.hasOwn(map, key) ? map[key] : undefined);

/** The few details worth a line on screen (the CSV has them all). */
export function detailText(action: string, details: Record<string, unknown> | null): string | null {
  if (!details) return null;
  const parts: Array<string> = [];
  const method = action === "auth.sign_in" ? label(SIGN_IN_METHOD, details.method) : undefined;
  if (method) parts.push(method);
  if (typeof details.rows === "number") parts.push(`${formatNumber(details.rows)} ${details.rows === 1 ? "registro" : "registros"}`);
  if (typeof details.status === "string" && action.startsWith("post.")) parts.push(`estado: ${label(POST_STATUS, details.status) ?? details.status}`);
  if (details.search === true) parts.push("con búsqueda");
  if (typeof details.restoredVersion === "number") parts.push(`versión ${details.restoredVersion} restaurada`);
  const scheduled = Array.isArray(details.scheduledLanguages) ? details.scheduledLanguages.filter((l): l is string => label(VERSION, l) !== undefined) : [];
  if (typeof details.scheduledAt === "string") {
    const which = scheduled.length === 1 ? `${VERSION[scheduled[0]!]} ` : scheduled.length === 2 ? "versiones en español e inglés " : "";
    parts.push(`${which}para el ${formatDateTime(details.scheduledAt)}`);
  }
  // Which language version an entry speaks of (a newsletter, a scheduled publication).
  const languages = (Array.isArray(details.languages) ? details.languages : [details.language]).filter((l): l is string => label(VERSION, l) !== undefined);
  if (languages.length === 2) parts.push("versiones en español e inglés");
  else if (languages.length === 1) parts.push(VERSION[languages[0]!]!);
  if (typeof details.sessionsEnded === "number") parts.push(`${details.sessionsEnded} ${details.sessionsEnded === 1 ? "sesión cerrada" : "sesiones cerradas"}`);
  if (typeof details.invitationsRevoked === "number" && details.invitationsRevoked > 0) {
    parts.push(`${details.invitationsRevoked} ${details.invitationsRevoked === 1 ? "invitación anulada" : "invitaciones anuladas"}`);
  }
  if (details.reason === "inviter_deactivated") parts.push("quien la envió fue desactivado");
  if (typeof details.sessions === "number") parts.push(`${details.sessions} ${details.sessions === 1 ? "sesión" : "sesiones"}`);
  if (typeof details.deliveries === "number") parts.push(`${details.deliveries} envíos`);
  if (details.featuredImage === "removed") parts.push("imagen destacada quitada");
  if (typeof details.value === "boolean") parts.push(details.value ? "activado" : "desactivado");
  if (typeof details.left === "number") parts.push(`quedan ${details.left}`);
  return parts.length ? parts.join(" · ") : null;
}
