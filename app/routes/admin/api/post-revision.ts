/**
 * GET /api/admin/posts/:id/revisions/:revision (admin only): one revision of a post with its
 * texts, for the editor's «Historial» (the diff between two revisions is drawn in the browser).
 * An unknown post or revision answers 404 with a Spanish message.
 */
import { requireAdminApi } from "~/auth/guard.server";
import { getRevision } from "~/blog/revisions.server";
import { json, methodNotAllowed } from "~/platform/http.server";
import type { Route } from "./+types/post-revision";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const id = /^\d{1,15}$/.test(params.revision) ? Number(params.revision) : NaN;
  const revision = Number.isSafeInteger(id) ? await getRevision(params.id, id) : null;
  if (!revision) return json({ error: "La revisión no existe (o su post fue eliminado)" }, 404, { "Cache-Control": "no-store" });
  return json(revision, 200, { "Cache-Control": "no-store" });
}

export function action() {
  return methodNotAllowed("GET", { error: "Método no permitido" });
}
