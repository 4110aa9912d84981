/**
 * Admin CLI:
 *   npm run admin -- create <email>            create an administrator
 *   npm run admin -- reset-password <email>    set a new password (ends that user's sessions)
 *   npm run admin -- list                      the administrators: e-mail, state, last sign-in
 *   npm run admin -- deactivate <email>        no more sign-in; ends every session (never the last active admin)
 *   npm run admin -- reactivate <email>        lets a deactivated administrator sign in again
 *   npm run admin -- reset-2fa <email>         removes two-step sign-in (lost phone and codes); ends that user's sessions
 * The password is prompted twice with hidden input, or read from stdin when stdin is not a
 * terminal (`printf '%s' "$PW" | npm run admin -- create a@b.mx`). With the embedded database it
 * works while the server runs (it connects to the server's PostgreSQL) and when it is stopped
 * (it starts PostgreSQL for the command, under the DATA_DIR lock).
 */
import { passwordProblem } from "~/auth/password";
import { deactivateAdmin, listTeam, reactivateAdmin, TeamError } from "~/auth/team.server";
import { resetTwoFactor, TwoFactorError } from "~/auth/two-factor.server";
import { AdminUserError, createAdminUser, resetAdminPassword } from "~/auth/users.server";
import { ConfigError, env } from "~/config/env.server";
import { openDatabase, setDatabase } from "~/db/client.server";
import { cliActor } from "~/platform/audit.server";
import { acquireDataDirLock, DataDirLockedError } from "~/platform/data-dir-lock.server";
import { embeddedDatabaseForTool, EmbeddedPostgresError } from "../server/embedded-postgres.ts";
import { runCommand } from "./cli-failure.ts";

const USAGE = "Uso: npm run admin -- create <email> | reset-password <email> | list | deactivate <email> | reactivate <email> | reset-2fa <email>";
const WITH_PASSWORD = new Set(["create", "reset-password"]);
const WITH_EMAIL = new Set(["create", "reset-password", "deactivate", "reactivate", "reset-2fa"]);

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
  const [command = "", email, ...rest] = process.argv.slice(2);
  const known = WITH_EMAIL.has(command) || command === "list";
  if (!known || Boolean(email) !== WITH_EMAIL.has(command) || rest.length) fail(USAGE);
  let config;
  try {
    config = env();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const password = WITH_PASSWORD.has(command) ? await readPassword() : "";
  const problem = WITH_PASSWORD.has(command) ? passwordProblem(password) : null;
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
        const created = await createAdminUser(email!, password, cliActor());
        console.log(`Administrador creado: ${created.email}`);
      } else if (command === "reset-password") {
        await resetAdminPassword(email!, password, cliActor());
        console.log(`Contraseña actualizada para ${email!.trim().toLowerCase()}; sus sesiones se han cerrado.`);
      } else if (command === "list") {
        for (const member of await listTeam()) {
          console.log(
            [member.email, member.active ? "activo" : "desactivado", member.twoFactor ? "2FA" : "sin 2FA", member.lastSignInAt ? `último acceso ${member.lastSignInAt}` : "nunca ha iniciado sesión"].join("\t"),
          );
        }
      } else if (command === "reset-2fa") {
        const member = await resetTwoFactor(email!, cliActor());
        console.log(`Verificación en dos pasos eliminada para ${member.email}; sus sesiones se han cerrado. Puede entrar con su contraseña y activarla de nuevo.`);
      } else if (command === "deactivate") {
        const member = await deactivateAdmin({ email }, cliActor());
        const invitations = member.invitationsRevoked === 0 ? "" : ` Invitaciones pendientes que envió, anuladas: ${member.invitationsRevoked}.`;
        console.log(`Administrador desactivado: ${member.email}; sus sesiones se han cerrado.${invitations}`);
      } else {
        const member = await reactivateAdmin({ email }, cliActor());
        console.log(`Administrador reactivado: ${member.email}`);
      }
    } finally {
      await database.close();
    }
  } finally {
    await embedded?.release();
  }
}

await runCommand(
  main,
  (error) => error instanceof AdminUserError || error instanceof TeamError || error instanceof TwoFactorError || (error instanceof Error && error.message === "Cancelado"),
);
