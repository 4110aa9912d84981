/**
 * The contact and quote-request form (SPEC §4, §5, §8). Without JavaScript it posts to the contact
 * route's action, which validates with the same schema and renders the same messages. With
 * JavaScript it validates on submit, clears a field's error when it is edited, suggests a fix
 * for mistyped webmail domains, and sends the request to `POST /api/contact` without a reload.
 *
 * Spam protection without third parties: a honeypot field people never see or reach, and a signed
 * render timestamp (`formToken`, issued by the contact route's loader) for the minimum fill time.
 */
import { AlertCircle, CheckCircle2, Loader2, Send } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { Link, useActionData, useMatches } from "react-router";
import { company } from "~/config/company";
import { formTexts, industryLabels, industryOptions } from "~/contact/messages";
import { CONTACT_FIELDS, MAX_LENGTHS, parseContactForm, type ContactField, type ContactFormField, type FieldErrors } from "~/contact/schema";
import { suggestEmail } from "~/contact/typo";
import { PAGES } from "~/lib/paths";
import { useSite } from "~/lib/site";

export const NOTICE_MS = 5000;
export const HONEYPOT_FIELD = "website";

type Values = Record<ContactField, string>;
type Notice = { kind: "success" | "error"; text: string };

/** What the contact route's action returns to a form posted without JavaScript. */
export type ContactActionData =
  | { state: "success" }
  | { state: "invalid"; errors: FieldErrors; values: Partial<Values> & { acceptTerms?: boolean }; formToken?: string }
  | { state: "failed"; message: string; values: Partial<Values> & { acceptTerms?: boolean } };

const emptyValues = (message = ""): Values => ({
  name: "",
  email: "",
  phone: "",
  state: "",
  municipality: "",
  company: "",
  position: "",
  industry: "",
  message,
});

/**
 * The token from the props; else the one the visitor already had when the server sent the form back
 * with errors (the minimum fill time counts from the first render, not from the correction); else
 * the loader data's of the route that renders the form.
 */
function useFormToken(explicit: string | undefined): string {
  const matches = useMatches();
  const actionData = useActionData() as ContactActionData | undefined;
  if (explicit) return explicit;
  if (actionData?.state === "invalid" && actionData.formToken) return actionData.formToken;
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData as { formToken?: unknown } | undefined;
    if (data && typeof data.formToken === "string") return data.formToken;
  }
  return "";
}

