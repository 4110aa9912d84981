/** Inbox labels and colours (admin speaks Spanish). */
export const CONTACT_STATUSES = ["new", "in_progress", "answered", "archived"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export function isContactStatus(value: unknown): value is ContactStatus {
  return typeof value === "string" && (CONTACT_STATUSES as ReadonlyArray<string>).includes(value);
}

export const STATUS_LABELS: Record<ContactStatus, string> = {
  new: "Nuevo",
  in_progress: "En proceso",
  answered: "Respondido",
  archived: "Archivado",
};

export const STATUS_BADGE: Record<ContactStatus, string> = {
  new: "bg-blue-50 text-blue-800 ring-blue-600/30",
  in_progress: "bg-amber-50 text-amber-900 ring-amber-600/30",
  answered: "bg-green-50 text-green-800 ring-green-600/30",
  archived: "bg-slate-100 text-slate-700 ring-slate-500/30",
};

export const CSV_HEADER = ["Folio", "Fecha", "Estatus", "Nombre", "Email", "Teléfono", "Empresa", "Puesto", "Industria", "Estado", "Municipio", "Idioma", "Mensaje"];
