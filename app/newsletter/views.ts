/** What the newsletter's admin screen shows, as plain types (the server builds them, components show them). */
import type { Lang } from "~/i18n/lang";
import type { SubscriberStatus } from "./email";

/** One campaign's delivery counts. */
export type CampaignProgress = {
  id: string;
  postId: string;
  /** The language version the campaign announces (its title is that version's). */
  language: Lang;
  title: string;
  status: "queued" | "sending" | "done";
  total: number;
  queued: number;
  sending: number;
  sent: number;
  failed: number;
  createdAt: string;
  finishedAt: string | null;
  lastError: string | null;
  /** Up to five addresses whose delivery failed (the admin sees who did not get it). */
  failedEmails: Array<string>;
};

/**
 * A delivery's last error as the team reads it, in Spanish: what happened and what to do. The
 * server's own words (kept in the database and the log) follow a refusal, since they say why.
 */
export function deliveryErrorText(raw: string): string {
  if (raw === "The subscriber was removed") return "El suscriptor fue eliminado antes del envío.";
  if (/ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|ECONNRESET|\bconnect\b|Greeting never received|Connection closed/i.test(raw)) {
    return "No se pudo conectar con el servidor de correo (SMTP_URL). «Reintentar fallidos» los enviará cuando vuelva.";
  }
  // The SMTP reply code: the first three-digit 4xx or 5xx after a colon or at the start.
  const code = /(?:^|:\s*)([45]\d\d)\b/.exec(raw)?.[1];
  if (code?.startsWith("5")) return `El servidor de correo rechazó la dirección (${code}): puede no existir o no aceptar correo. Respuesta: ${raw}`;
  if (code?.startsWith("4")) return `El servidor de correo pidió intentarlo más tarde (${code}). Respuesta: ${raw}`;
  return `Error del servidor de correo: ${raw}`;
}

/** A subscriber as the admin list shows it. */
export type SubscriberRow = {
  id: string;
  email: string;
  language: Lang;
  status: SubscriberStatus;
  subscribedAt: string;
  confirmedAt: string | null;
  /** When its mail was refused for good (campaigns skip it), and the receiving server's words. */
  bouncedAt: string | null;
  bounceReason: string | null;
};
