/** Dates in the admin: Spanish (Mexico), in Monterrey time, like every time the team reads. */
const dateTimeFormat = new Intl.DateTimeFormat("es-MX", { timeZone: "America/Monterrey", dateStyle: "medium", timeStyle: "short" });

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const dateFormat = new Intl.DateTimeFormat("es-MX", { timeZone: "America/Monterrey", day: "numeric", month: "short", year: "numeric" });

/** A day without the time (e.g. when an image was uploaded). */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
