/**
 * Admin CLI:
 *   npm run admin -- create <email>            create an administrator
 *   npm run admin -- reset-password <email>    set a new password (ends that user's sessions)
 * The password is prompted twice with hidden input, or read from stdin when stdin is not a
 * terminal (`printf '%s' "$PW" | npm run admin -- create a@b.mx`). With the embedded database it
 * works while the server runs (it connects to the server's PostgreSQL) and when it is stopped
 * (it starts PostgreSQL for the command, under the DATA_DIR lock).
 */
import { passwordProblem } from "~/auth/password";
import { AdminUserError, createAdminUser, resetAdminPassword } from "~/auth/users.server";
import { ConfigError, env } from "~/config/env.server";
import { openDatabase, setDatabase } from "~/db/client.server";
import { acquireDataDirLock, DataDirLockedError } from "~/platform/data-dir-lock.server";
import { embeddedDatabaseForTool, EmbeddedPostgresError } from "../server/embedded-postgres.ts";

const USAGE = "Uso: npm run admin -- create <email> | reset-password <email>";

function fail(message: string): never {
  throw new AdminUserError(message);
}

async function readStdin(): Promise<string> {
  const chunks: Array<Buffer> = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One trailing newline (from echo / a file) is not part of the password.
  return Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "");
}

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const onData = (input: string) => {
      for (const char of input) {
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          return resolve(value);
        }
        if (char === "\u0003") {
          stdin.setRawMode(false);
          process.stdout.write("\n");
          return reject(new Error("Cancelado"));
        }
        if (char === "\u007f" || char === "\b") value = [...value].slice(0, -1).join("");
        else value += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdin();
  const first = await promptHidden("Contraseña (12 a 128 caracteres): ");
  const problem = passwordProblem(first);
  if (problem) fail(problem);
  const second = await promptHidden("Repite la contraseña: ");
  if (first !== second) fail("Las contraseñas no coinciden");
  return first;
}

async function main() {
  const [command, email, ...rest] = process.argv.slice(2);
  if ((command !== "create" && command !== "reset-password") || !email || rest.length) fail(USAGE);
  let config;
  try {
    config = env();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const password = await readPassword();
  const problem = passwordProblem(password);
  if (problem) fail(problem);
  let embedded: Awaited<ReturnType<typeof embeddedDatabaseForTool>> | undefined;
  if (!config.DATABASE_URL) {
    try {
      embedded = await embeddedDatabaseForTool(config.DATA_DIR, () => acquireDataDirLock(config.DATA_DIR, `admin ${command}`));
    } catch (error) {
      if (error instanceof DataDirLockedError || error instanceof EmbeddedPostgresError) fail(error.message);
      throw error;
    }
  }
  try {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL ?? embedded!.url, poolSize: 2 });
    setDatabase(database);
    try {
      if (command === "create") {
        const created = await createAdminUser(email, password);
        console.log(`Administrador creado: ${created.email}`);
      } else {
        await resetAdminPassword(email, password);
        console.log(`Contraseña actualizada para ${email.trim().toLowerCase()}; sus sesiones se han cerrado.`);
      }
    } finally {
      await database.close();
    }
  } finally {
    await embedded?.release();
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof AdminUserError || error instanceof Error && error.message === "Cancelado") {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
