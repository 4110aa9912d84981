import { useLocation } from "react-router";
import { LANGS, type Lang } from "~/i18n/lang";
import { translatePath } from "~/i18n/paths";
import { usePagePaths, useSite } from "~/i18n/site";

/**
 * ES / EN buttons. Each is a plain link to the same page in that language with `?lang=`, which the
 * server saves in the cookie; a full document load guarantees every text switches at once.
 */
export function LanguageSwitch({ variant }: { variant: "compact" | "full" }) {
  const { lang, m } = useSite();
  const location = useLocation();
  const paths = usePagePaths();
  return (
    <div role="group" aria-label={m.language.label} className="flex items-center gap-1">
      {LANGS.map((l: Lang) => {
        const params = new URLSearchParams(location.search);
        params.set("lang", l);
        const href = `${paths?.[l] ?? translatePath(location.pathname, l)}?${params.toString()}${location.hash}`;
        const active = l === lang;
        return (
          <a
            key={l}
            href={href}
            hrefLang={l}
            lang={l}
            aria-current={active ? "true" : undefined}
            className={
              variant === "compact"
                ? `rounded px-2 py-1 text-xs font-semibold tracking-wide ${active ? "bg-white text-brand-900" : "text-brand-100 hover:bg-brand-800 hover:text-white"}`
                : `flex-1 rounded-md border px-3 py-2 text-center text-sm font-semibold ${active ? "border-brand-800 bg-brand-800 text-white" : "border-slate-300 text-slate-700 hover:bg-slate-100"}`
            }
          >
            {variant === "compact" ? (
              <>
                {l.toUpperCase()}
                <span className="sr-only"> ({m.language[l]})</span>
              </>
            ) : (
              m.language[l]
            )}
          </a>
        );
      })}
    </div>
  );
}
