import { redirect } from "react-router";
import { requireAdmin } from "~/auth/guard.server";
import type { Route } from "./+types/index";

/** /admin → /admin/dashboard; signed out → straight to the login page. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect("/admin/dashboard", { headers: { "Cache-Control": "no-store" } });
}
