/**
 * POST /api/admin/uploads (admin only, same origin): one image in the multipart field `file`.
 * The body is read with a hard cap, then checked and re-encoded by the image pipeline.
 * DELETE /api/admin/uploads {url}: removes an uploaded image that no post uses yet (editor cancel).
 */
import { requireAdminApi } from "~/auth/guard.server";
import { deleteImageIfUnused, ImageRejected, MAX_UPLOAD_BYTES, MSG_INVALID_IMAGE, MSG_PROCESSING, MSG_STORAGE_DOWN, MSG_TOO_LARGE, saveUploadedImage } from "~/media/images.server";
import { StorageUnavailable } from "~/media/storage.server";
import { adminFailure, BodyError, NO_STORE, readBytes, readJsonObject } from "~/platform/http.server";
import { logError } from "~/platform/log";
import type { Route } from "./+types/uploads";

/** Room for the multipart boundaries and headers around a 10 MB file. */
const BODY_CAP = MAX_UPLOAD_BYTES + 64 * 1024;

const fail = (error: string, status: number) => Response.json({ error }, { status, headers: NO_STORE });

/** The methods this route takes (the host answers any other with 405, app/platform/methods.server.ts). */
export const methods = ["POST", "DELETE"];

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminApi(request, context);
  if (request.method === "DELETE") {
    let url = "";
    try {
      url = String((await readJsonObject(request, 4096)).url ?? "");
    } catch (error) {
      if (error instanceof BodyError) return fail("Solicitud inválida", error.status);
      throw error;
    }
    const result = await deleteImageIfUnused(url, admin);
    if (result.inUse) return fail("La imagen está en uso por un post", 409);
    return Response.json({ ok: true, warning: result.warning }, { headers: NO_STORE });
  }
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) return fail(MSG_INVALID_IMAGE, 415);
  let body: Buffer;
  try {
    body = await readBytes(request, BODY_CAP);
  } catch (error) {
    if (error instanceof BodyError) return fail(MSG_TOO_LARGE, 413);
    throw error;
  }
  let file: FormDataEntryValue | null;
  try {
    file = (await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData()).get("file");
  } catch {
    return fail(MSG_INVALID_IMAGE, 400);
  }
  if (!file || typeof file === "string") return fail(MSG_INVALID_IMAGE, 400);
  if (file.size > MAX_UPLOAD_BYTES) return fail(MSG_TOO_LARGE, 413);
  try {
    const stored = await saveUploadedImage(Buffer.from(await file.arrayBuffer()), file.name, admin);
    return Response.json(
      { id: stored.id, url: stored.url, width: stored.width, height: stored.height, bytes: stored.bytes, variants: stored.variants },
      { status: 201, headers: NO_STORE },
    );
  } catch (error) {
    if (error instanceof ImageRejected) {
      const refusal = fail(error.message, error.status);
      if (error.status === 503) refusal.headers.set("Retry-After", "5");
      return refusal;
    }
    if (error instanceof StorageUnavailable) {
      logError("upload: storage unavailable", error);
      return fail(MSG_STORAGE_DOWN, 503);
    }
    // Not a refusal: the database could not write it (503), or a fault of ours (500).
    const failure = adminFailure(error, "upload: processing failed", MSG_PROCESSING);
    return Response.json({ error: failure.error }, { status: failure.status, headers: failure.headers });
  }
}
