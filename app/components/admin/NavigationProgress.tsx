import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/**
 * The branded loading indicator of the admin's client navigations: shown only when one takes
 * longer than ~300 ms. (Public pages navigate by document loads: the browser shows its own.)
 */
export function NavigationProgress({ label, delayMs = 300 }: { label: string; delayMs?: number }) {
  const navigation = useNavigation();
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
          <span className="sr-only">{label}</span>
        </>
      ) : null}
    </div>
  );
}
