/**
 * The one script public pages load (ADR 0013, 0021). Public pages are complete server-rendered
 * documents (links and forms work without it); this adds the behaviour that needs a script. Each
 * widget's behaviour sits next to its markup as `*.client.ts` (a component's `X.client.ts`, or a
 * page-wide behaviour in `app/widgets/`) and is found here by name, not listed:
 * - `*.client.ts` are part of this bundle and run on every page (each does nothing without its markup);
 * - `*.lazy.client.ts` are separate chunks, loaded only on pages that hold their widget's markup
 *   (the selector for each is in `contract.ts`).
 *
 * Never import a React component or anything that imports React here: this bundle must stay a
 * few kilobytes.
 */
import { LAZY_WIDGETS, lazyWidgetName } from "./contract";
import { replayEarlyInput } from "./early-input";

type Enhance = () => void;

// Only each module's `enhance` is imported (no module namespace objects in the bundle).
const eager = import.meta.glob<Enhance>(["/app/**/*.client.ts", "!/app/**/*.lazy.client.ts"], { eager: true, import: "enhance" });
const lazy = import.meta.glob<Enhance>("/app/**/*.lazy.client.ts", { import: "enhance" });

async function start(): Promise<void> {
  for (const enhance of Object.values(eager)) {
    try {
      enhance();
    } catch (error) {
      // One broken widget must not take the others down; the page works without it.
      console.error(error);
    }
  }
  await Promise.all(
    Object.entries(lazy)
      .filter(([file]) => {
        const selector = LAZY_WIDGETS[lazyWidgetName(file)];
        return selector !== undefined && document.querySelector(selector) !== null;
      })
      .map(([, load]) =>
        load()
          .then((enhance) => enhance())
          .catch((error: unknown) => console.error(error)),
      ),
  );
  // Marks the page as interactive (tests wait for it), then replays taps held until now.
  document.documentElement.dataset.hydrated = "true";
  setTimeout(replayEarlyInput, 0);
}

void start();
