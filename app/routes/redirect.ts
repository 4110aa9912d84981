import { redirect } from "react-router";
import { REDIRECTS } from "~/i18n/paths";
import type { Route } from "./+types/redirect";

/** Alias paths (`/historia`, `/inicio`…) answer 301 to where the content lives. */
export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  const target = REDIRECTS[path] ?? "/";
  const query = new URLSearchParams(url.search);
  query.delete("_routes");
  const qs = query.toString();
  const [base, hash] = target.split("#");
  return redirect(`${base}${qs ? `?${qs}` : ""}${hash ? `#${hash}` : ""}`, 301);
}
