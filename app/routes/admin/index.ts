import { redirect } from "react-router";
import { NO_STORE } from "~/platform/http.server";

/** /admin → /admin/dashboard (the dashboard's guard sends signed-out visitors to the login). */
export function loader() {
  return redirect("/admin/dashboard", { headers: NO_STORE });
}
