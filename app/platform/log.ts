/**
 * Errors as they may be written to the log. A failed query's error carries the statement's
 * parameters (Drizzle puts them in its message and a `params` property): a contact's personal data,
 * a rendered mail's HTML. The log keeps the statement, the error's code and the stack, never values.
 */
export type LoggedError = { name: string; message: string; code?: string; stack?: string; cause?: LoggedError };

const PARAMS = /\nparams:[\s\S]*$/;

export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { name: typeof error, message: typeof error === "string" ? error.replace(PARAMS, "") : "(not an Error)" };
  const message = error.message.replace(PARAMS, "\nparams: (not logged)");
  const frames = error.stack?.split("\n").filter((line) => /^\s+at /.test(line));
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message,
    ...(typeof code === "string" ? { code } : {}),
    ...(frames?.length ? { stack: frames.join("\n") } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: loggableError(error.cause, depth + 1) } : {}),
  };
}

/** Where `logError` writes: the worker's pino logger once `start()` has set it (server/app.ts). */
type ErrorSink = (fields: Record<string, unknown>, msg: string) => void;

/** Until the server sets its logger (scripts, tests): one JSON line on stderr, in pino's shape. */
let sink: ErrorSink = (fields, msg) => console.error(JSON.stringify({ level: 50, time: Date.now(), msg, ...fields }));

export function setErrorSink(next: ErrorSink): void {
  sink = next;
}

/**
 * A fault of ours, logged as one JSON line (the log's format) with the error made loggable and
 * any fields that tie it to its request (`requestId`).
 */
export function logError(msg: string, error: unknown, fields: Record<string, unknown> = {}): void {
  sink({ ...fields, err: loggableError(error) }, msg);
}
