/**
 * «Biblioteca de medios»: every stored image (thumbnail, name, size, date and where it is used),
 * searchable by file name, page by page. «Usar» picks an image (for the featured image, or to
 * insert in a body); «Eliminar» asks first, and the server refuses while a post uses the image, naming it.
 * Native modal <dialog>; reads /api/admin/images and deletes through /api/admin/images/:id.
 */
import { useEffect, useId, useState } from "react";
import { formatDate } from "./dates";
import { Modal, ModalCloseBar } from "./Modal";
import { ImagePlus, Loader2, Trash2 } from "~/components/icons";
import { SearchField } from "./SearchField";
import type { LibraryImage } from "~/media/library-types";

type Page = { images: Array<LibraryImage>; total: number; page: number; pageSize: number };

const HOW: Record<LibraryImage["usedBy"][number]["how"], string> = { featured: "destacada", social: "redes sociales", body: "en el texto" };
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("es-MX")} KB`;

async function fetchPage(search: string, page: number): Promise<Page> {
  const response = await fetch(`/api/admin/images?${new URLSearchParams({ q: search, page: String(page) })}`, { headers: { Accept: "application/json" } });
  const body = (await response.json().catch(() => ({}))) as Page & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `No se pudo cargar la biblioteca (HTTP ${response.status})`);
  return body;
}

export function MediaLibrary({
  open,
  onClose,
  onPick,
  onError,
  onDeleted,
  purpose = "featured",
}: {
  /** What «Usar» does with the image: make it the featured image, or insert it in the body. */
  purpose?: "featured" | "body";
  open: boolean;
  onClose(): void;
  onPick(image: LibraryImage): void;
  onError(message: string): void;
  onDeleted(image: LibraryImage): void;
}) {
  const titleId = useId();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [images, setImages] = useState<Array<LibraryImage>>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [asking, setAsking] = useState<string | null>(null);


  async function load(term: string, next: number) {
    setLoading(true);
    try {
      const result = await fetchPage(term, next);
      setImages((now) => (next === 1 ? result.images : [...now, ...result.images]));
      setTotal(result.total);
      setPage(result.page);
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    } finally {
      setLoading(false);
    }
  }

  // Opening (and every search, a moment after the last key) loads the first page.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void load(search, 1), search ? 250 : 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, search]);

  async function remove(image: LibraryImage) {
    setAsking(null);
    try {
      const response = await fetch(`/api/admin/images/${image.id}`, { method: "DELETE", headers: { Accept: "application/json" } });
      const body = (await response.json().catch(() => ({}))) as { error?: string; warning?: string };
      if (!response.ok) throw new Error(body.error ?? `No se pudo eliminar la imagen (HTTP ${response.status})`);
      setImages((now) => now.filter((i) => i.id !== image.id));
      setTotal((n) => n - 1);
      onDeleted(image);
      if (body.warning) onError(body.warning);
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="max-h-[90vh] max-w-4xl">
      <div className="flex max-h-[90vh] flex-col">
        <div className="space-y-3 border-b border-slate-200 p-5">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            Biblioteca de medios
          </h2>
          <SearchField id={searchId} label="Buscar por nombre de archivo" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} placeholder="Buscar por nombre de archivo" />
          <p className="text-xs text-slate-600" role="status">
            {loading && !images.length ? "Cargando…" : `${total.toLocaleString("es-MX")} ${total === 1 ? "imagen" : "imágenes"}`}
          </p>
        </div>
        <div className="overflow-auto p-5">
          {!loading && images.length === 0 ? (
            <p className="py-10 text-center text-sm text-slate-600">{search ? `Ninguna imagen coincide con «${search}».` : "Todavía no hay imágenes subidas."}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="media-library">
              {images.map((image) => (
                <li key={image.id} className="flex flex-col overflow-hidden rounded-lg border border-slate-200" data-testid="media-item">
                  <img src={image.thumb} alt="" width={image.width} height={image.height} loading="lazy" className="aspect-video w-full bg-slate-100 object-cover" />
                  <div className="flex flex-1 flex-col gap-1 p-3 text-sm">
                    <p className="truncate font-medium text-slate-900" title={image.name}>
                      {image.name}
                    </p>
                    <p className="text-xs text-slate-600">
                      {image.width}×{image.height} · {kb(image.bytes)} · {formatDate(image.createdAt)}
                    </p>
                    <p className="text-xs text-slate-700">
                      {image.usedBy.length ? (
                        <>En uso: {image.usedBy.map((u) => `«${u.title}» (${HOW[u.how]})`).join(", ")}</>
                      ) : (
                        <span className="text-slate-500">Sin usar</span>
                      )}
                    </p>
                    <div className="mt-auto flex flex-wrap gap-2 pt-2">
                      <button
                        type="button"
                        onClick={() => onPick(image)}
                        aria-label={purpose === "body" ? `Usar ${image.name} en el texto` : `Usar ${image.name} como imagen destacada`}
                        className="inline-flex items-center gap-1.5 rounded-lg bg-brand-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
                      >
                        <ImagePlus className="size-4" aria-hidden="true" /> Usar
                      </button>
                      {asking === image.id ? (
                        <span className="inline-flex items-center gap-1.5">
                          <button type="button" onClick={() => void remove(image)} className="rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800">
                            Sí, eliminar
                          </button>
                          <button type="button" onClick={() => setAsking(null)} className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
                            No
                          </button>
                        </span>
                      ) : (
                        <button
                          type="button"
                          onClick={() => setAsking(image.id)}
                          aria-label={`Eliminar ${image.name}`}
                          className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
                        >
                          <Trash2 className="size-4" aria-hidden="true" /> Eliminar
                        </button>
                      )}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {images.length < total ? (
            <div className="mt-4 text-center">
              <button type="button" disabled={loading} onClick={() => void load(search, page + 1)} className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60">
                {loading ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
                Cargar más
              </button>
            </div>
          ) : null}
        </div>
        <ModalCloseBar onClose={onClose} />
      </div>
    </Modal>
  );
}
