/** better-auth's handler at /api/auth/* (resource route): Origin check, client IP, sign-in throttle. */
import { handleAuthRequest } from "~/auth/sign-in.server";
import { requestInfoContext } from "~/platform/request-context";
import type { Route } from "./+types/auth";

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleAuthRequest(request, context.get(requestInfoContext).ip);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAuthRequest(request, context.get(requestInfoContext).ip);
}
