/**
 * The contact form in the browser, on the markup `ContactForm` renders on the
 * server ("form[data-contact-form]"). Without this script the form posts to the route's action and
 * works the same, a page load at a time.
 *
 * - Submit validates with the shared schema in the page's language; errors show under their fields
 *   (the server's markup, cloned from `<template data-template="field-error">`), the first invalid
 *   field gets focus and nothing is sent.
 * - Editing a field clears its error. Typing an e-mail with a mistyped webmail domain offers the
 *   corrected address; clicking it fills the field.
 * - A valid form is posted, as the form data it is, to the page's own action (the one that answers
 *   without JavaScript), asking for JSON (`Accept: application/json`); while it is on its way the button is
 *   disabled with a spinner and the sending label, the form is `aria-busy`, a second submit is
 *   ignored. 201 clears the form and shows the green message; anything else the red one with the
 *   data kept (and the server's field errors). Each message leaves after `NOTICE_MS`, a message that
 *   came with the page (the no-JavaScript answer) too; a new submit hides it at once.
 *
 * Values are always read from the live fields: whatever the visitor typed before this script
 * arrived is the form's content (nothing re-renders it).
 *
 * Imports plain modules only (schema, texts, company data): no React, no icon library.
 */
import { company } from "~/config/company";
import { describedByIds, FIELD_CLASSES, NOTICE_MS } from "~/contact/form-constants";
import { formTexts } from "~/contact/messages";
import { CONTACT_FIELDS, parseContactForm, type ContactField, type ContactFormField, type FieldErrors } from "~/contact/schema";
import { suggestEmail } from "~/contact/typo";
import { DEFAULT_LANG, isLang, type Lang } from "~/i18n/lang";
import { setButtonBusy } from "~/widgets/busy-button";
import { cloneTemplate } from "~/widgets/templates";
import type { TemplateName } from "~/widgets/contract";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type NoticeKind = "success" | "error";

const FORM_FIELDS: ReadonlyArray<ContactFormField> = [...CONTACT_FIELDS, "acceptTerms"];

function isFormField(name: string): name is ContactFormField {
  return (FORM_FIELDS as ReadonlyArray<string>).includes(name);
}

/** The first element of the form's `<template data-template=name>`, cloned. */
function fromTemplate(form: HTMLFormElement, name: TemplateName): HTMLElement | null {
  const first = cloneTemplate(form, name).firstElementChild;
  return first instanceof HTMLElement ? first : null;
}

function pageLang(form: HTMLFormElement): Lang {
  const lang = form.dataset.lang ?? document.documentElement.lang;
  return isLang(lang) ? lang : DEFAULT_LANG;
}

