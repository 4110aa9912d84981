/**
 * The password rule (shared by the sign-in form, the CLI and the first-admin seed): 12 to 128
 * characters counted as Unicode code points, any character but control characters (which no form
 * field keeps, so one set through the CLI could never be typed on the sign-in page; tab aside).
 * Passwords are NFC-normalised
 * before hashing and before verification, so the same visible password always matches.
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

export function normalizePassword(password: string): string {
  return password.normalize("NFC");
}

/** `null` when acceptable, otherwise the Spanish message to show. */
export function passwordProblem(password: string): string | null {
  const length = [...normalizePassword(password)].length;
  if (length < PASSWORD_MIN) return `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`;
  if (length > PASSWORD_MAX) return `La contraseña debe tener como máximo ${PASSWORD_MAX} caracteres`;
  // oxlint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u0008\u000A-\u001F\u007F]/.test(password)) return "La contraseña no puede contener caracteres de control";
  return null;
}

/** UTF-16 length limit handed to better-auth: 128 code points may take up to 256 UTF-16 units. */
export const PASSWORD_MAX_UTF16 = PASSWORD_MAX * 2;
