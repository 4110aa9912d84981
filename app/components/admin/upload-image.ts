/** The browser side of /api/admin/uploads: upload an image, remove one no post uses. */
import type { ImageCandidate } from "~/media/library-types";

export type UploadedImage = { id: string; url: string; width: number; height: number; candidates: Array<ImageCandidate> };

/** Uploads one image to the server's pipeline; throws the server's message. */
export async function uploadImage(file: Blob, name: string): Promise<UploadedImage> {
  const body = new FormData();
  body.append("file", file, name);
  const response = await fetch("/api/admin/uploads", { method: "POST", body });
  const json = (await response.json().catch(() => ({}))) as {
    id?: string;
    url?: string;
    width?: number;
    height?: number;
    variants?: Array<{ url: string; width: number }>;
    error?: string;
  };
  if (!response.ok || !json.url || !json.id) throw new Error(json.error ?? `HTTP ${response.status}`);
  return {
    id: json.id,
    url: json.url,
    width: json.width ?? 0,
    height: json.height ?? 0,
    candidates: [{ url: json.url, width: json.width ?? 0 }, ...(json.variants ?? []).map((v) => ({ url: v.url, width: v.width }))],
  };
}

/** Removes an uploaded image that no post uses yet (DELETE /api/admin/uploads); throws the server's message. */
export async function deleteUnusedUpload(url: string): Promise<void> {
  const response = await fetch("/api/admin/uploads", { method: "DELETE", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ url }) });
  if (!response.ok) {
    const json = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(json.error ?? `HTTP ${response.status}`);
  }
}
