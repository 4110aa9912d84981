/**
 * DELETE /api/admin/images/:id (admin only): deletes a stored image and its files, unless a post
 * uses it (featured, social or in a body, checked by the stored object): then 409 naming the posts.
 * An unknown image answers 404.
 */
import { requireAdminApi } from "~/auth/guard.server";
import { deleteLibraryImage } from "~/media/library.server";
import { json, NO_STORE } from "~/platform/http.server";
import type { Route } from "./+types/image";

/** The methods this route takes (the host answers any other with 405, app/platform/methods.server.ts). */
export const methods = ["DELETE"];

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminApi(request, context);
  const result = await deleteLibraryImage(params.id, admin);
  if (!result) return json({ error: "La imagen no existe" }, 404, NO_STORE);
  if (!result.deleted) {
    const names = [...new Set(result.usedBy.map((u) => `«${u.title}»`))].join(", ");
    return json({ error: `La imagen está en uso en ${names}: quítala de esos posts antes de eliminarla`, usedBy: result.usedBy }, 409, NO_STORE);
  }
  return json({ ok: true, ...(result.warning ? { warning: result.warning } : {}) }, 200, NO_STORE);
}
