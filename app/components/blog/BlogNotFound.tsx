import { ArrowLeft } from "~/components/icons";
import { PAGES } from "~/i18n/paths";
import { useSite } from "~/i18n/site";

/** The blog's 404 screen (an unknown post, an invalid preview link): what happened, and the ways back. */
export function BlogNotFound({ title, text }: { title: string; text: string }) {
  const { lang, m } = useSite();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-6xl font-bold tracking-tight text-copper-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={PAGES.blog[lang]} className="inline-flex items-center gap-2 rounded-md bg-brand-800 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {m.blog.backToBlog}
        </a>
        <a href="/" className="inline-flex items-center rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-slate-50">
          {m.notFound.backHome}
        </a>
      </div>
    </section>
  );
}
