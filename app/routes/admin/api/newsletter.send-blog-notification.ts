/**
 * POST /api/newsletter/send-blog-notification (admin only) — body {blogId, …} (the other fields are accepted and ignored); the answer is
 * {success, sent, subscribers, error}. Idempotent per post: the campaign is normally created by the
 * publishing transaction already; this returns its numbers, or creates it when missing. Only the
 * post id is taken from the body: titles, excerpt and image are read from the database.
 */
import { z } from "~/platform/zod";
import { requireAdminApi, type Admin } from "~/auth/guard.server";
import { sendBlogNotification } from "~/newsletter/campaigns.server";
import { BodyError, httpText, isSameOrigin, json, readJsonObject } from "~/platform/http.server";
import type { Route } from "./+types/newsletter.send-blog-notification";

/** Optional text fields of older clients (ignored: the post's own row is what is sent). */
const optionalText = (max: number) => z.string({ error: "debe ser texto" }).max(max, { error: `admite como máximo ${max} caracteres` }).optional();

const bodySchema = z.object({
  blogId: z.uuid({ message: "debe ser el id del post (UUID)" }),
  title_es: optionalText(500),
  title_en: optionalText(500),
  excerpt_es: optionalText(5000),
  excerpt_en: optionalText(5000),
  slug: optionalText(200),
  featured_image_url: z.string({ error: "debe ser texto" }).max(2000, { error: "admite como máximo 2000 caracteres" }).nullable().optional(),
  category_es: optionalText(200),
  category_en: optionalText(200),
  reading_time: z.union([z.number(), z.string()], { error: "debe ser un número" }).optional(),
});

/** The methods this route takes (the host answers any other with 405, app/platform/methods.server.ts). */
export const methods = ["POST"];

const fail = (status: number, error: string) => json({ success: false, sent: 0, subscribers: 0, error }, status);

export async function action({ request, context, url }: Route.ActionArgs) {
  let admin: Admin;
  try {
    admin = await requireAdminApi(request, context);
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
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail(400, `${issue.path.join(".") || "cuerpo"}: ${issue.message}`);
  }
  const result = await sendBlogNotification(parsed.data.blogId, admin);
  if (!result.ok) return fail(result.reason === "not_found" ? 404 : 409, result.reason === "not_found" ? "Post no encontrado" : "El post no está publicado");
  return json({ success: true, sent: result.sent, subscribers: result.subscribers, error: null });
}
