/**
 * The session secret: SESSION_SECRET when set; otherwise generated once and kept in
 * DATA_DIR/session-secret (mode 0600) so sessions survive restarts.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "./env.server";

let cached: string | undefined;

export function sessionSecret(): string {
  if (cached) return cached;
  const configured = env().SESSION_SECRET;
  if (configured) return (cached = configured);
  const file = path.join(env().DATA_DIR, "session-secret");
  try {
    cached = fs.readFileSync(file, "utf8").trim();
    if (cached.length >= 32) return cached;
  } catch {
    // Not generated yet.
  }
  fs.mkdirSync(env().DATA_DIR, { recursive: true });
  cached = randomBytes(48).toString("base64url");
  fs.writeFileSync(file, cached + "\n", { mode: 0o600 });
  return cached;
}
