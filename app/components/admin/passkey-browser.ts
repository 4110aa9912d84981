/**
 * The browser side of the passkey ceremonies: asks the server for options, runs the browser's
 * WebAuthn call (SimpleWebAuthn, loaded only when a button is pressed), and posts the response.
 * Every failure becomes a sentence for the admin.
 */
type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

async function postJson(url: string, body?: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: "POST",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, data };
}

function ceremonyError(error: unknown, cancelled: string): string {
  const name = (error as { name?: string })?.name;
  if (name === "NotAllowedError" || name === "AbortError") return cancelled;
  if (name === "InvalidStateError") return "Esta llave de acceso ya está registrada en tu cuenta.";
  return "Tu navegador no pudo completar la operación con la llave de acceso.";
}

/** One ceremony: the server's options, the browser's dialog, the response posted back. */
async function ceremony<T>(steps: {
  optionsUrl: string;
  optionsBody?: Record<string, unknown>;
  run: (optionsJSON: never) => Promise<unknown>;
  cancelled: string;
  verifyUrl: string;
  body: Record<string, unknown>;
  expected: number;
  result: (data: Record<string, unknown>) => T;
}): Promise<Outcome<T>> {
  try {
    const start = await postJson(steps.optionsUrl, steps.optionsBody);
    if (start.status !== 200) return { ok: false, error: String(start.data.error ?? `Error del servidor (HTTP ${start.status})`) };
    let response: unknown;
    try {
      response = await steps.run(start.data.options as never);
    } catch (error) {
      return { ok: false, error: ceremonyError(error, steps.cancelled) };
    }
    const done = await postJson(steps.verifyUrl, { challengeId: start.data.challengeId, response, ...steps.body });
    if (done.status !== steps.expected) return { ok: false, error: String(done.data.error ?? `Error del servidor (HTTP ${done.status})`) };
    return { ok: true, value: steps.result(done.data) };
  } catch {
    return { ok: false, error: "No se pudo conectar con el servidor. Verifica tu conexión e inténtalo de nuevo." };
  }
}

/** Adds a passkey to the signed-in admin's account; `password` is their current one, which the server checks first. */
export async function registerPasskeyInBrowser(name: string, password: string): Promise<Outcome<{ name: string }>> {
  return ceremony({
    optionsUrl: "/api/admin/passkeys/options",
    optionsBody: { password },
    run: async (optionsJSON) => (await import("@simplewebauthn/browser")).startRegistration({ optionsJSON }),
    cancelled: "Se canceló el registro de la llave de acceso.",
    verifyUrl: "/api/admin/passkeys/register",
    body: { name },
    expected: 201,
    result: (data) => ({ name: String((data.passkey as { name?: string } | undefined)?.name ?? name) }),
  });
}

export async function signInWithPasskeyInBrowser(redirectTo: string): Promise<Outcome<{ next: string }>> {
  return ceremony({
    optionsUrl: "/api/passkey/options",
    run: async (optionsJSON) => (await import("@simplewebauthn/browser")).startAuthentication({ optionsJSON }),
    // The browser says the same whether the dialog was cancelled or this device has no passkey for the site.
    cancelled: "No se inició sesión con una llave de acceso: se canceló, o este dispositivo no tiene una llave para esta cuenta. Usa tu correo y contraseña.",
    verifyUrl: "/api/passkey/verify",
    body: { redirectTo },
    expected: 200,
    result: (data) => ({ next: String(data.next ?? "/admin/dashboard") }),
  });
}
