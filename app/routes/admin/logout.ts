/**
 * POST /admin/logout: ends the session on the server (the row is deleted, so a replayed cookie no
 * longer works) and clears the cookie. The header's dialog posts with `mode=fetch` and gets JSON
 * (toast, then the login page after 1 s); a plain form post is redirected to the login page.
 */
import { redirect } from "react-router";
import { assertSameOrigin, signOut } from "~/auth/sign-in.server";
import type { Route } from "./+types/logout";
import { NO_STORE, readForm } from "~/platform/http.server";
import { requestInfoContext } from "~/platform/request-context";

export function loader() {
  return redirect("/admin/dashboard", { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readForm(request).catch(() => new FormData());
  const cookies = await signOut(request, context.get(requestInfoContext).ip);
  const headers = new Headers(NO_STORE);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  if (form.get("mode") === "fetch") return Response.json({ ok: true }, { headers });
  headers.set("Location", "/admin/login");
  return new Response(null, { status: 303, headers });
}
