/**
 * /api/admin/posts/:id/autosave (admin only): the editor's autosave of an existing post.
 * POST (the editor's form fields, `baseVersion` and `editedAt`, the browser's time of the edits in
 * ms since 1970, optional): stores this admin's unsaved edits, checked and bounded like a save but
 * without its required fields; it never changes the post. DELETE: drops
 * them («Descartar»). A plain JSON API, so a failed autosave never disturbs the editor's page.
 */
import { requireAdminApi } from "~/auth/guard.server";
import { postInputFromForm } from "~/blog/post-form";
import { unknownDraftReference } from "~/blog/posts.server";
import { dropAutosave, saveAutosave } from "~/blog/revisions.server";
import { json, NO_STORE, POST_FORM_LIMIT, readForm } from "~/platform/http.server";
import type { Route } from "./+types/post-autosave";

/**
 * The latest time accepted: the end of year 9999. A JavaScript Date goes on to 275760, but a date
 * past 9999 is written with a six-digit year PostgreSQL does not read (it answered with an error).
 */
const LAST_DATE_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** `editedAt`: absent → null; whole milliseconds from 1970 up to the last date → that time; else undefined (refused). */
function editedAtOf(value: FormDataEntryValue | null): Date | null | undefined {
  if (value === null || value === "") return null;
  if (typeof value !== "string" || !/^\d{1,16}$/.test(value)) return undefined;
  const ms = Number(value);
  return ms <= LAST_DATE_MS ? new Date(ms) : undefined;
}

/** The methods this route takes (the host answers any other with 405, app/platform/methods.server.ts). */
export const methods = ["POST", "DELETE"];

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminApi(request, context);
  if (request.method === "DELETE") {
    await dropAutosave(params.id, admin.id);
    return json({ ok: true }, 200, NO_STORE);
  }
  const form = await readForm(request, POST_FORM_LIMIT);
  const parsed = postInputFromForm(form, params.id, "draft");
  const baseVersion = Number(form.get("baseVersion"));
  if (!parsed.success) return json({ error: parsed.error.issues[0]?.message ?? "Datos inválidos" }, 400, NO_STORE);
  if (!Number.isSafeInteger(baseVersion) || baseVersion < 1) return json({ error: "Versión no válida" }, 400, NO_STORE);
  const editedAt = editedAtOf(form.get("editedAt"));
  if (editedAt === undefined) return json({ error: "Hora de edición no válida" }, 400, NO_STORE);
  const { es, en, categoryId, tagIds, slug, slugEn, status, statusEn, featuredImageUrl } = parsed.data;
  // Nothing a save would refuse for what it names: restoring the autosave would put it back.
  const unknown = await unknownDraftReference({ categoryId, featuredImageUrl });
  if (unknown) return json({ error: unknown }, 400, NO_STORE);
  const saved = await saveAutosave(params.id, admin.id, baseVersion, { es, en, categoryId, tagIds, slug, slugEn, status, statusEn, featuredImageUrl }, editedAt);
  if (!saved) return json({ error: "El post ya no existe" }, 404, NO_STORE);
  if (saved === "version") return json({ error: "Versión no válida" }, 400, NO_STORE);
  return json({ ok: true, savedAt: saved.savedAt }, 200, NO_STORE);
}
