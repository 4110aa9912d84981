/**
 * The contact and quote-request form, rendered on the server only (ADR 0013: public
 * pages are never hydrated, so nothing here runs in the browser).
 *
 * Without JavaScript it posts to the contact route's action, which validates with the same schema;
 * the page comes back with that answer (`useActionData`): field errors and the values kept, the
 * rate-limit message, or the success message. With JavaScript, `ContactForm.lazy.client.ts` works
 * on this markup: it validates on submit, clears a field's error when it is edited, suggests a fix
 * for mistyped webmail domains and posts the form to the same page without a reload, asking for JSON
 * (answered by the route's middleware with the same outcome as the page would show). What
 * it needs is marked with data attributes, and the pieces it adds (a field error, the e-mail
 * suggestion, the messages) are `<template>`s rendered here, so both paths draw the same markup and
 * the script needs neither React nor the icon library.
 *
 * Spam protection without third parties: a honeypot field people never see or reach, and a signed
 * token (`formToken`, issued by the contact route's loader: the render time and a random nonce) for
 * the minimum fill time. With what the form says, the token is also the submission's key: the same
 * form posted again (a refresh of the answer, Back then send) is stored and mailed once.
 */
import { AlertCircle, CheckCircle2, Loader2, Send } from "~/components/icons";
import { useId, type ReactNode } from "react";
import { useActionData } from "react-router";
import { company } from "~/config/company";
import { describedByIds, FIELD_CLASSES, HONEYPOT_FIELD } from "~/contact/form-constants";
import { formTexts, industryLabels, industryOptions } from "~/contact/messages";
import { MAX_LENGTHS, type ContactField, type ContactFormField, type FieldErrors } from "~/contact/schema";
import { PAGES } from "~/i18n/paths";
import { useSite } from "~/i18n/site";

type Values = Record<ContactField, string>;

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

