import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useSite } from "~/lib/site";

/**
 * The branded loading indicator: shown only when a client navigation takes longer than ~300 ms.
 * Server-rendered pages are never delayed by it.
 */
export function NavigationProgress({ delayMs = 300 }: { delayMs?: number }) {
  const navigation = useNavigation();
  const { m } = useSite();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [busy, delayMs]);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[60]">
      {visible ? (
        <>
          <div className="h-1 overflow-hidden bg-copper-100" data-testid="navigation-progress">
            <div className="nav-progress h-full w-1/3 bg-copper-500" />
          </div>
          <span className="sr-only">{m.a11y.loading}</span>
        </>
      ) : null}
    </div>
  );
}
