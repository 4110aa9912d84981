import { createContext, use } from "react";
import { isRouteErrorResponse } from "react-router";
import { useSite } from "~/i18n/site";

/** True while rendering the answer to a request the database could not serve (a 503). */
export const DatabaseUnavailableContext = createContext(false);

/**
 * The app-level error screen with a reload button; when the database
 * is unavailable it says the service is temporarily unavailable instead of "something went wrong".
 * `method`: the address was asked for with a method the page does not take (405): it offers the
 * page itself instead of a reload.
 * `request`: the request was refused with a 4xx that says why (`message`, already translated): it
 * offers the page again (a GET of the same address).
 */
export function ErrorScreen({ kind, message }: { kind?: "method" | "request"; message?: string }) {
  const { m } = useSite();
  const unavailable = use(DatabaseUnavailableContext);
  const [title, description] =
    kind === "method"
      ? [m.errorScreen.methodTitle, m.errorScreen.methodDescription]
      : kind === "request"
        ? [m.errorScreen.requestTitle, message]
        : unavailable
        ? [m.errorScreen.unavailableTitle, m.errorScreen.unavailableDescription]
        : [m.errorScreen.title, m.errorScreen.description];
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{description}</p>
      {/* A link to this very address: it reloads the page (a GET), with or without JavaScript. */}
      <a href="" className="mt-8 rounded-md bg-brand-800 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700">
        {kind === "method" ? m.errorScreen.openPage : kind === "request" ? m.errorScreen.backToPage : m.errorScreen.reload}
      </a>
    </main>
  );
}

/**
 * Why a request was refused, when a route's error is a 4xx whose JSON body says so
 * (`{ error: "…" }`, as every refusal of ours carries, already translated: a body too large, not a
 * form, invalid characters, a foreign Origin); undefined for anything else.
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500) return undefined;
  const data: unknown = error.data;
  const text = data && typeof data === "object" && "error" in data ? (data as { error: unknown }).error : undefined;
  return typeof text === "string" && text.trim() ? text : undefined;
}
