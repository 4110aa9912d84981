/**
 * The posts' share buttons (post cards and the post page; markup: `ShareButton`, rendered
 * hidden because it needs a script). Revealed here; a press opens the native share sheet where the
 * browser has one, otherwise copies the post's address and shows "link copied" (or the address to
 * copy by hand) for 4 s, announced by the `role=status` beside the button.
 */
import { cloneTemplate } from "~/widgets/templates";

const STATUS_MS = 4000;

type Status = "idle" | "copied" | "failed";

const timers = new WeakMap<HTMLElement, number>();
/** The status box's looks as `ShareButton` renders them: read out only, and as a tooltip (its template). */
const looks = new WeakMap<HTMLElement, { idle: string; shown: string }>();

function show(root: HTMLElement, status: Status, url: string): void {
  const box = root.querySelector<HTMLElement>("[data-share-status]");
  if (box) {
    let look = looks.get(box);
    if (!look) looks.set(box, (look = { idle: box.className, shown: cloneTemplate(root, "share-status").firstElementChild?.className ?? box.className }));
    box.className = status === "idle" ? look.idle : look.shown;
    box.textContent =
      status === "copied" ? (root.dataset.copied ?? "") : status === "failed" ? (root.dataset.copyFailed ?? "").replace("{url}", url) : "";
  }
  // The icons follow through CSS: a check instead of the share icon while "copied" shows.
  root.dataset.shareState = status;
}

async function share(root: HTMLElement): Promise<void> {
  const url = new URL(root.dataset.sharePath ?? "/", window.location.origin).href;
  const title = root.dataset.shareTitle ?? "";
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if ((error instanceof DOMException || error instanceof Error) && error.name === "AbortError") return;
      // Share refused (e.g. not allowed here): fall back to copying.
    }
  }
  let status: Status;
  try {
    await navigator.clipboard.writeText(url);
    status = "copied";
  } catch {
    status = "failed";
  }
  show(root, status, url);
  window.clearTimeout(timers.get(root));
  timers.set(
    root,
    window.setTimeout(() => show(root, "idle", url), STATUS_MS),
  );
}

export function enhance(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-share]")) root.hidden = false;
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("[data-share] button") : null;
    const root = button?.closest<HTMLElement>("[data-share]");
    if (root) void share(root);
  });
}