export function ContactForm({ initialMessage, formToken }: { initialMessage: string; formToken?: string }) {
  const { lang } = useSite();
  const t = formTexts[lang];
  const uid = useId();
  const token = useFormToken(formToken);
  const actionData = useActionData() as ContactActionData | undefined;
  const serverValues = actionData && actionData.state !== "success" ? actionData.values : undefined;

  const [values, setValues] = useState<Values>(() => ({ ...emptyValues(initialMessage), ...stripUndefined(serverValues) }));
  const [acceptTerms, setAcceptTerms] = useState<boolean>(serverValues?.acceptTerms ?? false);
  const [errors, setErrors] = useState<FieldErrors>(actionData?.state === "invalid" ? actionData.errors : {});
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(() =>
    actionData?.state === "success"
      ? { kind: "success", text: t.success.replace("{hours}", String(company.replyWithinHours)) }
      : actionData?.state === "failed"
        ? { kind: "error", text: actionData.message }
        : actionData?.state === "invalid"
          ? { kind: "error", text: t.fixErrors }
          : null,
  );
  const [hydrated, setHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => setHydrated(true), []);
  // A client navigation to another product's quote link keeps this component: take the new text.
  const shownInitial = useRef(initialMessage);
  useEffect(() => {
    if (shownInitial.current === initialMessage) return;
    shownInitial.current = initialMessage;
    setValues((v) => ({ ...v, message: initialMessage }));
  }, [initialMessage]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A message that came with the page (no-JS answer) also leaves after 5 s once scripts run.
  useEffect(() => {
    if (notice) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setNotice(null), NOTICE_MS);
    }
  }, [notice]);

  const suggestion = useMemo(() => (hydrated ? suggestEmail(values.email) : null), [hydrated, values.email]);

  const id = (field: ContactFormField) => `${uid}-${field}`;

  function clearError(field: ContactFormField) {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const field = event.target.name as ContactField;
    setValues((v) => ({ ...v, [field]: event.target.value }));
    clearError(field);
  }

  function showNotice(next: Notice) {
    setNotice(next);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setNotice(null);
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = parseContactForm({ ...values, acceptTerms: acceptTerms ? "on" : undefined }, lang);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = [...CONTACT_FIELDS, "acceptTerms" as const].find((f) => f in parsed.errors);
      if (first) form.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...values, language: lang, [HONEYPOT_FIELD]: data.get(HONEYPOT_FIELD) ?? "", formToken: data.get("formToken") ?? "" }),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string; errors?: FieldErrors };
      if (response.status === 201) {
        setValues(emptyValues());
        setAcceptTerms(false);
        showNotice({ kind: "success", text: t.success.replace("{hours}", String(company.replyWithinHours)) });
      } else {
        if (body.errors) setErrors(body.errors);
        showNotice({ kind: "error", text: response.status === 429 && body.error ? body.error : body.errors ? t.fixErrors : t.error });
      }
    } catch {
      showNotice({ kind: "error", text: t.error });
    } finally {
      setSubmitting(false);
    }
  }

  const fieldProps = (field: ContactField, required: boolean) => ({
    id: id(field),
    name: field,
    value: values[field],
    onChange,
    required,
    "aria-required": required || undefined,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field),
    maxLength: field in MAX_LENGTHS ? MAX_LENGTHS[field as keyof typeof MAX_LENGTHS] : undefined,
    className: inputClass(Boolean(errors[field])),
  });

  function describedBy(field: ContactFormField): string | undefined {
    const ids = [];
    if (field === "message") ids.push(`${id(field)}-hint`);
    if (field === "email" && suggestion) ids.push(`${id(field)}-suggestion`);
    if (errors[field]) ids.push(`${id(field)}-error`);
    return ids.length ? ids.join(" ") : undefined;
  }

  const fieldError = (field: ContactFormField) =>
    errors[field] ? (
      <p id={`${id(field)}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
        <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{errors[field]}</span>
      </p>
    ) : null;

  const label = (field: ContactField, required: boolean) => (
    <label htmlFor={id(field)} className="mb-1.5 block text-sm font-semibold text-slate-800">
      {t[field]}
      {required ? (
        <>
          <span aria-hidden="true" className="ml-0.5 text-copper-700">
            *
          </span>
          <span className="sr-only"> ({t.required})</span>
        </>
      ) : null}
    </label>
  );

  const textField = (field: ContactField, required: boolean, extra: Record<string, string> = {}, children?: ReactNode) => (
    <div>
      {label(field, required)}
      <input type="text" {...fieldProps(field, required)} {...extra} />
      {children}
      {fieldError(field)}
    </div>
  );

  return (
    <form ref={formRef} method="post" noValidate onSubmit={hydrated ? onSubmit : undefined} aria-busy={submitting || undefined} className="relative space-y-5" data-testid="contact-form" data-hydrated={hydrated ? "true" : undefined}>
      <div className="grid gap-5 sm:grid-cols-2">
        {textField("name", true, { autoComplete: "name" })}
        {textField(
          "email",
          true,
          { type: "email", autoComplete: "email", inputMode: "email", spellCheck: "false", autoCapitalize: "none" },
          suggestion ? (
            <p id={`${id("email")}-suggestion`} className="mt-1.5 text-sm text-slate-700">
              {t.didYouMean}{" "}
              <button
                type="button"
                className="font-semibold text-brand-700 underline decoration-dotted underline-offset-2 hover:text-brand-900"
                onClick={() => {
                  setValues((v) => ({ ...v, email: suggestion }));
                  clearError("email");
                }}
              >
                {suggestion}
              </button>
              ?
            </p>
          ) : null,
        )}
        {textField("phone", true, { type: "tel", autoComplete: "tel", inputMode: "tel" })}
        {textField("company", true, { autoComplete: "organization" })}
        {textField("position", false, { autoComplete: "organization-title" })}
        <div>
          {label("industry", false)}
          <select {...fieldProps("industry", false)} className={`${inputClass(Boolean(errors.industry))} pr-8`}>
            <option value="">{t.industryPlaceholder}</option>
            {industryOptions.map((option) => (
              <option key={option} value={option}>
                {industryLabels[lang][option]}
              </option>
            ))}
          </select>
          {fieldError("industry")}
        </div>
        {textField("state", false, { autoComplete: "address-level1" })}
        {textField("municipality", false, { autoComplete: "address-level2" })}
      </div>

      <div>
        {label("message", true)}
        <p id={`${id("message")}-hint`} className="-mt-0.5 mb-1.5 text-sm text-slate-600">
          {t.messageHint}
        </p>
        <textarea rows={6} {...fieldProps("message", true)} className={`${inputClass(Boolean(errors.message))} min-h-36 resize-y`} />
        {fieldError("message")}
      </div>

      {/* Honeypot: off-screen, hidden from assistive technology and out of the tab order. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor={`${uid}-hp`}>{t.honeypot}</label>
        <input id={`${uid}-hp`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name="formToken" value={token} />

      <div>
        <div className="flex items-start gap-3">
          <input
            id={id("acceptTerms")}
            type="checkbox"
            name="acceptTerms"
            checked={acceptTerms}
            onChange={(event) => {
              setAcceptTerms(event.target.checked);
              clearError("acceptTerms");
            }}
            required
            aria-required
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? `${id("acceptTerms")}-error` : undefined}
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <label htmlFor={id("acceptTerms")} className="text-sm leading-6 text-slate-700">
            {t.termsBefore}
            <Link to={PAGES.privacy[lang]} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {t.privacy}
            </Link>
            {t.termsMiddle}
            <Link to={PAGES.terms[lang]} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {t.terms}
            </Link>
            {t.termsAfter}
            <span aria-hidden="true" className="ml-0.5 text-copper-700">
              *
            </span>
          </label>
        </div>
        {fieldError("acceptTerms")}
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-copper-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-copper-700 focus-visible:outline-offset-4 disabled:cursor-not-allowed disabled:opacity-80 sm:w-auto"
        >
          {submitting ? <Loader2 className="size-5 animate-spin" aria-hidden="true" /> : <Send className="size-5" aria-hidden="true" />}
          {submitting ? t.sending : t.submit}
        </button>
      </div>

      <div role="status" aria-live="polite" className="empty:hidden">
        {notice?.kind === "success" ? (
          <p className="flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-800" data-testid="contact-success">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>{notice.text}</span>
          </p>
        ) : null}
      </div>
      <div role="alert" className="empty:hidden">
        {notice?.kind === "error" ? (
          <p className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800" data-testid="contact-error">
            <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>{notice.text}</span>
          </p>
        ) : null}
      </div>
    </form>
  );
}

function inputClass(invalid: boolean): string {
  return [
    "block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500",
    "focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-200",
    invalid ? "border-red-600 bg-red-50/40" : "border-slate-300",
  ].join(" ");
}

function stripUndefined<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === "string")) as Partial<T>;
}
