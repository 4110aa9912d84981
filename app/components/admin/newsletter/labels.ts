import { formatDate } from "~/components/admin/dates";

export const LANG_LABEL: Record<string, string> = { es: "Español", en: "Inglés" };
export const STATUS_LABEL: Record<string, string> = { active: "Activo", pending: "Pendiente", unsubscribed: "Baja" };
export const CAMPAIGN_LABEL: Record<string, string> = { queued: "En cola", sending: "Enviando", done: "Terminada" };

export function shortDate(value: string | null) {
  return value ? formatDate(value) : "—";
}
