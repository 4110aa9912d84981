/** better-auth's handler at /api/auth/* (resource route): Origin check, client IP, sign-in throttle. */
import { handleAuthRequest } from "~/auth/sign-in.server";
import { requestLang } from "~/i18n/resolve.server";
import { methodNotAllowedResponse } from "~/platform/http.server";
import { requestInfoContext } from "~/platform/request-context";
import type { Route } from "./+types/auth";

/** Paths that only read: a write to them is the host's 405 (GET and HEAD), never the auth library's own text. */
const READ_ONLY = new Set(["/api/auth/get-session"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleAuthRequest(request, context.get(requestInfoContext).ip);
}

export async function action({ request, context, url }: Route.ActionArgs) {
  if (READ_ONLY.has(url.pathname)) return methodNotAllowedResponse(requestLang(context), ["GET", "HEAD"], true);
  return handleAuthRequest(request, context.get(requestInfoContext).ip);
}
