/**
 * The contact page's map ("[data-map]"): the OpenStreetMap frame (a third party) is requested only
 * when the visitor presses the button; until then only the local preview image shows.
 */
export function enhance(): void {
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("[data-map-load]") : null;
    const map = button?.closest<HTMLElement>("[data-map]");
    const box = map?.querySelector<HTMLElement>("[data-map-frame-box]");
    const src = map && map.dataset.embedSrc;
    if (!map || !box || !src) return;
    const frame = document.createElement("iframe");
    frame.src = src;
    frame.title = map.dataset.frameTitle ?? "";
    frame.className = "absolute inset-0 size-full";
    frame.loading = "lazy";
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    frame.dataset.testid = "map-frame";
    box.replaceChildren(frame);
    map.querySelector("[data-map-consent]")?.remove();
    frame.focus();
  });
}
