/** Placeholder, replaced by the image pipeline below. */
import { requireAdminApi } from "~/auth/guard.server";
import type { Route } from "./+types/admin-uploads";

export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request);
  return Response.json({ error: "No implementado" }, { status: 501 });
}
