/**
 * A product picture that fails to load is replaced by a grey 'IMG' placeholder named by
 * its `data-fallback-label`. Failures before this script ran are found by their state.
 */
function replace(img: HTMLImageElement): void {
  const label = img.dataset.fallbackLabel;
  if (label === undefined || !img.isConnected) return;
  const box = document.createElement("div");
  box.setAttribute("role", "img");
  box.setAttribute("aria-label", label);
  box.dataset.testid = "image-fallback";
  box.className = "flex aspect-[4/3] items-center justify-center bg-slate-200 font-mono text-2xl font-bold tracking-widest text-slate-500";
  const text = document.createElement("span");
  text.setAttribute("aria-hidden", "true");
  text.textContent = "IMG";
  box.append(text);
  img.replaceWith(box);
}

export function enhance(): void {
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) replace(event.target);
    },
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>("img[data-fallback-label]")) {
    // A lazy image not requested yet has no current source; a broken one has one and no size.
    if (img.complete && img.currentSrc && img.naturalWidth === 0) replace(img);
  }
}
