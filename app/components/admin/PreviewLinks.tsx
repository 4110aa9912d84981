import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { ClipboardCopy, Eye, Loader2, X } from "~/components/icons";
import { useToast } from "~/components/admin/Toaster";
import { formatMonterrey } from "~/blog/schedule";
import type { PostStatus } from "~/blog/post-input";

export type PreviewLinkView = { id: string; createdAt: string; expiresAt: string };
/** What the editor's action answers to «Compartir vista previa» and «Revocar». */
export type PreviewActionResult =
  | { ok: true; intent: "create-preview"; link: PreviewLinkView & { path: string } }
  | { ok: true; intent: "revoke-preview" }
  | { ok: false; intent: "create-preview" | "revoke-preview"; error: string };

/**
 * The editor's «Vista previa» panel: creates a shareable, expiring link of an unsaved-to-public
 * post (shown once, with a copy button), lists the live links and revokes them. Needs JavaScript.
 */
export function PreviewLinks({ status, previews, saved }: { status: PostStatus; previews: ReadonlyArray<PreviewLinkView>; saved: boolean }) {
  const toast = useToast();
  const fetcher = useFetcher<PreviewActionResult>();
  const [created, setCreated] = useState<(PreviewLinkView & { url: string }) | null>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (!result.ok) toast.error(result.error, { title: "Vista previa" });
    else if (result.intent === "create-preview") {
      setCreated({ ...result.link, url: new URL(result.link.path, window.location.origin).href });
      toast.success("Enlace de vista previa creado");
    } else toast.success("Enlace de vista previa revocado");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.info("Enlace copiado al portapapeles");
    } catch {
      toast.error("No se pudo copiar el enlace: selecciónalo y cópialo a mano");
    }
  }

  const submit = (fields: Record<string, string>) => void fetcher.submit(fields, { method: "post" });

  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="preview-heading">
      <h2 id="preview-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Eye className="size-4" aria-hidden="true" /> Vista previa
      </h2>
      {!saved ? (
        <p className="text-sm text-slate-600">Guarda el post para compartir una vista previa.</p>
      ) : status === "published" ? (
        <p className="text-sm text-slate-600">El post está publicado: comparte su enlace público.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">Un enlace privado que muestra el post tal como se verá publicado, sin iniciar sesión. Vence en 7 días.</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => submit({ intent: "create-preview" })}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          >
            {busy && fetcher.formData?.get("intent") === "create-preview" ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
            Compartir vista previa
          </button>
          {created ? (
            <div className="space-y-2 rounded-lg bg-emerald-50 p-3 ring-1 ring-emerald-600/20" data-testid="preview-created">
              <label htmlFor="preview-url" className="block text-xs font-medium text-emerald-950">
                Enlace (cópialo ahora: por seguridad no se vuelve a mostrar)
              </label>
              <input id="preview-url" readOnly value={created.url} onFocus={(e) => e.currentTarget.select()} className="block w-full rounded-md border border-emerald-300 bg-white px-2 py-1.5 font-mono text-xs text-slate-900" />
              <div className="flex flex-wrap items-center gap-2">
                <button type="button" onClick={() => void copy(created.url)} className="inline-flex items-center gap-1.5 rounded-md border border-emerald-700 bg-white px-2.5 py-1 text-xs font-semibold text-emerald-900 hover:bg-emerald-100">
                  <ClipboardCopy className="size-3.5" aria-hidden="true" /> Copiar enlace
                </button>
                <a href={`${created.url}?lang=en`} target="_blank" rel="noreferrer" className="text-xs font-semibold text-emerald-900 underline">
                  Ver en inglés
                </a>
              </div>
              <p className="text-xs text-emerald-950">Vence el {formatMonterrey(created.expiresAt)} (hora de Monterrey).</p>
            </div>
          ) : null}
        </>
      )}
      {previews.length ? (
        <div>
          <h3 className="text-sm font-medium text-slate-800">Enlaces activos</h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Enlaces de vista previa activos">
            {previews.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-2 px-3 py-2 text-xs text-slate-700">
                <span>
                  Creado el {formatMonterrey(p.createdAt)}
                  <br />
                  vence el {formatMonterrey(p.expiresAt)}
                </span>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => submit({ intent: "revoke-preview", previewId: p.id })}
                  aria-label={`Revocar el enlace creado el ${formatMonterrey(p.createdAt)}`}
                  className="inline-flex shrink-0 items-center gap-1 rounded-md border border-red-300 bg-white px-2 py-1 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                >
                  <X className="size-3.5" aria-hidden="true" /> Revocar
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
