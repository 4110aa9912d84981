/** Uploads one image to the server's pipeline (POST /api/admin/uploads); throws the server's message. */
import type { ImageCandidate } from "~/media/library-types";

export type UploadedImage = { id: string; url: string; width: number; height: number; candidates: Array<ImageCandidate> };

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
