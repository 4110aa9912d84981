/** Dates in the admin: Spanish (Mexico), in Monterrey time, like every time the team reads. */
const dateTimeFormat = new Intl.DateTimeFormat("es-MX", { timeZone: "America/Monterrey", dateStyle: "medium", timeStyle: "short" });

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
