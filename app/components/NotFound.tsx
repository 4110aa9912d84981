import { useSite } from "~/i18n/site";

/** The not-found screen: 'Página no encontrada' / 'Page not found' with a back-to-home button. */
export function NotFound({ standalone = false }: { standalone?: boolean }) {
  const { m } = useSite();
  const content = (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-6xl font-bold tracking-tight text-copper-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{m.notFound.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{m.notFound.description}</p>
      <a
        href="/"
        className="mt-8 inline-flex items-center rounded-md bg-brand-800 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        {m.notFound.backHome}
      </a>
    </section>
  );
  return standalone ? <main id="main">{content}</main> : content;
}
