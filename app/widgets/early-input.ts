/**
 * Nothing a visitor does before the page's script runs is lost (ADR 0011, 0013: a phone user can
 * tap in a page whose script is still downloading).
 *
 * - Taps on controls that only work with JavaScript (`button[type=button]`, and links marked
 *   `data-early-click` because their handler does more than navigate) are held by a tiny inline
 *   script from the first byte of the page and replayed once the page is interactive (the
 *   enhancement script on public pages, hydration in the admin). A held link is followed as a
 *   plain link if that has not happened 5 s later (scripts failed or blocked).
 * - In the admin, text typed (and boxes ticked) before hydration would be reset by React to its
 *   initial state: `rememberTypedFields()` reads them just before `hydrateRoot`, `replayEarlyInput()`
 *   types them again afterwards through the same events a user produces, so component state follows.
 *   (Public pages are never re-rendered in the browser, so what was typed simply stays.)
 */

type HeldClicks = { queue: Array<Element>; stop: () => void };
declare global {
  interface Window {
    __earlyClicks?: HeldClicks;
  }
}

/** Inline in every document's head (its sha256 goes into the CSP like any inline script). */
export const EARLY_CLICK_SCRIPT =
  "(()=>{const q=[],h=document.documentElement;" +
  "const on=e=>{if(h.dataset.hydrated)return;const t=e.target instanceof Element?e.target.closest('button[type=\"button\"],[data-early-click]'):null;" +
  "if(!t)return;e.preventDefault();e.stopImmediatePropagation();q.push(t);" +
  "if(t.href)setTimeout(()=>{if(!h.dataset.hydrated&&q.includes(t))location.assign(t.href)},5000)};" +
  "addEventListener('click',on,true);" +
  "window.__earlyClicks={queue:q,stop:()=>removeEventListener('click',on,true)}})()";

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TypedField = { el: FieldElement; value?: string; checked?: boolean };

let typed: Array<TypedField> = [];

/** Reads what the visitor changed in form fields before hydration (call just before `hydrateRoot`). */
export function rememberTypedFields(root: ParentNode = document): void {
  typed = [];
  for (const el of root.querySelectorAll<FieldElement>("input, textarea, select")) {
    if (el instanceof HTMLInputElement) {
      if (["hidden", "submit", "button", "reset", "image", "file"].includes(el.type)) continue;
      if (el.type === "checkbox" || el.type === "radio") {
        if (el.checked !== el.defaultChecked) typed.push({ el, checked: el.checked });
      } else if (el.value !== el.defaultValue) typed.push({ el, value: el.value });
    } else if (el instanceof HTMLTextAreaElement) {
      if (el.value !== el.defaultValue) typed.push({ el, value: el.value });
    } else if ([...el.options].some((o) => o.selected !== o.defaultSelected)) {
      typed.push({ el, value: el.value });
    }
  }
}

/** After hydration: types the remembered values again and replays the held taps. Runs once. */
export function replayEarlyInput(): void {
  const fields = typed;
  typed = [];
  for (const { el, value, checked } of fields) {
    if (!el.isConnected) continue;
    if (checked !== undefined) {
      if (el instanceof HTMLInputElement && el.checked !== checked) el.click();
      continue;
    }
    if (value === undefined) continue;
    // Through the element's own setter first (React's value tracker sees an empty field), then the
    // native one plus the event a keystroke produces: React's onChange runs with the typed value.
    el.value = "";
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")?.set;
    setter?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  }
  const held = window.__earlyClicks;
  if (!held) return;
  held.stop();
  for (const el of held.queue.splice(0)) if (el.isConnected && el instanceof HTMLElement) el.click();
}
