/**
 * Forms that post to their page (`form[data-busy-submit]`): once sent, the submit button is
 * disabled until the answer replaces the page, so a second press cannot send the form twice; with
 * `data-busy-label` on the button its text changes to that label meanwhile. Coming back to the
 * page from the history (back/forward cache) shows the form ready again.
 */

type Busy = { button: HTMLButtonElement | HTMLInputElement; label: string | null };

const busy: Array<Busy> = [];

function restore(): void {
  for (const { button, label } of busy.splice(0)) {
    button.disabled = false;
    if (label === null) continue;
    if (button instanceof HTMLInputElement) button.value = label;
    else button.textContent = label;
  }
}

export function enhanceBusyForms(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form?.hasAttribute("data-busy-submit") || event.defaultPrevented) return;
    const buttons = form.querySelectorAll<HTMLButtonElement | HTMLInputElement>("button[type=submit], input[type=submit]");
    // After this task: the browser collects the fields right after the submit event, and a
    // disabled submitter would be left out of them.
    window.setTimeout(() => {
      for (const button of buttons) {
        const busyLabel = button.dataset.busyLabel;
        const label = busyLabel === undefined ? null : button instanceof HTMLInputElement ? button.value : button.textContent;
        busy.push({ button, label });
        if (busyLabel !== undefined) {
          if (button instanceof HTMLInputElement) button.value = busyLabel;
          else button.textContent = busyLabel;
        }
        button.disabled = true;
      }
    }, 0);
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) restore();
  });
}
