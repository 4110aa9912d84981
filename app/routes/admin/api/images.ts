/**
 * GET /api/admin/images?q=&page= (admin only): one page of the media library, newest first, each
 * image with its sizes, bytes, date and the posts that use it; `q` searches the file names.
 */
import { requireAdminApi } from "~/auth/guard.server";
import { listLibrary } from "~/media/library.server";
import { json } from "~/platform/http.server";
import { isCleanText, normalizeText, singleLine } from "~/platform/text";
import type { Route } from "./+types/images";

/** The methods this route takes (the host answers any other with 405, app/platform/methods.server.ts). */
export const methods = ["GET", "HEAD"];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const url = new URL(request.url);
  const page = Number(url.searchParams.get("page") ?? "1");
  const raw = url.searchParams.get("q") ?? "";
  if (!isCleanText(raw)) return json({ error: "La búsqueda tiene caracteres no válidos" }, 400);
  const search = normalizeText(singleLine(raw));
  if (!Number.isSafeInteger(page) || page < 1 || page > 100_000) return json({ error: "Página no válida" }, 400);
  if (search.length > 100) return json({ error: "La búsqueda admite como máximo 100 caracteres" }, 400);
  return json(await listLibrary({ search, page }), 200);
}
