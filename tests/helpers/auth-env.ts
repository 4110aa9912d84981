/** Settings for in-process auth tests: a PUBLIC_URL of our choosing and a fixed secret. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseEnv, setEnv } from "~/config/env.server";

export function useAuthEnv(publicUrl = "http://localhost:4321") {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ardentia-auth-"));
  setEnv(
    parseEnv({
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: "test-secret-test-secret-test-secret-0123456789",
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
    }),
  );
  return { dataDir, origin: new URL(publicUrl).origin };
}

/** `name=value` pairs of Set-Cookie headers, as a Cookie header. */
export function cookieHeader(setCookies: Array<string>): string {
  return setCookies
    .map((c) => c.split(";")[0]!)
    .filter((pair) => pair.split("=")[1] !== "")
    .join("; ");
}