/** A field's error line; with no id and no text it is the template the script clones. */
function FieldError({ id, text }: { id?: string; text?: string }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

/** The green or red message under the button; with no text it is the template the script clones. */
function Notice({ kind, text }: { kind: "success" | "error"; text?: string }) {
  return kind === "success" ? (
    <p className="flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-800" data-testid="contact-success">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  ) : (
    <p className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800" data-testid="contact-error">
      <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

/**
 * `formToken`: the signed token (render time, nonce) the minimum fill time counts from — the
 * loader's, or, when the server sent the form back with errors, the one the visitor already had (a
 * correction does not restart it; the route picks).
 */
export function ContactForm({ initialMessage, formToken }: { initialMessage: string; formToken: string }) {
  const { lang } = useSite();
  const t = formTexts[lang];
  const uid = useId();
  const actionData = useActionData() as ContactActionData | undefined;
  const serverValues = actionData && actionData.state !== "success" ? actionData.values : undefined;

  const values: Values = { ...emptyValues(initialMessage), ...stripUndefined(serverValues) };
  const acceptTerms = serverValues?.acceptTerms ?? false;
  const errors: FieldErrors = actionData?.state === "invalid" ? actionData.errors : {};
  const notice =
    actionData?.state === "success"
      ? { kind: "success" as const, text: t.success.replace("{hours}", String(company.replyWithinHours)) }
      : actionData?.state === "failed"
        ? { kind: "error" as const, text: actionData.message }
        : actionData?.state === "invalid"
          ? { kind: "error" as const, text: t.fixErrors }
          : null;

  const id = (field: ContactFormField) => `${uid}-${field}`;

  // `defaultValue`/`defaultChecked`: the values are the page's starting point; the visitor (and the
  // script, which reads the live fields) owns them from then on.
  const fieldProps = (field: ContactField, required: boolean) => ({
    id: id(field),
    name: field,
    defaultValue: values[field],
    required,
    "aria-required": required || undefined,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field),
    maxLength: field in MAX_LENGTHS ? MAX_LENGTHS[field as keyof typeof MAX_LENGTHS] : undefined,
    className: inputClass(Boolean(errors[field])),
  });

  const describedBy = (field: ContactFormField) => describedByIds(id(field), field, { error: Boolean(errors[field]) });

  const fieldError = (field: ContactFormField) => (errors[field] ? <FieldError id={`${id(field)}-error`} text={errors[field]} /> : null);

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

  // `data-field`: the script appends a field's error as the last child of its wrapper.
  const textField = (field: ContactField, required: boolean, extra: Record<string, string> = {}, children?: ReactNode) => (
    <div data-field={field}>
      {label(field, required)}
      <input type="text" {...fieldProps(field, required)} {...extra} />
      {children}
      {fieldError(field)}
    </div>
  );

  return (
    // `action`: the same page, at the form's section. Without JavaScript the answer is a new page,
    // which the browser then shows at the form and its notice (first in the form), not at the top.
    <form
      method="post"
      action="#formulario"
      noValidate
      className="group/contact relative space-y-5"
      data-testid="contact-form"
      data-contact-form=""
      data-lang={lang}
    >
      {/* Pieces the script adds; first in the form so they never count as its last child (space-y). */}
      <template data-template="field-error">
        <FieldError />
      </template>
      <template data-template="email-suggestion">
        <p className="mt-1.5 text-sm text-slate-700">
          {`${t.didYouMean} `}
          <button type="button" className="font-semibold text-brand-700 underline decoration-dotted underline-offset-2 hover:text-brand-900" />?
        </p>
      </template>
      <template data-template="success">
        <Notice kind="success" />
      </template>
      <template data-template="error">
        <Notice kind="error" />
      </template>

      {/* The server's answer to a post without JavaScript: first, where the page opens. */}
      {notice ? (
        <div role={notice.kind === "success" ? "status" : "alert"} data-notice-server="">
          <Notice kind={notice.kind} text={notice.text} />
        </div>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        {textField("name", true, { autoComplete: "name" })}
        {textField("email", true, { type: "email", autoComplete: "email", inputMode: "email", spellCheck: "false", autoCapitalize: "none" })}
        {textField("phone", true, { type: "tel", autoComplete: "tel", inputMode: "tel" })}
        {textField("company", true, { autoComplete: "organization" })}
        {textField("position", false, { autoComplete: "organization-title" })}
        <div data-field="industry">
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

      <div data-field="message">
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
      <input type="hidden" name="formToken" value={formToken} />

      <div data-field="acceptTerms">
        <div className="flex items-start gap-3">
          <input
            id={id("acceptTerms")}
            type="checkbox"
            name="acceptTerms"
            defaultChecked={acceptTerms}
            required
            aria-required
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={describedBy("acceptTerms")}
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <label htmlFor={id("acceptTerms")} className="text-sm leading-6 text-slate-700">
            {t.termsBefore}
            <a href={PAGES.privacy[lang]} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {t.privacy}
            </a>
            {t.termsMiddle}
            <a href={PAGES.terms[lang]} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {t.terms}
            </a>
            {t.termsAfter}
            <span aria-hidden="true" className="ml-0.5 text-copper-700">
              *
            </span>
          </label>
        </div>
        {fieldError("acceptTerms")}
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {/* Idle: paper plane and the submit label. While the script sends (`aria-busy` on the form) CSS
            swaps the icon for the spinner and the script swaps the label for `data-sending-label`. */}
        <button
          type="submit"
          data-sending-label={t.sending}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-copper-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-copper-700 focus-visible:outline-offset-4 disabled:cursor-not-allowed disabled:opacity-80 sm:w-auto"
        >
          <Send className="size-5 group-aria-busy/contact:hidden" aria-hidden="true" />
          <Loader2 className="hidden size-5 animate-spin group-aria-busy/contact:block" aria-hidden="true" />
          <span data-submit-label="">{t.submit}</span>
        </button>
      </div>

      {/* Where the script puts its answers (the server's go first in the form, above). */}
      <div role="status" aria-live="polite" className="empty:hidden" data-notice="success" />
      <div role="alert" className="empty:hidden" data-notice="error" />
    </form>
  );
}

function inputClass(invalid: boolean): string {
  return [
    "block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500",
    "focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-200",
    ...(invalid ? FIELD_CLASSES.invalid : FIELD_CLASSES.valid),
  ].join(" ");
}

function stripUndefined<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === "string")) as Partial<T>;
}
