/**
 * Whether an error means "the database cannot serve right now" — the server is unreachable,
 * restarting, out of connections or out of disk — rather than a fault of the request or a bug.
 * Such requests are answered 503 with Retry-After and a translated page; the pool reconnects by
 * itself when the database is back. Walks `cause` chains (Drizzle wraps driver errors).
 */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ENOENT", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
/** SQLSTATE: 08 connection exception, 53 insufficient resources (disk full, out of memory, too many connections), 57P01–57P03 shutdown/starting, 58030 I/O error. */
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57P0[123]|58030)$/;
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly|Query read timeout)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 6; depth++) {
    const { code, syscall, message } = current as { code?: unknown; syscall?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (UNAVAILABLE_SQLSTATE.test(code)) return true;
      if (NETWORK_CODES.has(code) && (syscall === "connect" || syscall === "read" || syscall === "write" || syscall === "getaddrinfo")) return true;
    }
    if (typeof message === "string" && DRIVER_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
