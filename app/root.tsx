import { createContext, use, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { ErrorScreen, refusalMessage } from "./components/ErrorScreen";
import { NotFound } from "./components/NotFound";
import { env } from "./config/env.server";
import { dictionaries } from "./i18n/messages";
import { EARLY_CLICK_SCRIPT, replayEarlyInput } from "./widgets/early-input";
import { ENHANCE_SCRIPT } from "./widgets/script.server";
import { resolvedLang, resolveLangMiddleware } from "./i18n/resolve.server";
import { methodGuardMiddleware } from "~/platform/methods.server";
import { pageUrls } from "~/platform/seo";
import { hydratedMessages, messagesOf, useCanonicalQuery, usePagePaths, useRootData, useSite, type RootData } from "./i18n/site";

export const links: Route.LinksFunction = () => [
  // `precedence` makes React emit the stylesheet before the module preloads (it is render-blocking).
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  // The Latin subset of Inter, used by every page (app.css: font-display optional).
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export const middleware: Array<Route.MiddlewareFunction> = [resolveLangMiddleware, methodGuardMiddleware];

export function loader({ context, url }: Route.LoaderArgs): RootData {
  const { lang: visitorLang, source } = resolvedLang(context);
  const react = isReactDocument(url.pathname);
  // The admin is in Spanish only (its <html lang="es">): so are its error and not-found screens.
  const lang = react ? "es" : visitorLang;
  return {
    lang,
    langSaved: source === "query" || source === "cookie",
    messages: react ? hydratedMessages(dictionaries[lang]) : undefined,
    origin: env().PUBLIC_URL,
    enhanceScript: react ? undefined : ENHANCE_SCRIPT,
  };
}

// The language only changes through `?lang=` links, which load a new document; other
// navigations keep the root data (and so the same language) unless an action ran.
export function shouldRevalidate({ formMethod, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return nextUrl.searchParams.has("lang");
}

/**
 * The admin is a React application (hydrated, client navigations). Public pages are server-rendered
 * documents that never load React in the browser: one small script enhances them (ADR 0013).
 */
export function isReactDocument(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/**
 * The CSP nonce of the admin's render, for React Router's inline scripts (set by the server entry;
 * browsers hide nonces from scripts, and React does not compare them when hydrating).
 */
export const ScriptNonceContext = createContext<string | undefined>(undefined);

/**
 * The status of the response being rendered (set by the server entry). An error page (a 404, a 503)
 * is no page of the site: it names no canonical address and no versions in other languages.
 */
export const ResponseStatusContext = createContext(200);

export function Layout({ children }: { children: React.ReactNode }) {
  // Marks the document as interactive (tests wait for it; CSS could use it too) and replays what was
  // done before. In the layout, so that a document whose first screen is the root's error boundary
  // (an admin 404) is marked too. Effects run only in the browser, where only the admin renders.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // Outside React's commit, so the replayed events are handled like a visitor's own.
    setTimeout(replayEarlyInput, 0);
  }, []);
  const data = useRootData();
  const nonce = use(ScriptNonceContext);
  const { lang } = useSite();
  const location = useLocation();
  const admin = isReactDocument(location.pathname);
  const paths = usePagePaths();
  const canonicalQuery = useCanonicalQuery();
  const status = use(ResponseStatusContext);
  const urls = data && status < 400 ? pageUrls(location.pathname, lang, data.origin, paths, canonicalQuery) : undefined;
  const enhance = data?.enhanceScript;
  return (
    // `data-lang-saved`: the enhancement script mirrors the choice into localStorage and the cookie.
    <html lang={admin ? "es" : lang} data-lang-saved={!admin && data?.langSaved ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2236" />
        {/* Holds taps made before the page's script runs (app/widgets/early-input.ts). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_CLICK_SCRIPT }} />
        <Meta />
        {urls && !admin ? (
          <>
            <link rel="canonical" href={urls.canonical} />
            {urls.alternates.map((alt) => (
              <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />
            ))}
          </>
        ) : null}
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans">
        {children}
        {admin ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : enhance ? (
          <>
            {/* Subresource Integrity: the browser runs only the bytes this build wrote. */}
            <script type="module" src={enhance.src} integrity={enhance.integrity[enhance.src]} />
            {/* Its few shared chunks are fetched with it rather than after it. */}
            {enhance.imports.map((href) => (
              <link key={href} rel="modulepreload" href={href} integrity={enhance.integrity[href]} />
            ))}
          </>
        ) : null}
      </body>
    </html>
  );
}

/** The admin's React application (public pages are never hydrated: see `isReactDocument`). */
export default function App() {
  return <Outlet />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const m = messagesOf(loaderData);
  return [{ title: m.meta.siteName }, { name: "description", content: m.meta.defaultDescription }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound standalone />;
  if (isRouteErrorResponse(error) && error.status === 405) return <ErrorScreen kind="method" />;
  // A request refused with a 4xx that says why (a body too large, not a form, invalid characters,
  // a foreign Origin: app/platform/http.server.ts): that translated message, not "something went wrong".
  const reason = refusalMessage(error);
  if (reason) return <ErrorScreen kind="request" message={reason} />;
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return <ErrorScreen />;
}
