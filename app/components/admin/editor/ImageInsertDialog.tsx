/**
 * «Insertar imagen» in a post body: upload a file (or the one dropped or pasted into the editor)
 * through the server's image pipeline, or reuse one from the media library; then the alt text,
 * which is required. An image uploaded here and then left out (Cancel, Escape, another picked) is
 * removed again. The editor inserts it with every stored width in `srcset`, `sizes`, `width` and
 * `height`, so the page does not shift while it loads.
 */
import { useEffect, useId, useRef, useState } from "react";
import { inputClass, labelClass } from "../form-styles";
import { Modal } from "../Modal";
import { MediaLibrary } from "../MediaLibrary";
import { MSG_INVALID, MSG_TOO_LARGE, CLIENT_MAX_BYTES } from "../ImageUploader";
import { deleteUnusedUpload, uploadImage } from "../upload-image";
import { ImagePlus, Loader2, Upload } from "~/components/icons";
import { BODY_IMAGE_SIZES, srcsetOf, type ImageCandidate } from "~/media/library-types";

export type BodyImageAttrs = { src: string; alt: string; width: number; height: number; srcset: string; sizes: string };
type Chosen = { url: string; width: number; height: number; candidates: Array<ImageCandidate>; name: string };

export const MSG_ALT_REQUIRED = "Escribe el texto alternativo: describe la imagen para quien no puede verla.";

export function ImageInsertDialog({
  open,
  file,
  onClose,
  onInsert,
  onError,
}: {
  open: boolean;
  /** A file dropped or pasted into the editor: uploaded as soon as the dialog opens. */
  file: File | null;
  onClose(): void;
  onInsert(image: BodyImageAttrs): void;
  onError(message: string): void;
}) {
  const titleId = useId();
  const altId = useId();
  const fileId = useId();
  const altRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [uploading, setUploading] = useState(false);
  const [alt, setAlt] = useState("");
  const [altError, setAltError] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  /** An image uploaded here and not inserted (yet): removed if the dialog is left without it. */
  const uploadedHere = useRef<string | null>(null);

  function discardUpload() {
    const url = uploadedHere.current;
    uploadedHere.current = null;
    // The server keeps it if a post uses it after all (409); a failure only leaves it in the library.
    if (url) void deleteUnusedUpload(url).catch(() => {});
  }

  function close() {
    discardUpload();
    onClose();
  }

  useEffect(() => {
    if (!open) {
      setChosen(null);
      setAlt("");
      setAltError(false);
      return;
    }
    if (file) void upload(file);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, file]);

  useEffect(() => {
    if (chosen) altRef.current?.focus();
  }, [chosen]);

  async function upload(picked: File) {
    if (!picked.type.startsWith("image/") || picked.type === "image/svg+xml") return onError(MSG_INVALID);
    if (picked.size > CLIENT_MAX_BYTES) return onError(MSG_TOO_LARGE);
    setUploading(true);
    try {
      const stored = await uploadImage(picked, picked.name || "imagen");
      uploadedHere.current = stored.url;
      setChosen({ ...stored, name: picked.name });
    } catch (error) {
      onError(`Error al subir la imagen: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setUploading(false);
    }
  }

  function insert(event: React.FormEvent) {
    event.preventDefault();
    // React bubbles the submit to the post's own form around the editor: it stops here.
    event.stopPropagation();
    if (!chosen) return;
    if (!alt.trim()) {
      setAltError(true);
      altRef.current?.focus();
      return;
    }
    uploadedHere.current = null;
    onInsert({ src: chosen.url, alt: alt.trim(), width: chosen.width, height: chosen.height, srcset: srcsetOf(chosen.candidates), sizes: BODY_IMAGE_SIZES });
  }

  return (
    <Modal open={open} onClose={close} labelledBy={titleId} className="max-w-lg">
      {open ? (
        <form onSubmit={insert} noValidate className="space-y-4 p-5">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            Insertar imagen
          </h2>
          {chosen ? (
            <figure className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
              <img src={chosen.url} alt="" width={chosen.width} height={chosen.height} className="max-h-56 w-full object-contain" />
              <figcaption className="px-3 py-2 text-xs text-slate-600">
                {chosen.name} · {chosen.width}×{chosen.height} px · {chosen.candidates.length} tamaños
              </figcaption>
            </figure>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              <label
                htmlFor={fileId}
                className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 px-4 py-6 text-center text-sm font-medium text-slate-800 hover:border-brand-500 hover:bg-brand-50 focus-within:ring-2 focus-within:ring-brand-500"
              >
                {uploading ? <Loader2 className="size-6 animate-spin text-brand-700" aria-hidden="true" /> : <Upload className="size-6 text-brand-700" aria-hidden="true" />}
                {uploading ? "Subiendo y optimizando…" : "Subir desde el equipo"}
                <span className="text-xs font-normal text-slate-600">JPG, PNG, WebP, GIF o AVIF · máx. 10 MB</span>
                <input
                  id={fileId}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                  className="sr-only"
                  disabled={uploading}
                  onChange={(e) => {
                    const picked = e.target.files?.[0];
                    e.target.value = "";
                    if (picked) void upload(picked);
                  }}
                />
              </label>
              <button
                type="button"
                onClick={() => setLibraryOpen(true)}
                disabled={uploading}
                className="flex flex-col items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-6 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
              >
                <ImagePlus className="size-6 text-brand-700" aria-hidden="true" />
                Elegir de la biblioteca
                <span className="text-xs font-normal text-slate-600">Reutiliza una imagen ya subida</span>
              </button>
            </div>
          )}
          {chosen ? (
            <div>
              <label htmlFor={altId} className={labelClass}>
                Texto alternativo <span className="text-red-700">*</span>
              </label>
              <input
                ref={altRef}
                id={altId}
                value={alt}
                maxLength={300}
                onChange={(e) => {
                  setAlt(e.target.value);
                  if (e.target.value.trim()) setAltError(false);
                }}
                aria-invalid={altError || undefined}
                aria-describedby={`${altId}-hint`}
                className={`${inputClass} aria-invalid:border-red-600`}
              />
              <p id={`${altId}-hint`} className={`mt-1 text-xs ${altError ? "font-medium text-red-700" : "text-slate-600"}`} role={altError ? "alert" : undefined}>
                {altError ? MSG_ALT_REQUIRED : "Describe la imagen para lectores de pantalla y buscadores (p. ej. «Stencil de acero sobre la impresora»)."}
              </p>
            </div>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
            <button type="button" onClick={close} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
              Cancelar
            </button>
            <button type="submit" disabled={!chosen} className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50">
              Insertar imagen
            </button>
          </div>
        </form>
      ) : null}
      <MediaLibrary
        open={libraryOpen}
        purpose="body"
        onClose={() => setLibraryOpen(false)}
        onPick={(image) => {
          setLibraryOpen(false);
          discardUpload();
          setChosen({ url: image.url, width: image.width, height: image.height, candidates: image.candidates, name: image.name });
        }}
        onError={onError}
        onDeleted={(image) => setChosen((now) => (now?.url === image.url ? null : now))}
      />
    </Modal>
  );
}
