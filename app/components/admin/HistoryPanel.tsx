/**
 * The editor's «Historial»: the post's revisions (newest first) with who, when and why; any two
 * compared as a readable diff of their texts in both languages (a dialog), and «Restaurar» on any
 * of them (the server records the restore as a new revision). Revisions are fetched one by one
 * from /api/admin/posts/:id/revisions/:revision when compared.
 */
import { useId, useState } from "react";
import { Modal, ModalCloseBar } from "./Modal";
import { History, Loader2, RotateCcw } from "~/components/icons";
import { STATUS_LABEL } from "~/blog/post-input";
import { formatMonterrey, SCHEDULE_ZONE_LABEL } from "~/blog/schedule";
import { diffRevisionLanguage, type FieldDiff } from "~/blog/text-diff";
import type { Revision, RevisionReason, RevisionSummary } from "~/blog/revision-types";
import { RevisionDiff } from "./RevisionDiff";

export const REASON_LABEL: Record<RevisionReason, string> = {
  save: "Guardado",
  publish: "Publicado",
  schedule: "Programado",
  "scheduled-publish": "Publicado a su hora",
  restore: "Restaurado",
};

/** Fetches one revision with its texts; the error is a Spanish sentence. */
export async function fetchRevision(postId: string, id: number): Promise<Revision> {
  const response = await fetch(`/api/admin/posts/${postId}/revisions/${id}`, { headers: { Accept: "application/json" } });
  const body = (await response.json().catch(() => ({}))) as Revision & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `No se pudo cargar la revisión (HTTP ${response.status})`);
  return body;
}

export type TextsToCompare = { label: string; es: { title: string; excerpt: string; content: string } | null; en: { title: string; excerpt: string; content: string } | null };

/** The texts of two sides and their diff per language, in a modal dialog. */
export function CompareDialog({ open, before, after, onClose }: { open: boolean; before: TextsToCompare | null; after: TextsToCompare | null; onClose(): void }) {
  const titleId = useId();
  const diffs: Array<{ lang: "es" | "en"; name: string; fields: Array<FieldDiff> }> =
    before && after
      ? [
          { lang: "es", name: "Español", fields: diffRevisionLanguage(before.es, after.es) },
          ...(before.en || after.en ? [{ lang: "en" as const, name: "Inglés", fields: diffRevisionLanguage(before.en, after.en) }] : []),
        ]
      : [];
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="max-h-[90vh] max-w-4xl">
      <div className="flex max-h-[90vh] flex-col">
        <div className="border-b border-slate-200 p-5">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            Comparar versiones
          </h2>
          {before && after ? (
            <p className="mt-1 text-sm text-slate-600">
              De <strong className="font-medium text-slate-800">{before.label}</strong> a <strong className="font-medium text-slate-800">{after.label}</strong>. Lo eliminado aparece en rojo y tachado; lo añadido, en verde.
            </p>
          ) : null}
        </div>
        <div className="space-y-6 overflow-auto p-5" data-testid="revision-diff">
          {diffs.map((d) => (
            <section key={d.lang} aria-label={d.name} className="space-y-3">
              <h3 className="text-base font-semibold text-slate-900">{d.name}</h3>
              <RevisionDiff diffs={d.fields} lang={d.lang} />
            </section>
          ))}
        </div>
        <ModalCloseBar onClose={onClose} />
      </div>
    </Modal>
  );
}

const textsOf = (r: Revision, label: string): TextsToCompare => ({ label, es: r.es, en: r.en });
const revisionLabel = (r: RevisionSummary) => `la versión ${r.version} (${formatMonterrey(r.createdAt)})`;

export function HistoryPanel({
  postId,
  revisions,
  busy,
  onRestore,
  onError,
}: {
  postId: string;
  revisions: ReadonlyArray<RevisionSummary>;
  busy: boolean;
  onRestore(revision: RevisionSummary): void;
  onError(message: string): void;
}) {
  const [picked, setPicked] = useState<Array<number>>(() => revisions.slice(0, 2).map((r) => r.id));
  const [loading, setLoading] = useState(false);
  const [compare, setCompare] = useState<{ before: TextsToCompare; after: TextsToCompare } | null>(null);
  const headingId = useId();

  function toggle(id: number) {
    setPicked((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id].slice(-2)));
  }

  async function compareSelected() {
    const chosen = revisions.filter((r) => picked.includes(r.id));
    if (chosen.length !== 2) {
      onError("Marca dos versiones para compararlas");
      return;
    }
    // Older first: the diff reads as "what changed since".
    const [older, newer] = [...chosen].sort((a, b) => a.id - b.id) as [RevisionSummary, RevisionSummary];
    setLoading(true);
    try {
      const [a, b] = await Promise.all([fetchRevision(postId, older.id), fetchRevision(postId, newer.id)]);
      setCompare({ before: textsOf(a, revisionLabel(older)), after: textsOf(b, revisionLabel(newer)) });
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="history-panel">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <History className="size-4" aria-hidden="true" /> Historial
      </h2>
      {revisions.length === 0 ? (
        <p className="text-sm text-slate-600">Cada vez que guardes, publiques o restaures, aquí quedará una versión.</p>
      ) : (
        <>
          <p className="text-xs text-slate-600">
            Marca dos versiones para ver qué cambió. Se guardan las últimas 50 y todas las que fueron públicas. Horas en {SCHEDULE_ZONE_LABEL}.
          </p>
          <ul className="max-h-80 divide-y divide-slate-100 overflow-auto rounded-lg border border-slate-200">
            {revisions.map((r) => {
              const checkbox = `rev-${r.id}`;
              return (
                <li key={r.id} className="flex items-start gap-2 px-3 py-2 text-sm" data-testid="revision">
                  <input id={checkbox} type="checkbox" checked={picked.includes(r.id)} onChange={() => toggle(r.id)} className="mt-1 size-4 rounded border-slate-400" />
                  <label htmlFor={checkbox} className="min-w-0 flex-1 cursor-pointer">
                    <span className="block font-medium text-slate-900">
                      v{r.version} · {REASON_LABEL[r.reason]}
                      {r.published ? <span className="ml-1.5 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800">pública</span> : null}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {formatMonterrey(r.createdAt)} · {r.authorLabel} · {STATUS_LABEL[r.status]}
                      {r.languages.length === 2 ? " · ES + EN" : " · ES"}
                    </span>
                  </label>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onRestore(r)}
                    aria-label={`Restaurar la versión ${r.version}`}
                    title="Restaurar esta versión"
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-50 disabled:opacity-60"
                  >
                    <RotateCcw className="size-4" aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            onClick={() => void compareSelected()}
            disabled={loading || picked.length !== 2}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          >
            {loading ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <History className="size-4" aria-hidden="true" />}
            Comparar las dos marcadas
          </button>
        </>
      )}
      <CompareDialog open={compare !== null} before={compare?.before ?? null} after={compare?.after ?? null} onClose={() => setCompare(null)} />
    </section>
  );
}
