/**
 * The newsletter signup (blog list section and footer), with the states idle → sending → error | success.
 * Without JavaScript it is a plain form POST to /api/newsletter/subscribe, which redirects back
 * with `?newsletter=<state>#newsletter`, and this renders that state. With JavaScript
 * (`NewsletterSignup.client.ts`, ADR 0013) it posts JSON and shows the states in place: the
 * texts travel as `data-*` attributes, the spinner and the two messages as `<template>`s, so the
 * script builds exactly the markup rendered here.
 * No required props; the language comes from useSite(). `variant="footer"` is the compact dark one.
 */
import { CheckCircle2, CircleAlert, Loader2, Mail } from "~/components/icons";
import { useId } from "react";
import { useLocation, useSearchParams } from "react-router";
import { PAGES } from "~/i18n/paths";
import type { Messages } from "~/i18n/messages";
import { useSite } from "~/i18n/site";

type Outcome = { kind: "error" | "success"; message: string };

/** The state a no-JavaScript POST came back with (`?newsletter=ok`, `footer-invalid`, …). */
function returnedOutcome(raw: string, variant: "section" | "footer", t: Messages["newsletter"]): Outcome | null {
  const footer = raw.startsWith("footer-");
  if (footer !== (variant === "footer")) return null;
  const state = footer ? raw.slice("footer-".length) : raw;
  if (state === "ok") return { kind: "success", message: t.success };
  const errors = new Map([
    ["required", t.required],
    ["invalid", t.invalid],
    ["rate", t.rateLimited],
    ["unavailable", t.unavailable],
    ["error", t.error],
  ]);
  const error = errors.get(state);
  return error ? { kind: "error", message: error } : null;
}

/** The success or error line (also the script's template, with an empty message). */
function SignupMessage({ kind, message, dark }: Outcome & { dark: boolean }) {
  return kind === "success" ? (
    <p role="status" className={`mt-3 flex items-start gap-2 text-sm ${dark ? "text-emerald-300" : "rounded-lg bg-emerald-50 p-3 text-emerald-800"}`}>
      <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  ) : (
    <p role="alert" className={`mt-3 flex items-start gap-2 text-sm ${dark ? "text-red-300" : "rounded-lg bg-red-50 p-3 text-red-800"}`}>
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

export function NewsletterSignup({ variant = "section" }: { variant?: "section" | "footer" }) {
  const { lang, m } = useSite();
  const texts = m.newsletter as Messages["newsletter"] | undefined;
  const id = useId();
  const location = useLocation();
  const [params] = useSearchParams();

  const back = new URLSearchParams(location.search);
  back.delete("newsletter");
  const redirectTo = `${location.pathname}${back.size ? `?${back.toString()}` : ""}`;

  // The root error screen renders without the dictionaries: no signup there.
  if (!texts) return null;
  const t = texts;
  const outcome = returnedOutcome(params.get("newsletter") ?? "", variant, t);

  const dark = variant === "footer";
  const statusId = `${id}-status`;
  const form = (
    <form
      method="post"
      action="/api/newsletter/subscribe"
      noValidate
      className="mt-5"
      aria-describedby={statusId}
      data-newsletter-signup=""
      data-required={t.required}
      data-invalid={t.invalid}
      data-error={t.error}
      data-network={t.network}
      data-success={t.success}
      data-submit={t.submit}
      data-sending={t.sending}
    >
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
            defaultValue=""
            aria-invalid={outcome?.kind === "error" ? true : undefined}
            aria-describedby={statusId}
            className={
              dark
                ? "block min-h-11 w-full rounded-lg border border-brand-700 bg-brand-900 px-4 py-2.5 text-base text-white placeholder:text-brand-300 focus:border-copper-400 focus:outline-none focus:ring-2 focus:ring-copper-400"
                : "block min-h-12 w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 shadow-sm focus:border-copper-600 focus:outline-none focus:ring-2 focus:ring-copper-600"
            }
          />
        </div>
        <button
          type="submit"
          className={`inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-copper-600 px-6 font-semibold text-white shadow-sm hover:bg-copper-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-400 disabled:cursor-wait disabled:opacity-70 ${dark ? "min-h-11 py-2.5 text-sm" : "min-h-12 py-3 text-base"}`}
        >
          {t.submit}
        </button>
      </div>
      <div id={statusId} aria-live="polite" className="min-h-0" data-signup-status="">
        {outcome ? <SignupMessage {...outcome} dark={dark} /> : null}
      </div>
      {/* Inert until the script clones them: the sending spinner and the two result lines. */}
      <template data-template="sending">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      </template>
      <template data-template="success">
        <SignupMessage kind="success" message="" dark={dark} />
      </template>
      <template data-template="error">
        <SignupMessage kind="error" message="" dark={dark} />
      </template>
      <p className={`mt-3 text-xs leading-5 ${dark ? "text-brand-300" : "text-slate-600"}`}>
        {t.privacy.split("{link}")[0]}
        <a href={PAGES.privacy[lang]} className={`underline underline-offset-2 ${dark ? "hover:text-white" : "hover:text-copper-700"}`}>
          {t.privacyLink}
        </a>
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
