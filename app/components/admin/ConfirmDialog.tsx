/**
 * A confirmation dialog on the native <dialog> element (modal: focus is trapped, Escape cancels,
 * focus returns to the opener). Used for logout, deleting a post and removing an image.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";

export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: "danger" | "primary";
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  const confirmClass =
    props.tone === "danger" ? "bg-red-700 hover:bg-red-800 text-white" : "bg-brand-800 hover:bg-brand-700 text-white";
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {props.title}
        </h2>
        {props.children ? <div className="mt-2 text-sm text-slate-600">{props.children}</div> : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={props.onCancel} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
            {props.cancelLabel ?? "Cancelar"}
          </button>
          <button type="button" disabled={props.busy} onClick={props.onConfirm} className={`rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60 ${confirmClass}`}>
            {props.confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
