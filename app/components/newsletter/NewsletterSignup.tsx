/**
 * The newsletter signup (SPEC §2 blog list, §4 states idle → sending → error | success, §5, §8).
 * Without JavaScript it is a plain form POST to /api/newsletter/subscribe, which redirects back
 * with `?newsletter=<state>#newsletter`; with JavaScript it posts JSON and shows the states in place.
 * No required props; the language comes from useSite(). `variant="footer"` is the compact dark one.
 */
import { CheckCircle2, CircleAlert, Loader2, Mail } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { PAGES } from "~/lib/paths";
import type { Messages } from "~/i18n/messages";
import { useSite } from "~/lib/site";

type State = { kind: "idle" } | { kind: "sending" } | { kind: "error"; message: string } | { kind: "success"; message: string };

export function NewsletterSignup({ variant = "section" }: { variant?: "section" | "footer" }) {
  const { lang, m } = useSite();
  const texts = m.newsletter as Messages["newsletter"] | undefined;
  const id = useId();
  const location = useLocation();
  const [params] = useSearchParams();
  const raw = params.get("newsletter") ?? "";
  const returned = variant === "footer" ? (raw.startsWith("footer-") ? raw.slice(7) : null) : raw.startsWith("footer-") ? null : raw;
  const initial: State =
    returned === "ok"
      ? { kind: "success", message: texts?.success ?? "" }
      : returned === "required"
        ? { kind: "error", message: texts?.required ?? "" }
        : returned === "invalid"
          ? { kind: "error", message: texts?.invalid ?? "" }
          : returned === "rate"
            ? { kind: "error", message: texts?.rateLimited ?? "" }
            : returned === "error"
              ? { kind: "error", message: texts?.error ?? "" }
              : { kind: "idle" };
  const [state, setState] = useState<State>(initial);
  const [email, setEmail] = useState("");

  const back = new URLSearchParams(location.search);
  back.delete("newsletter");
  const redirectTo = `${location.pathname}${back.size ? `?${back.toString()}` : ""}`;

  // The root error screen renders without the dictionaries: no signup there.
  if (!texts) return null;
  const t = texts;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = String(form.get("email") ?? "").trim();
    if (!value) {
      setState({ kind: "error", message: t.required });
      return;
    }
    setState({ kind: "sending" });
    try {
      const response = await fetch("/api/newsletter/subscribe", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ email: value, language: lang, website: String(form.get("website") ?? "") }),
      });
      let data: { success?: boolean; message?: string; error?: string | null } = {};
      try {
        data = (await response.json()) as typeof data;
      } catch {
        // not JSON: generic error below
      }
      if (response.ok && data.success) {
        setState({ kind: "success", message: t.success });
        setEmail("");
      } else {
        setState({ kind: "error", message: data.message || t.error });
      }
    } catch {
      setState({ kind: "error", message: t.network });
    }
  }

  const dark = variant === "footer";
  const sending = state.kind === "sending";
  const statusId = `${id}-status`;
  const form = (
    <form method="post" action="/api/newsletter/subscribe" onSubmit={onSubmit} noValidate className="mt-5" aria-describedby={statusId}>
      <input type="hidden" name="language" value={lang} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="place" value={variant} />
      <div className="absolute -left-[9999px] size-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t.honeypot}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-email`} className="sr-only">
            {t.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
            placeholder={t.emailPlaceholder}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (state.kind === "error") setState({ kind: "idle" });
            }}
            aria-invalid={state.kind === "error" ? true : undefined}
            className={
              dark
                ? "block min-h-11 w-full rounded-lg border border-brand-700 bg-brand-900 px-4 py-2.5 text-base text-white placeholder:text-brand-300 focus:border-copper-400 focus:outline-none focus:ring-2 focus:ring-copper-400"
                : "block min-h-12 w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 shadow-sm focus:border-copper-600 focus:outline-none focus:ring-2 focus:ring-copper-600"
            }
          />
        </div>
        <button
          type="submit"
          disabled={sending}
          className={`inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-copper-600 px-6 font-semibold text-white shadow-sm hover:bg-copper-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-400 disabled:cursor-wait disabled:opacity-70 ${dark ? "min-h-11 py-2.5 text-sm" : "min-h-12 py-3 text-base"}`}
        >
          {sending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
          {sending ? t.sending : t.submit}
        </button>
      </div>
      <div id={statusId} aria-live="polite" className="min-h-0">
        {state.kind === "success" ? (
          <p role="status" className={`mt-3 flex items-start gap-2 text-sm ${dark ? "text-emerald-300" : "rounded-lg bg-emerald-50 p-3 text-emerald-800"}`}>
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{state.message}</span>
          </p>
        ) : null}
        {state.kind === "error" ? (
          <p role="alert" className={`mt-3 flex items-start gap-2 text-sm ${dark ? "text-red-300" : "rounded-lg bg-red-50 p-3 text-red-800"}`}>
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{state.message}</span>
          </p>
        ) : null}
      </div>
      <p className={`mt-3 text-xs leading-5 ${dark ? "text-brand-300" : "text-slate-600"}`}>
        {t.privacy.split("{link}")[0]}
        <Link to={PAGES.privacy[lang]} className={`underline underline-offset-2 ${dark ? "hover:text-white" : "hover:text-copper-700"}`}>
          {t.privacyLink}
        </Link>
        {t.privacy.split("{link}")[1]}
      </p>
    </form>
  );

  if (dark) {
    return (
      <div id="newsletter-footer" className="grid gap-2 md:grid-cols-2 md:gap-10">
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t.title}</h2>
          <p className="mt-3 text-sm leading-6 text-brand-200">{t.description}</p>
        </div>
        <div className="md:-mt-5">{form}</div>
      </div>
    );
  }
  return (
    <section id="newsletter" aria-labelledby={`${id}-title`} className="bg-brand-50 px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-10">
        <div className="flex items-start gap-4">
          <div className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-copper-50 text-copper-700 sm:flex">
            <Mail className="size-6" aria-hidden="true" />
          </div>
          <div className="min-w-0 flex-1">
            <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-950">
              {t.title}
            </h2>
            <p className="mt-2 text-base leading-7 text-slate-700">{t.description}</p>
            {form}
          </div>
        </div>
      </div>
    </section>
  );
}
