/**
 * The newsletter signup in place (idle → sending → error | success), on the
 * markup `NewsletterSignup` renders: the blog's section and every page's footer. Without this
 * script the form posts and the server answers with the page again, showing the result.
 *
 * - The address is checked first with the API's own rule (`platform/email-address.ts`): empty after
 *   trimming, 'El email es requerido'; not an address, 'Escribe un correo electrónico válido'; no request.
 * - Sending: the button is disabled, with a spinner and the 'sending' label.
 * - Success: the confirmation message and the field cleared; failure: the server's message, the
 *   generic one when it gives none, or the connection one when the request did not get through.
 * - Typing again clears an error.
 */
import { setButtonBusy } from "~/widgets/busy-button";
import { cloneTemplate } from "~/widgets/templates";
import { emailProblem, normaliseEmail } from "~/platform/email-address";

type State = { kind: "idle" } | { kind: "sending" } | { kind: "error" | "success"; message: string };

const states = new WeakMap<HTMLFormElement, State>();

function setState(form: HTMLFormElement, state: State): void {
  const previous = states.get(form) ?? { kind: "idle" };
  const same = previous.kind === state.kind && ("message" in previous ? previous.message : "") === ("message" in state ? state.message : "");
  if (same) return;
  states.set(form, state);

  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (button && (previous.kind === "sending" || state.kind === "sending")) {
    const sending = state.kind === "sending";
    if (sending) button.replaceChildren(cloneTemplate(form, "sending"), form.dataset.sending ?? "");
    else button.replaceChildren(form.dataset.submit ?? "");
    setButtonBusy(button, sending);
  }
  const email = form.querySelector<HTMLInputElement>("input[name=email]");
  if (state.kind === "error") email?.setAttribute("aria-invalid", "true");
  else email?.removeAttribute("aria-invalid");

  const status = form.querySelector<HTMLElement>("[data-signup-status]");
  if (!status) return;
  if (state.kind === "error" || state.kind === "success") {
    const line = cloneTemplate(form, state.kind);
    const text = line.querySelector("span");
    if (text) text.textContent = state.message;
    status.replaceChildren(line);
  } else {
    status.replaceChildren();
  }
}

/** What the server's JSON says, or nothing when the body is not the JSON it should be. */
async function readAnswer(response: Response): Promise<{ success?: unknown; message?: unknown }> {
  try {
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null ? body : {};
  } catch {
    return {};
  }
}

async function submit(form: HTMLFormElement): Promise<void> {
  const data = new FormData(form);
  const email = normaliseEmail(String(data.get("email") ?? ""));
  const problem = emailProblem(email);
  if (problem) {
    setState(form, { kind: "error", message: (problem === "required" ? form.dataset.required : form.dataset.invalid) ?? "" });
    return;
  }
  setState(form, { kind: "sending" });
  try {
    const response = await fetch(form.action, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email, language: String(data.get("language") ?? ""), website: String(data.get("website") ?? "") }),
    });
    const answer = await readAnswer(response);
    if (response.ok && answer.success) {
      setState(form, { kind: "success", message: form.dataset.success ?? "" });
      const input = form.querySelector<HTMLInputElement>("input[name=email]");
      if (input) input.value = "";
    } else {
      const message = typeof answer.message === "string" && answer.message ? answer.message : (form.dataset.error ?? "");
      setState(form, { kind: "error", message });
    }
  } catch {
    setState(form, { kind: "error", message: form.dataset.network ?? "" });
  }
}

export function enhance(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-newsletter-signup]")) {
    // A result rendered by the server (the no-JavaScript round trip) is the starting state.
    const shown = form.querySelector<HTMLElement>("[data-signup-status] [role]");
    const message = shown?.textContent ?? "";
    states.set(form, !shown ? { kind: "idle" } : shown.getAttribute("role") === "alert" ? { kind: "error", message } : { kind: "success", message });

    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (states.get(form)?.kind === "sending") return;
      void submit(form);
    });
    form.addEventListener("input", (event) => {
      if (event.target instanceof HTMLInputElement && event.target.name === "email" && states.get(form)?.kind === "error") {
        setState(form, { kind: "idle" });
      }
    });
  }
}
