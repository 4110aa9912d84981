import { redirect } from "react-router";

/** /admin → /admin/dashboard (the dashboard's guard sends signed-out visitors to the login). */
export function loader() {
  return redirect("/admin/dashboard", { headers: { "Cache-Control": "no-store" } });
}
