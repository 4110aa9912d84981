import { Check, Share2 } from "~/components/icons";
import { fmt, type Messages } from "~/i18n/messages";

/**
 * Share a post: the native share sheet where the browser has one, otherwise the link is copied to
 * the clipboard and a visible confirmation appears (announced to screen readers). Rendered hidden:
 * it can do nothing without JavaScript, so `ShareButton.lazy.client.ts` reveals and wires it (ADR 0013).
 * The texts travel as data attributes so the script carries no dictionary. It reads no context
 * (the texts `m` come as a prop), so a post card that holds it can be stored (`Frozen`).
 */
export function ShareButton({ path, title, m, variant = "compact" }: { path: string; title: string; m: Messages; variant?: "compact" | "full" }) {
  const label = fmt(m.blog.shareArticle, { title });
  return (
    <span
      hidden
      className="group/share relative inline-flex items-center"
      data-share=""
      data-share-path={path}
      data-share-title={title}
      data-copied={m.blog.linkCopied}
      data-copy-failed={m.blog.copyFailed}
    >
      <button
        type="button"
        aria-label={variant === "compact" ? label : undefined}
        title={variant === "compact" ? m.blog.share : undefined}
        className={
          variant === "compact"
            ? "inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-brand-800"
            : "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-brand-900 shadow-sm hover:bg-slate-50"
        }
      >
        {/* The check replaces the share icon while "copied" shows (the script sets data-share-state). */}
        <Share2 className="size-4 group-data-[share-state=copied]/share:hidden" aria-hidden="true" />
        <Check className="hidden size-4 text-emerald-700 group-data-[share-state=copied]/share:inline" aria-hidden="true" />
        {variant === "full" ? <span>{m.blog.share}</span> : null}
      </button>
      {/* Read out when the script writes the outcome, and shown meanwhile with the looks of the template. */}
      <span role="status" className="sr-only" data-share-status="" />
      <template data-template="share-status">
        <span className="absolute bottom-full right-0 z-20 mb-2 w-max max-w-72 rounded-md bg-brand-900 px-3 py-2 text-sm font-medium text-white shadow-lg" />
      </template>
    </span>
  );
}
