/**
 * The editor's answer to a save refused because the post was saved meanwhile (another tab or
 * admin): says who and when, and offers to compare both versions, to save this one anyway (over
 * the other, knowingly) or to load the saved one (dropping these edits). Native modal <dialog>.
 */
import { useId } from "react";
import { Modal } from "./Modal";
import { AlertTriangle } from "~/components/icons";
import { formatMonterrey } from "~/blog/schedule";

export function ConflictDialog({
  open,
  message,
  savedBy,
  savedAt,
  busy,
  onCompare,
  onOverwrite,
  onLoadSaved,
  onClose,
}: {
  open: boolean;
  message: string;
  savedBy: string | null;
  savedAt: string | null;
  busy: boolean;
  onCompare(): void;
  onOverwrite(): void;
  onLoadSaved(): void;
  onClose(): void;
}) {
  const titleId = useId();
  const button = "rounded-lg px-4 py-2 text-sm font-medium disabled:opacity-60";
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="max-w-lg">
      <div className="p-6">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <AlertTriangle className="size-5 text-amber-700" aria-hidden="true" /> Otra versión se guardó antes
        </h2>
        <p className="mt-2 text-sm text-slate-700">{message}</p>
        {savedAt ? (
          <p className="mt-2 text-sm text-slate-600">
            Guardada {savedBy ? <>por <strong className="font-medium text-slate-800">{savedBy}</strong> </> : null}el {formatMonterrey(savedAt)}.
          </p>
        ) : null}
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <button type="button" onClick={onCompare} className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-50`}>
            Comparar las dos versiones
          </button>
          <button type="button" onClick={onLoadSaved} className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-50`}>
            Cargar la versión guardada
          </button>
          <button type="button" disabled={busy} onClick={onOverwrite} className={`${button} bg-red-700 font-semibold text-white hover:bg-red-800`}>
            Guardar la mía encima
          </button>
        </div>
        <div className="mt-3 text-right">
          <button type="button" onClick={onClose} className="text-sm text-slate-600 underline hover:text-slate-900">
            Seguir editando sin guardar
          </button>
        </div>
      </div>
    </Modal>
  );
}
