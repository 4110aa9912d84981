/**
 * POST /api/newsletter/send-blog-notification (admin only) — body {blogId, …} (the other fields are accepted and ignored); the answer is
 * {success, sent, subscribers, error}. Idempotent per post: the campaign is normally created by the
 * publishing transaction already; this returns its numbers, or creates it when missing. Only the
 * post id is taken from the body: titles, excerpt and image are read from the database.
 */
import { z } from "~/platform/zod";
import { requireAdminApi } from "~/auth/guard.server";
import { sendBlogNotification } from "~/newsletter/campaigns.server";
import { BodyError, httpText, isSameOrigin, json, methodNotAllowed, readJsonObject } from "~/platform/http.server";
import type { Route } from "./+types/newsletter.send-blog-notification";

const bodySchema = z.object({
  blogId: z.uuid({ message: "blogId must be the post id (UUID)" }),
  title_es: z.string().max(500).optional(),
  title_en: z.string().max(500).optional(),
  excerpt_es: z.string().max(5000).optional(),
  excerpt_en: z.string().max(5000).optional(),
  slug: z.string().max(200).optional(),
  featured_image_url: z.string().max(2000).nullable().optional(),
  category_es: z.string().max(200).optional(),
  category_en: z.string().max(200).optional(),
  reading_time: z.union([z.number(), z.string()]).optional(),
});

export function loader() {
  return methodNotAllowed("POST", { success: false, sent: 0, subscribers: 0 });
}

const fail = (status: number, error: string) => json({ success: false, sent: 0, subscribers: 0, error }, status);

export async function action({ request, url }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST", { success: false, sent: 0, subscribers: 0 });
  try {
    await requireAdminApi(request);
  } catch (refusal) {
    // The same answer shape for refusals too (401 signed out, 403 foreign origin).
    if (refusal instanceof Response) {
      const body = (await refusal.clone().json().catch(() => ({}))) as { error?: string };
      return fail(refusal.status, body.error ?? "No autorizado");
    }
    throw refusal;
  }
  if (!isSameOrigin(request, "browser", url)) return fail(403, httpText(request, "forbidden"));
  let data: Record<string, unknown>;
  try {
    data = await readJsonObject(request, 32 * 1024);
  } catch (error) {
    if (error instanceof BodyError) return fail(error.status, httpText(request, error.key));
    throw error;
  }
  const parsed = bodySchema.safeParse(data);
  if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
  const result = await sendBlogNotification(parsed.data.blogId);
  if (!result.ok) return fail(result.reason === "not_found" ? 404 : 409, result.reason === "not_found" ? "Post no encontrado" : "El post no está publicado");
  return json({ success: true, sent: result.sent, subscribers: result.subscribers, error: null });
}
