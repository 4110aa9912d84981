/** Audit-log actors for tests that call domain functions directly (routes get theirs from the session). */
import { RouterContextProvider } from "react-router";
import type { Actor } from "~/platform/audit.server";
import { requestInfoContext } from "~/platform/request-context";

export const actorOf = (user: { id: string; email: string }, ip = "127.0.0.1"): Actor & { id: string } => ({ id: user.id, email: user.email, ip });

/** Someone acting without an admin account of the test's own (e.g. a domain test with no sign-in). */
export const TEST_ACTOR: Actor = { id: null, email: "pruebas@ardentia.test", ip: "127.0.0.1" };

/** The router context a route's loader or action gets from the host, for tests that call one directly. */
export function routeContext(ip = "127.0.0.1"): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { ip, requestId: "test", https: false });
  return context;
}
