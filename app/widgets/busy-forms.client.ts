/**
 * Forms that post to their page ("form[data-busy-submit]"): once sent, the submit button is
 * disabled until the answer replaces the page, so a second press cannot send the form twice.
 * Coming back to the page from the history (back/forward cache) shows the form ready again.
 */

const busy: Array<HTMLButtonElement | HTMLInputElement> = [];

export function enhance(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form || !form.hasAttribute("data-busy-submit") || event.defaultPrevented) return;
    const buttons = form.querySelectorAll<HTMLButtonElement | HTMLInputElement>("button[type=submit], input[type=submit]");
    // After this task: the browser collects the fields right after the submit event, and a
    // disabled submitter would be left out of them.
    window.setTimeout(() => {
      for (const button of buttons) {
        busy.push(button);
        button.disabled = true;
      }
    }, 0);
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) for (const button of busy.splice(0)) button.disabled = false;
  });
}
