import { createContext, use } from "react";
import { useSite } from "~/i18n/site";

/** True while rendering the answer to a request the database could not serve (a 503). */
export const DatabaseUnavailableContext = createContext(false);

/**
 * The app-level error screen with a reload button; when the database
 * is unavailable it says the service is temporarily unavailable instead of "something went wrong".
 * `method`: the address was asked for with a method the page does not take (405): it offers the
 * page itself instead of a reload.
 */
export function ErrorScreen({ kind }: { kind?: "method" }) {
  const { m } = useSite();
  const unavailable = use(DatabaseUnavailableContext);
  const [title, description] =
    kind === "method"
      ? [m.errorScreen.methodTitle, m.errorScreen.methodDescription]
      : unavailable
        ? [m.errorScreen.unavailableTitle, m.errorScreen.unavailableDescription]
        : [m.errorScreen.title, m.errorScreen.description];
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{description}</p>
      {/* A link to this very address: it reloads the page (a GET), with or without JavaScript. */}
      <a href="" className="mt-8 rounded-md bg-brand-800 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700">
        {kind === "method" ? m.errorScreen.openPage : m.errorScreen.reload}
      </a>
    </main>
  );
}
