/**
 * The editor's autosave. Every change is kept in the browser (localStorage, half a second after
 * it) until the server has it; a few seconds after the last change the form goes to
 * /api/admin/posts/:id/autosave (existing posts), which stores it without touching the post. A
 * failed or offline autosave only changes the status line ("Sin conexión…"), never the editing;
 * it is sent again when the browser is back online. New posts are kept in the browser only.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { CloudOff, Loader2 } from "~/components/icons";

/** What an autosave holds: the editor's fields (as the autosave API stores them). */
export type Draft = {
  es: Record<string, string>;
  en: Record<string, string>;
  categoryId: number;
  tagIds: Array<number>;
  slug: string;
  slugEn?: string;
  status: string;
  statusEn?: string;
  featuredImageUrl: string;
};

/** The browser's copy: `savedAt` is when it was written, by this browser's clock. */
type Stored = { draft: Draft; savedAt: number; baseVersion: number | null };

/** The server's quiet time after the last change before it gets the edits. */
export const AUTOSAVE_DELAY_MS = 3000;
const LOCAL_DELAY_MS = 500;
const keyOf = (postId: string | null) => `ardentia:autosave:${postId ?? "new"}`;

export function readLocalDraft(postId: string | null): Stored | null {
  try {
    const raw = window.localStorage.getItem(keyOf(postId));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored;
    return stored && typeof stored.savedAt === "number" && stored.draft && typeof stored.draft === "object" ? stored : null;
  } catch {
    return null;
  }
}

export function clearLocalDraft(postId: string | null): void {
  try {
    window.localStorage.removeItem(keyOf(postId));
  } catch {
    // Storage unavailable (private mode, quota): nothing was kept.
  }
}

function writeLocalDraft(postId: string | null, stored: Stored): void {
  try {
    window.localStorage.setItem(keyOf(postId), JSON.stringify(stored));
  } catch {
    // Over the browser's quota: the server autosave still runs.
  }
}

export type AutosaveStatus = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: number } | { kind: "offline" } | { kind: "error"; message: string };

/** Editors holding typed input they have not handed over yet (the visual editor's last keys). */
const pendingInput = new Set<() => void>();

/**
 * Registers a function that hands an editor's pending input over at once; it runs when the page is
 * left, before the browser's copy is written. Returns the unregistration.
 */
export function flushBeforeLeaving(flush: () => void): () => void {
  pendingInput.add(flush);
  return () => void pendingInput.delete(flush);
}

/**
 * Keeps `draft` in the browser and, for an existing post, on the server while `dirty`. `formRef`
 * is the editor's form (its fields are what the server stores); `baseVersion` the post version
 * the edits started from.
 */
