/**
 * The featured-image uploader: drag and drop or the file
 * picker; the browser makes a WebP preview (width ≤ 1200 px, quality 0.85) and shows it beside the
 * original with both sizes and the reduction; then upload or cancel. The current image can be
 * changed or deleted (with confirmation). The server checks and re-encodes everything again.
 */
import { ImagePlus, Loader2, RefreshCw, Trash2, Upload, X } from "~/components/icons";
import { useEffect, useId, useRef, useState } from "react";
import { badShape, MSG_BAD_SHAPE } from "~/media/image-shape";
import { ConfirmDialog } from "./ConfirmDialog";
import { uploadImage } from "./upload-image";
import { useToast } from "./Toaster";

export const CLIENT_MAX_BYTES = 10 * 1024 * 1024;
export const CLIENT_MAX_WIDTH = 1200;
export const CLIENT_QUALITY = 0.85;
export const MSG_INVALID = "Por favor selecciona un archivo de imagen válido";
export const MSG_TOO_LARGE = "La imagen es demasiado grande. Máximo 10MB.";

type Preview = { file: File; originalUrl: string; optimized: Blob; optimizedUrl: string; width: number; height: number };

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** A shape the server refuses (too long, too elongated): said before the upload, not after it. */
class BadShape extends Error {}

async function optimize(file: File): Promise<{ blob: Blob; width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  if (badShape(bitmap.width, bitmap.height)) {
    bitmap.close();
    throw new BadShape();
  }
  const scale = Math.min(1, CLIENT_MAX_WIDTH / bitmap.width);
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("canvas");
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", CLIENT_QUALITY));
  if (!blob) throw new Error("webp");
  return { blob, width, height };
}

export function ImageUploader(props: {
  value: string;
  onChange(url: string): void;
  /** Deletes the current image on the server; resolves false when it failed (a toast was shown). */
  onDelete(url: string): Promise<boolean>;
}) {
  const toast = useToast();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState<null | "processing" | "uploading" | "deleting">(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(
    () => () => {
      if (preview) {
        URL.revokeObjectURL(preview.originalUrl);
        URL.revokeObjectURL(preview.optimizedUrl);
      }
    },
    [preview],
  );

  async function choose(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith("image/") || file.type === "image/svg+xml") return toast.error(MSG_INVALID);
    if (file.size > CLIENT_MAX_BYTES) return toast.error(MSG_TOO_LARGE);
    setBusy("processing");
    try {
      const { blob, width, height } = await optimize(file);
      setPreview({ file, originalUrl: URL.createObjectURL(file), optimized: blob, optimizedUrl: URL.createObjectURL(blob), width, height });
    } catch (error) {
      // The browser could not decode it: not really an image, or damaged (a renamed file, a partial download).
      toast.error(error instanceof BadShape ? MSG_BAD_SHAPE : "Error al procesar la imagen: el archivo no se pudo leer como imagen (¿está dañado o no es realmente una imagen?)");
    } finally {
      setBusy(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  async function upload() {
    if (!preview) return;
    setBusy("uploading");
    try {
      // The smaller of the two goes up; the server decodes and re-encodes it either way.
      const useOptimized = preview.optimized.size < preview.file.size;
      const name = preview.file.name.replace(/\.[^.]*$/, "") + (useOptimized ? ".webp" : "");
      const stored = await uploadImage(useOptimized ? preview.optimized : preview.file, useOptimized ? name : preview.file.name);
      props.onChange(stored.url);
      setPreview(null);
      toast.success("Imagen subida correctamente");
    } catch (error) {
      toast.error(`Error al subir la imagen: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(null);
    }
  }

  const picker = (
    <input
      ref={inputRef}
      id={inputId}
      type="file"
      accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
      className="sr-only"
      onChange={(e) => void choose(e.target.files?.[0])}
    />
  );

  if (preview) {
    const saved = preview.file.size - preview.optimized.size;
    const percent = preview.file.size ? Math.round((saved / preview.file.size) * 100) : 0;
    return (
      <div className="space-y-3" data-testid="image-preview">
        <div className="grid grid-cols-2 gap-2">
          <figure className="space-y-1">
            <img src={preview.originalUrl} alt="Imagen original" className="aspect-video w-full rounded-lg border border-slate-200 object-cover" />
            <figcaption className="text-xs text-slate-600">
              Original · <span data-testid="original-size">{formatBytes(preview.file.size)}</span>
            </figcaption>
          </figure>
          <figure className="space-y-1">
            <img src={preview.optimizedUrl} alt="Imagen optimizada (WebP)" className="aspect-video w-full rounded-lg border border-slate-200 object-cover" />
            <figcaption className="text-xs text-slate-600">
              WebP {preview.width}×{preview.height} · <span data-testid="optimized-size">{formatBytes(preview.optimized.size)}</span>
            </figcaption>
          </figure>
        </div>
        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {saved > 0 ? (
            <>
              Reducción del <strong>{percent}%</strong> · ahorro de {formatBytes(saved)}
            </>
          ) : (
            "La imagen ya está optimizada"
          )}
        </p>
        <div className="flex gap-2">
          <button type="button" onClick={() => void upload()} disabled={busy !== null} className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-brand-800 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
            {busy === "uploading" ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Upload className="size-4" aria-hidden="true" />}
            {busy === "uploading" ? "Subiendo..." : "Subir imagen"}
          </button>
          <button type="button" onClick={() => setPreview(null)} disabled={busy !== null} className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
            <X className="size-4" aria-hidden="true" />
            Cancelar
          </button>
        </div>
      </div>
    );
  }

  if (props.value) {
    return (
      <div className="space-y-3">
        <img src={props.value} alt="Imagen destacada actual" className="aspect-video w-full rounded-lg border border-slate-200 object-cover" />
        <div className="flex gap-2">
          <label htmlFor={inputId} className="inline-flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
            <RefreshCw className="size-4" aria-hidden="true" />
            Cambiar
          </label>
          {picker}
          <button type="button" onClick={() => setConfirmDelete(true)} className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg border border-red-200 px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50">
            <Trash2 className="size-4" aria-hidden="true" />
            Eliminar
          </button>
        </div>
        <ConfirmDialog
          open={confirmDelete}
          title="¿Eliminar la imagen destacada?"
          tone="danger"
          confirmLabel={busy === "deleting" ? "Eliminando..." : "Eliminar imagen"}
          busy={busy === "deleting"}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={async () => {
            setBusy("deleting");
            const ok = await props.onDelete(props.value);
            setBusy(null);
            setConfirmDelete(false);
            if (ok) props.onChange("");
          }}
        >
          El archivo se borrará del almacenamiento.
        </ConfirmDialog>
      </div>
    );
  }

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        void choose(e.dataTransfer.files[0]);
      }}
      className={`rounded-xl border-2 border-dashed p-6 text-center transition-colors ${dragging ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-slate-50"}`}
    >
      {busy === "processing" ? (
        <p className="flex items-center justify-center gap-2 text-sm text-slate-700">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Procesando imagen...
        </p>
      ) : (
        <>
          <ImagePlus className="mx-auto size-8 text-slate-500" aria-hidden="true" />
          <p className="mt-2 text-sm text-slate-700">Arrastra una imagen aquí o</p>
          <label htmlFor={inputId} className="mt-2 inline-flex cursor-pointer items-center gap-2 rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50">
            Seleccionar archivo
          </label>
          {picker}
          <p className="mt-2 text-xs text-slate-600">JPG, PNG, WebP, GIF o AVIF · máximo 10 MB · se convierte a WebP de hasta 1200 px</p>
        </>
      )}
    </div>
  );
}
