/**
 * A confirmation dialog on the native <dialog> element (modal: focus is trapped, Escape cancels,
 * focus returns to the opener). Used for logout, deleting a post and removing an image.
 */
import { useId, type ReactNode } from "react";
import { Modal } from "./Modal";

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
  const titleId = useId();
  const confirmClass =
    props.tone === "danger" ? "bg-red-700 hover:bg-red-800 text-white" : "bg-brand-800 hover:bg-brand-700 text-white";
  return (
    <Modal open={props.open} onClose={props.onCancel} labelledBy={titleId} className="max-w-md">
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
    </Modal>
  );
}
