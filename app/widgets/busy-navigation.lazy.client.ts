/**
 * A region marked `data-busy-on-navigate="<path>"` (the blog list's results) is marked busy while
 * the browser loads the next page at that path: a link followed or a GET form sent there. Its
 * `aria-busy="true"` dims it through CSS and its `[data-busy-note]` ("loading posts…") is shown to
 * screen readers, so a slow connection does not look like an ignored click. Coming back to the
 * page from the history (back/forward cache) shows it as it was.
 */

function regions(): Array<HTMLElement> {
  return [...document.querySelectorAll<HTMLElement>("[data-busy-on-navigate]")];
}

function setBusy(region: HTMLElement, busy: boolean): void {
  if (busy) region.setAttribute("aria-busy", "true");
  else region.removeAttribute("aria-busy");
  for (const note of region.querySelectorAll<HTMLElement>("[data-busy-note]")) note.hidden = !busy;
}

/** Marks the regions whose path the browser is about to load. */
function loading(url: URL): void {
  if (url.origin !== window.location.origin) return;
  for (const region of regions()) if (region.dataset.busyOnNavigate === url.pathname) setBusy(region, true);
}

export function enhance(): void {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    const url = new URL(link.href);
    const here = new URL(window.location.href);
    // A jump within this page loads nothing.
    if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
    loading(url);
  });
  document.addEventListener("submit", (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form || event.defaultPrevented || form.method !== "get" || (form.target && form.target !== "_self")) return;
    loading(new URL(form.action));
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) for (const region of regions()) setBusy(region, false);
  });
}
