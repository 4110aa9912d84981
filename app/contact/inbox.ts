/** The inbox's statuses and their labels (the admin speaks Spanish). */
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

