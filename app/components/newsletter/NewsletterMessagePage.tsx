import { CheckCircle2, CircleAlert, Mail } from "~/components/icons";
import type { ReactNode } from "react";
import type { Messages } from "~/i18n/messages";
import { useSite } from "~/i18n/site";
import { rootFromMatches } from "~/platform/seo";

/** The pages' headers: personal (a token in the URL), so never stored by the browser or a cache. */
export function newsletterPageHeaders() {
  return { "Cache-Control": "private, no-store" };
}

/** The pages' title and `noindex` (search engines have nothing to find there). */
export function newsletterPageMeta(matches: Parameters<typeof rootFromMatches>[0], title: (m: Messages) => string) {
  const { m } = rootFromMatches(matches);
  return [{ title: `${title(m)} | Ardentia` }, { name: "robots", content: "noindex" }];
}

/** The frame of the newsletter's confirmation and unsubscribe pages. */
export function NewsletterMessagePage({ tone, title, children }: { tone: "info" | "success" | "error"; title: string; children: ReactNode }) {
  const { m } = useSite();
  const Icon = tone === "success" ? CheckCircle2 : tone === "error" ? CircleAlert : Mail;
  const iconClass = tone === "success" ? "bg-emerald-50 text-emerald-700" : tone === "error" ? "bg-red-50 text-red-700" : "bg-copper-50 text-copper-700";
  return (
    <section className="bg-slate-50 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10">
        <div className={`mx-auto flex size-14 items-center justify-center rounded-full ${iconClass}`}>
          <Icon className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-6 text-2xl font-bold text-brand-950 sm:text-3xl">{title}</h1>
        <div className="mt-4 space-y-4 text-base leading-7 text-slate-700">{children}</div>
        <p className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium">
          <a href="/blog" className="text-copper-700 underline-offset-4 hover:underline">
            {m.newsletter.backToBlog}
          </a>
          <a href="/" className="text-copper-700 underline-offset-4 hover:underline">
            {m.newsletter.backHome}
          </a>
        </p>
      </div>
    </section>
  );
}

/** An outcome: its frame and one sentence, announced when it is good news. */
export function NewsletterOutcome({ tone, title, text }: { tone: "success" | "error"; title: string; text: string }) {
  return (
    <NewsletterMessagePage tone={tone} title={title}>
      <p role={tone === "success" ? "status" : undefined}>{text}</p>
    </NewsletterMessagePage>
  );
}

/**
 * The one button that uses the link's token. Only this POST changes anything: mail scanners open
 * links by themselves. `app/widgets/busy-forms.client.ts` disables the button once sent.
 */
export function TokenForm({ name, token, label }: { name: string; token: string; label: string }) {
  return (
    <form method="post" className="pt-2" data-busy-submit="">
      <input type="hidden" name={name} value={token} />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-copper-600 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-copper-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-600 disabled:opacity-60"
      >
        {label}
      </button>
    </form>
  );
}
