/**
 * Keeps the keyboard's place in the admin when the page takes the focus away. A focused button
 * that gets disabled while its form is sent, or a focused element that leaves the page (a deleted
 * row, a closed dialog, the screen left after a save), drops the focus to `<body>`: the next Tab
 * starts over from the top, and a screen reader announces nothing. Watching the page's changes:
 *
 * - the element that had the focus is enabled again → it gets the focus back;
 * - it left the page (or is no longer shown) → the page's heading (`main h1`) gets it.
 *
 * Only focus lost to a change of the page is given back: a click (even on nothing) puts the focus
 * where the user chose, and then nothing is restored.
 */
export function keepFocus(doc: Document = document): () => void {
  let last: HTMLElement | null = null;
  const lost = () => !doc.activeElement || doc.activeElement === doc.body;

  const onFocusIn = (event: FocusEvent) => {
    last = event.target instanceof HTMLElement ? event.target : null;
  };
  const onPointerDown = () => {
    last = null;
  };
  const observer = new MutationObserver(() => {
    if (!last || !lost()) return;
    if (last.isConnected && (typeof last.checkVisibility !== "function" || last.checkVisibility())) {
      // Still busy: wait for it to be enabled.
      if (last.matches(":disabled")) return;
      last.focus({ preventScroll: true });
      return;
    }
    const heading = doc.querySelector<HTMLElement>("main h1");
    last = null;
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  });
  doc.addEventListener("focusin", onFocusIn);
  doc.addEventListener("pointerdown", onPointerDown, true);
  observer.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["disabled", "open", "hidden"] });
  return () => {
    observer.disconnect();
    doc.removeEventListener("focusin", onFocusIn);
    doc.removeEventListener("pointerdown", onPointerDown, true);
  };
}