function enhanceForm(form: HTMLFormElement): void {
  const lang = pageLang(form);
  const t = formTexts[lang];
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const submitLabel = submit?.querySelector<HTMLElement>("[data-submit-label]");
  const idleLabel = submitLabel?.textContent ?? t.submit;
  const regions: Record<NoticeKind, HTMLElement | null> = {
    success: form.querySelector<HTMLElement>('[data-notice="success"]'),
    error: form.querySelector<HTMLElement>('[data-notice="error"]'),
  };
  let submitting = false;
  let noticeTimer: ReturnType<typeof setTimeout> | undefined;

  const control = (field: ContactFormField): Control | null => {
    const el = form.elements.namedItem(field);
    return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement ? el : null;
  };
  const byId = (id: string) => (id ? document.getElementById(id) : null);
  const errorId = (el: Control) => `${el.id}-error`;
  const suggestionId = (el: Control) => `${el.id}-suggestion`;

  function updateDescribedBy(field: ContactFormField): void {
    const el = control(field);
    if (!el) return;
    const ids = describedByIds(el.id, field, { suggestion: Boolean(byId(suggestionId(el))), error: Boolean(byId(errorId(el))) });
    if (ids) el.setAttribute("aria-describedby", ids);
    else el.removeAttribute("aria-describedby");
  }

  function markInvalid(el: Control, invalid: boolean): void {
    if (invalid) el.setAttribute("aria-invalid", "true");
    else el.removeAttribute("aria-invalid");
    // The checkbox has no border classes (the server gives it none either).
    if (el instanceof HTMLInputElement && el.type === "checkbox") return;
    el.classList.remove(...(invalid ? FIELD_CLASSES.valid : FIELD_CLASSES.invalid));
    el.classList.add(...(invalid ? FIELD_CLASSES.invalid : FIELD_CLASSES.valid));
  }

  function clearError(field: ContactFormField): void {
    const el = control(field);
    if (!el) return;
    const line = byId(errorId(el));
    if (!line && !el.hasAttribute("aria-invalid")) return;
    line?.remove();
    markInvalid(el, false);
    updateDescribedBy(field);
  }

  function showError(field: ContactFormField, text: string): void {
    const el = control(field);
    const wrapper = el?.closest<HTMLElement>("[data-field]");
    if (!el || !wrapper) return;
    let line = byId(errorId(el));
    if (!line) {
      line = fromTemplate(form, "field-error");
      if (!line) return;
      line.id = errorId(el);
      wrapper.append(line);
    }
    const span = line.querySelector("span");
    if (span) span.textContent = text;
    markInvalid(el, true);
    updateDescribedBy(field);
  }

  /** The whole set of errors becomes `errors` (as the server renders them: the others are cleared). */
  function setErrors(errors: FieldErrors): void {
    for (const field of FORM_FIELDS) {
      const text = errors[field];
      if (text) showError(field, text);
      else clearError(field);
    }
  }

  // The server's answer to a plain POST, first in the form (where that page opens).
  const serverNotice = form.querySelector<HTMLElement>("[data-notice-server]");

  function hideNotice(): void {
    clearTimeout(noticeTimer);
    regions.success?.replaceChildren();
    regions.error?.replaceChildren();
    serverNotice?.remove();
  }

  function leaveAfterDelay(): void {
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(hideNotice, NOTICE_MS);
  }

  function showNotice(kind: NoticeKind, text: string): void {
    hideNotice();
    const notice = fromTemplate(form, kind);
    const span = notice?.querySelector("span");
    if (!notice || !span) return;
    span.textContent = text;
    regions[kind]?.append(notice);
    leaveAfterDelay();
  }

  /** The "Did you mean …?" line under the e-mail, following what is typed in it. */
  function updateSuggestion(): void {
    const email = control("email");
    if (!email) return;
    const suggestion = suggestEmail(email.value);
    const current = byId(suggestionId(email));
    const button = current?.querySelector("button");
    if (suggestion && current && button) {
      button.textContent = suggestion;
      return;
    }
    current?.remove();
    if (suggestion) {
      const line = fromTemplate(form, "email-suggestion");
      const newButton = line?.querySelector("button");
      if (!line || !newButton) return;
      line.id = suggestionId(email);
      newButton.textContent = suggestion;
      newButton.addEventListener("click", () => {
        const address = newButton.textContent ?? "";
        email.value = address;
        clearError("email");
        updateSuggestion();
        // The button leaves with the suggestion: keep the keyboard where the visitor was working.
        email.focus();
      });
      // Under the input, above the field's error (the server's order).
      email.after(line);
    }
    updateDescribedBy("email");
  }

  function setSubmitting(on: boolean): void {
    submitting = on;
    if (on) form.setAttribute("aria-busy", "true");
    else form.removeAttribute("aria-busy");
    if (submit) setButtonBusy(submit, on);
    if (submitLabel) submitLabel.textContent = on ? ((submit && submit.dataset.sendingLabel) ?? t.sending) : idleLabel;
  }

  function currentValues(): Record<ContactField, string> {
    const values = {} as Record<ContactField, string>;
    for (const field of CONTACT_FIELDS) values[field] = control(field)?.value ?? "";
    return values;
  }

  function clearFields(): void {
    for (const field of CONTACT_FIELDS) {
      const el = control(field);
      if (el) el.value = "";
    }
    const terms = control("acceptTerms");
    if (terms instanceof HTMLInputElement) terms.checked = false;
    updateSuggestion();
  }

  function onEdit(event: Event): void {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)) return;
    if (!isFormField(target.name)) return;
    clearError(target.name);
    if (target.name === "email") updateSuggestion();
  }

  async function onSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (submitting) return;
    hideNotice();
    const values = currentValues();
    const terms = control("acceptTerms");
    const accepted = terms instanceof HTMLInputElement && terms.checked;
    const parsed = parseContactForm({ ...values, acceptTerms: accepted ? "on" : undefined }, lang);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = FORM_FIELDS.find((field) => field in parsed.errors);
      if (first) control(first)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const response = await fetch(form.action, { method: "POST", headers: { Accept: "application/json" }, body: new URLSearchParams(new FormData(form) as unknown as Array<[string, string]>) });
      const body = (await response.json().catch(() => ({}))) as { error?: string; errors?: FieldErrors };
      if (response.status === 201) {
        clearFields();
        showNotice("success", t.success.replace("{hours}", String(company.replyWithinHours)));
      } else {
        if (body.errors) setErrors(body.errors);
        showNotice("error", response.status === 429 && body.error ? body.error : body.errors ? t.fixErrors : t.error);
      }
    } catch {
      showNotice("error", t.error);
    } finally {
      setSubmitting(false);
    }
  }

  form.addEventListener("input", onEdit);
  // Selects and the checkbox: some browsers fire only `change` for them.
  form.addEventListener("change", onEdit);
  form.addEventListener("submit", (event) => void onSubmit(event));

  // What the page came with: an e-mail typed before the script (or sent back by the server) gets its
  // suggestion, and the server's message leaves after the same delay as the script's own.
  updateSuggestion();
  if (serverNotice) leaveAfterDelay();
  form.dataset.hydrated = "true";
}

export function enhance(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-contact-form]")) enhanceForm(form);
}
