/**
 * /api/admin/posts/:id/revisions/:revision (admin only), for the editor's «Historial»:
 * - GET: one revision of a post with its texts (the diff between two is drawn in the browser).
 * - POST: «Restaurar» — the post's texts, category and tags go back to that revision, saved as a
 *   new revision (live at once on a published post). No body.
 * An unknown post or revision answers 404 with a Spanish message.
 */
import { requireAdminApi } from "~/auth/guard.server";
import { PostSaveError, restoreRevision } from "~/blog/posts.server";
import { getRevision } from "~/blog/revisions.server";
import { adminFailure, json, NO_STORE } from "~/platform/http.server";
import type { Route } from "./+types/post-revision";

const NOT_FOUND = "La revisión no existe (o su post fue eliminado)";

function revisionId(raw: string): number | null {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const id = revisionId(params.revision);
  const revision = id === null ? null : await getRevision(params.id, id);
  if (!revision) return json({ error: NOT_FOUND }, 404, NO_STORE);
  return json(revision, 200, NO_STORE);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminApi(request, context);
  const id = revisionId(params.revision);
  try {
    const result = id === null ? null : await restoreRevision(params.id, id, admin);
    if (!result) return json({ error: NOT_FOUND }, 404, NO_STORE);
    return json({ ok: true, version: result.version }, 200, NO_STORE);
  } catch (error) {
    if (error instanceof PostSaveError) return json({ error: `No se pudo restaurar: ${error.message}` }, error.kind === "not-found" ? 404 : 400, NO_STORE);
    const failure = adminFailure(error, "restoring a revision failed", "No se pudo restaurar la revisión. Inténtalo de nuevo.");
    return json({ error: failure.error }, failure.status, failure.headers);
  }
}
