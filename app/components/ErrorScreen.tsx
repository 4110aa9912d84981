import { createContext, use } from "react";
import { useSite } from "~/i18n/site";

/** True while rendering the answer to a request the database could not serve (a 503). */
export const DatabaseUnavailableContext = createContext(false);

/**
 * The app-level error screen with a reload button; when the database
 * is unavailable it says the service is temporarily unavailable instead of "something went wrong".
 */
export function ErrorScreen() {
  const { m } = useSite();
  const unavailable = use(DatabaseUnavailableContext);
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{unavailable ? m.errorScreen.unavailableTitle : m.errorScreen.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{unavailable ? m.errorScreen.unavailableDescription : m.errorScreen.description}</p>
      {/* A link to this very address: it reloads the page, with or without JavaScript. */}
      <a href="" className="mt-8 rounded-md bg-brand-800 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700">
        {m.errorScreen.reload}
      </a>
    </main>
  );
}
