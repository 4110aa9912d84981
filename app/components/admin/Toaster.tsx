/**
 * Toasts for the admin screens: success, error, warning and info; each closes
 * after 4 s (or with its close button). They are announced to screen readers: success and info
 * through a polite `role="status"` region, warnings and errors through an assertive `role="alert"`
 * region. Both regions exist from the first render so the announcement is reliable.
 * While a modal dialog is open (`Modal`), they are shown inside it: the page behind a modal is
 * inert and under its backdrop, so a toast there could be neither read nor closed.
 *
 *   <ToastProvider> … </ToastProvider>        (the admin layout wraps every admin screen)
 *   const toast = useToast(); toast.success("Post eliminado correctamente");
 *   toast.warning("El título en español es obligatorio", { title: "Campo requerido" });
 */
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from "~/components/icons";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";

export type ToastType = "success" | "error" | "warning" | "info";
export type Toast = { id: number; type: ToastType; title?: string; message: string };
export const TOAST_DURATION_MS = 4000;

type ToastApi = {
  show(type: ToastType, message: string, options?: { title?: string }): void;
  success(message: string, options?: { title?: string }): void;
  error(message: string, options?: { title?: string }): void;
  warning(message: string, options?: { title?: string }): void;
  info(message: string, options?: { title?: string }): void;
  dismiss(id: number): void;
  /** Closes the warnings and errors shown: a new attempt at what they were about has begun. */
  dismissAlerts(): void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** The open modal dialogs, innermost last: toasts are shown in the innermost one. */
type ModalLayers = { opened(dialog: HTMLElement): void; closed(dialog: HTMLElement): void };
const ModalLayersContext = createContext<ModalLayers | null>(null);

/** For `Modal`: tells the toasts where they must appear while it is open (nothing outside the admin layout). */
export function useModalLayers(): ModalLayers | null {
  return useContext(ModalLayersContext);
}

const STYLES: Record<ToastType, { box: string; icon: ReactNode; label: string }> = {
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-900", icon: <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" />, label: "Éxito" },
  error: { box: "border-red-200 bg-red-50 text-red-900", icon: <XCircle className="size-5 text-red-600" aria-hidden="true" />, label: "Error" },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-900", icon: <AlertTriangle className="size-5 text-amber-600" aria-hidden="true" />, label: "Aviso" },
  info: { box: "border-sky-200 bg-sky-50 text-sky-900", icon: <Info className="size-5 text-sky-600" aria-hidden="true" />, label: "Información" },
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss(id: number): void }) {
  const onClose = () => onDismiss(toast.id);
  // Each toast's own clock, started once: another toast coming or going does not restart it.
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [onDismiss, toast.id]);
  const style = STYLES[toast.type];
  return (
    <div className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg ${style.box}`} data-toast={toast.type}>
      {style.icon}
      <div className="min-w-0 flex-1 text-sm">
        {toast.title ? <p className="font-semibold">{toast.title}</p> : <span className="sr-only">{style.label}: </span>}
        <p className={toast.title ? "mt-0.5" : "font-medium"}>{toast.message}</p>
      </div>
      {/* «Ocultar», not «Cerrar»: shown inside a dialog, it must not be taken for the dialog's own «Cerrar». */}
      <button type="button" onClick={onClose} className="-m-1 rounded p-1 opacity-70 hover:opacity-100" aria-label="Ocultar notificación">
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Array<Toast>>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const show = (type: ToastType, message: string, options?: { title?: string }) => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-4), { id, type, message, title: options?.title }]);
    };
    return {
      show,
      dismiss,
      dismissAlerts: () => setToasts((list) => list.filter((t) => t.type !== "error" && t.type !== "warning")),
      success: (m, o) => show("success", m, o),
      error: (m, o) => show("error", m, o),
      warning: (m, o) => show("warning", m, o),
      info: (m, o) => show("info", m, o),
    };
  }, [dismiss]);
  const [dialogs, setDialogs] = useState<Array<HTMLElement>>([]);
  const layers = useMemo<ModalLayers>(
    () => ({
      opened: (dialog) => setDialogs((list) => [...list.filter((d) => d !== dialog), dialog]),
      closed: (dialog) => setDialogs((list) => list.filter((d) => d !== dialog)),
    }),
    [],
  );
  const polite = toasts.filter((t) => t.type === "success" || t.type === "info");
  const assertive = toasts.filter((t) => t.type === "error" || t.type === "warning");
  const host = dialogs.at(-1);
  // Inside a dialog an empty region is live but carries no role, so a dialog's own «alert» (a field's
  // error) stays the only one there; with a toast in it, it is an alert or a status again.
  const region = (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-50 flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-0 sm:items-end" data-toasts="">
        <div role={host && !assertive.length ? undefined : "alert"} aria-live="assertive" className="flex w-full flex-col gap-2 sm:w-96">
          {assertive.map((t) => (
            <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </div>
        <div role={host && !polite.length ? undefined : "status"} aria-live="polite" className="flex w-full flex-col gap-2 sm:w-96">
          {polite.map((t) => (
            <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </div>
      </div>
  );
  return (
    <ToastContext.Provider value={api}>
      <ModalLayersContext.Provider value={layers}>{children}</ModalLayersContext.Provider>
      {host ? createPortal(region, host) : region}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider> (the admin layout provides it)");
  return api;
}
