import { Check, Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { fmt } from "~/i18n/messages";
import { useSite } from "~/lib/site";

/**
 * Share a post: the native share sheet where the browser has one, otherwise the link is copied to
 * the clipboard and a visible confirmation appears (announced to screen readers). Rendered only
 * once JavaScript runs, since it can do nothing without it.
 */
export function ShareButton({ path, title, variant = "compact" }: { path: string; title: string; variant?: "compact" | "full" }) {
  const { m } = useSite();
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  const [url, setUrl] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    setReady(true);
    return () => clearTimeout(timer.current);
  }, []);
  if (!ready) return null;

  async function share() {
    const full = new URL(path, window.location.origin).href;
    setUrl(full);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url: full });
        return;
      } catch (error) {
        if ((error as Error)?.name === "AbortError") return;
        // Share refused (e.g. not allowed here): fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(full);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus("idle"), 4000);
  }

  const label = fmt(m.blog.shareArticle, { title });
  return (
    <span className="relative inline-flex items-center">
      <button
        type="button"
        onClick={() => void share()}
        aria-label={variant === "compact" ? label : undefined}
        title={variant === "compact" ? m.blog.share : undefined}
        className={
          variant === "compact"
            ? "inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-brand-800"
            : "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-brand-900 shadow-sm hover:bg-slate-50"
        }
      >
        {status === "copied" ? <Check className="size-4 text-emerald-700" aria-hidden="true" /> : <Share2 className="size-4" aria-hidden="true" />}
        {variant === "full" ? <span>{m.blog.share}</span> : null}
      </button>
      <span
        role="status"
        className={
          status === "idle"
            ? "sr-only"
            : "absolute bottom-full right-0 z-20 mb-2 w-max max-w-72 rounded-md bg-brand-900 px-3 py-2 text-sm font-medium text-white shadow-lg"
        }
      >
        {status === "copied" ? m.blog.linkCopied : status === "failed" ? fmt(m.blog.copyFailed, { url }) : ""}
      </span>
    </span>
  );
}