export function useAutosave({ postId, draft, dirty, baseVersion, formRef }: { postId: string | null; draft: Draft; dirty: boolean; baseVersion: number | null; formRef: RefObject<HTMLFormElement | null> }) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: "idle" });
  const pending = useRef(false);
  /** Goes up with every change: a reply only clears what was sent, not a change made meanwhile. */
  const changes = useRef(0);
  const latest = useRef<Stored>({ draft, savedAt: Date.now(), baseVersion });
  latest.current = { draft, savedAt: latest.current.savedAt, baseVersion };
  /** As rendered: leaving the page keeps unsaved edits without waiting for an effect to mark them pending. */
  const unsaved = useRef(dirty);
  unsaved.current = dirty;
  /** Set when the edits are thrown away on purpose: nothing more is kept or sent. */
  const dropped = useRef(false);

  const send = useCallback(async () => {
    const form = formRef.current;
    if (!postId || !form || !pending.current || dropped.current) return;
    if (typeof navigator !== "undefined" && navigator.onLine === false) {
      setStatus({ kind: "offline" });
      return;
    }
    const body = new FormData(form);
    body.delete("intent");
    // The edits' time by this browser's clock: the next visit orders the server's copy against the
    // browser's own by it (the server's clock may differ from this one).
    body.set("editedAt", String(Date.now()));
    const sent = changes.current;
    setStatus({ kind: "saving" });
    try {
      const response = await fetch(`/api/admin/posts/${postId}/autosave`, { method: "POST", body, headers: { Accept: "application/json" } });
      const answer = (await response.json().catch(() => ({}))) as { savedAt?: string; error?: string };
      if (!response.ok) {
        // Signed out: the page stays (the edits are kept in this browser) and says what to do.
        const why = response.status === 401 ? "tu sesión terminó; inicia sesión en otra pestaña (los cambios siguen en este navegador)" : (answer.error ?? `HTTP ${response.status}`);
        setStatus({ kind: "error", message: `No se pudo guardar automáticamente: ${why}` });
        return;
      }
      if (changes.current === sent) {
        pending.current = false;
        // The server has the edits: the browser's copy is no longer needed.
        clearLocalDraft(postId);
      }
      setStatus({ kind: "saved", at: answer.savedAt ? Date.parse(answer.savedAt) : Date.now() });
    } catch {
      setStatus({ kind: "offline" });
    }
  }, [postId, formRef]);

  useEffect(() => {
    if (!dirty) return;
    pending.current = true;
    changes.current++;
    const local = setTimeout(() => {
      if (dropped.current) return;
      latest.current = { ...latest.current, savedAt: Date.now() };
      writeLocalDraft(postId, latest.current);
    }, LOCAL_DELAY_MS);
    const server = postId ? setTimeout(() => void send(), AUTOSAVE_DELAY_MS) : undefined;
    return () => {
      clearTimeout(local);
      clearTimeout(server);
    };
  }, [draft, dirty, postId, send]);

  useEffect(() => {
    const online = () => void send();
    // Leaving the page: the browser keeps the latest edits (the next visit offers them).
    const leave = () => {
      for (const flush of pendingInput) flush();
      if (unsaved.current && !dropped.current) writeLocalDraft(postId, { ...latest.current, savedAt: Date.now() });
    };
    window.addEventListener("online", online);
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("pagehide", leave);
    };
  }, [postId, send]);

  /** After a real save: nothing is pending and the browser's copy goes. */
  const saved = useCallback(() => {
    pending.current = false;
    clearLocalDraft(postId);
    clearLocalDraft(null);
    setStatus({ kind: "idle" });
  }, [postId]);

  /**
   * The edits are thrown away on purpose (the saved version is loaded instead, a revision is
   * restored): the browser's copy goes, the server's too, and leaving the page writes none again —
   * the next visit must not offer what the admin chose to drop. Resolves to whether the server
   * dropped its copy. When it could not (offline, an error), nothing is dropped and autosaving goes
   * on, so that the caller can say so and leave the edits where they are — unless `always`: a
   * restore saved a newer version, which no older autosave of the server is ever offered over.
   */
  const discard = useCallback(
    async ({ always = false } = {}): Promise<boolean> => {
      dropped.current = true;
      const ok =
        !postId ||
        (await fetch(`/api/admin/posts/${postId}/autosave`, { method: "DELETE", keepalive: true }).then(
          (response) => response.ok,
          () => false,
        ));
      if (!ok && !always) {
        dropped.current = false;
        return false;
      }
      pending.current = false;
      clearLocalDraft(postId);
      return ok;
    },
    [postId],
  );

  return { status, saved, discard };
}

/** "Guardando…", "Guardado hace un momento / N s / N min" or "Sin conexión — …", updated every few seconds. */
export function AutosaveStatusLine({ status }: { status: AutosaveStatus }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (status.kind !== "saved") return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 5000);
    return () => clearInterval(timer);
  }, [status]);
  let text = "";
  if (status.kind === "saving") text = "Guardando…";
  else if (status.kind === "saved") {
    const seconds = Math.max(0, Math.round((now - status.at) / 1000));
    text = seconds < 5 ? "Guardado hace un momento" : seconds < 60 ? `Guardado hace ${seconds} s` : `Guardado hace ${Math.floor(seconds / 60)} min`;
  } else if (status.kind === "offline") text = "Sin conexión — los cambios se guardarán al reconectar";
  else if (status.kind === "error") text = status.message;
  return (
    <span role="status" aria-live="polite" data-testid="autosave-status" className={`inline-flex items-center gap-1 text-xs ${status.kind === "offline" || status.kind === "error" ? "text-amber-800" : "text-slate-600"}`}>
      {status.kind === "saving" ? <Loader2 className="size-3 animate-spin" aria-hidden="true" /> : null}
      {status.kind === "offline" ? <CloudOff className="size-3" aria-hidden="true" /> : null}
      {text}
    </span>
  );
}
