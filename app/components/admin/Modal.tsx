/**
 * The admin's modal dialog, on the native <dialog> element: `open` shows it with showModal()
 * (focus is trapped, the page behind is inert) and hides it; Escape calls `onClose` instead of
 * closing by itself, so the owner's state stays the one truth; focus returns to the opener.
 * Every admin dialog (confirmations, comparisons, the media library, subscribers) is one of these.
 */
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { useModalLayers } from "./Toaster";

export function Modal({ open, onClose, labelledBy, className = "max-w-md", children }: { open: boolean; onClose(): void; labelledBy: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const layers = useModalLayers();
  // A layout effect: the dialog opens and closes within the render that says so, so an owner that
  // closes it with flushSync can rely on the focus being back on the opener right after.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    // The toasts show inside the open dialog (outside it they would be inert, under the backdrop).
    layers?.opened(dialog);
    return () => layers?.closed(dialog);
  }, [open, layers]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50 ${className}`}
    >
      {children}
    </dialog>
  );
}

/** The bottom bar of a dialog whose only way out is «Cerrar». */
export function ModalCloseBar({ onClose }: { onClose(): void }) {
  return (
    <div className="flex justify-end border-t border-slate-200 p-4">
      <button type="button" onClick={onClose} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
        Cerrar
      </button>
    </div>
  );
}
