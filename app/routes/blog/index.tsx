import { categoryTone } from "~/content/blog-categories";
import { AlertTriangle, FileText, LayoutGrid, RotateCw, Search, SearchX, X } from "~/components/icons";
import { data, useLocation } from "react-router";
import { blogSearchString, parseBlogQuery, withCategory, withPage, type BlogQuery } from "~/blog/params";
import { listCategories, listPublishedPosts } from "~/blog/queries.server";
import { searchPosts } from "~/blog/search.server";
import type { CategoryView, PostCardData } from "~/blog/types";
import { CategoryIcon } from "~/components/blog/CategoryIcon";
import { Pagination } from "~/components/blog/Pagination";
import { PostCard } from "~/components/blog/PostCard";
import { NewsletterSignup } from "~/components/newsletter/NewsletterSignup";
import { PageHeader } from "~/components/PageHeader";
import { requestLang } from "~/i18n/resolve.server";
import { dictionaries, fmt } from "~/i18n/messages";
import { company } from "~/config/company";
import { pageUrls, rootFromMatches, seoMeta } from "~/platform/seo";
import { PAGES } from "~/i18n/paths";
import { useSite } from "~/i18n/site";
import type { Route } from "./+types/index";
import { logError } from "~/platform/log";

type Listing = {
  state: "ok";
  query: BlogQuery;
  categories: Array<CategoryView>;
  posts: Array<PostCardData>;
  total: number;
  page: number;
  totalPages: number;
  pageSize: number;
};
type LoadError = { state: "error"; query: BlogQuery; categories: Array<CategoryView> };

/**
 * /blog?page=&category=&search= (the blog list). A search ignores the category (searching
 * resets the other filters); an unknown category or malformed page falls back to the default.
 * When the database cannot be read the page still renders, with status 503, the load-error state
 * and its 'Reintentar' button, and is never cached.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const lang = requestLang(context);
  let query = parseBlogQuery(url.searchParams);
  let categories: Array<CategoryView> = [];
  try {
    categories = await listCategories(lang);
    query = parseBlogQuery(url.searchParams, categories.map((c) => c.slug));
    const term = query.search;
    if (term) {
      query = { ...query, category: null };
      const result = await searchPosts({ term, lang, page: query.page });
      // Search terms are unbounded: their pages are rendered per request and never stored in the
      // page cache (nor in shared caches), so a stream of new terms cannot grow memory or evict pages.
      return data({ state: "ok", query: { ...query, page: result.page }, categories, ...pick(result) } satisfies Listing, {
        headers: { "Cache-Control": "private, no-cache" },
      });
    }
    const result = await listPublishedPosts({ lang, category: query.category, page: query.page });
    // A category and a page after the first are pages of their own: their canonical URL keeps them.
    const canonicalQuery = blogSearchString({ category: query.category, page: result.page }).slice(1);
    return { state: "ok", query: { ...query, page: result.page }, categories, ...pick(result), canonicalQuery } satisfies Listing & { canonicalQuery: string };
  } catch (error) {
    logError("blog list failed to load", error);
    return data({ state: "error", query, categories } satisfies LoadError, {
      status: 503,
      headers: { "Cache-Control": "private, no-store", "Retry-After": "5" },
    });
  }
}

function pick(r: { posts: Array<PostCardData>; total: number; page: number; totalPages: number; pageSize: number }) {
  return { posts: r.posts, total: r.total, page: r.page, totalPages: r.totalPages, pageSize: r.pageSize };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const { lang, m, origin } = rootFromMatches(matches);
  const canonicalQuery = loaderData && "canonicalQuery" in loaderData ? loaderData.canonicalQuery : undefined;
  const query = loaderData?.query;
  let title = m.pages.blog.title;
  const category = query?.category ? loaderData?.categories.find((c) => c.slug === query.category) : undefined;
  if (category) title = `${category.name} · ${title}`;
  if (query?.search) title = `${fmt(m.blog.searchChip, { term: query.search })} · ${title}`;
  if (query && query.page > 1) title = `${title} · ${fmt(m.blog.pageN, { page: query.page })}`;
  const other = lang === "es" ? "en" : "es";
  return [
    // With the tags a shared link shows (Open Graph, Twitter), like every other public page.
    ...seoMeta({
      title: `${title} | ${company.name}`,
      description: m.pages.blog.intro,
      url: pageUrls(location.pathname, lang, origin, undefined, canonicalQuery).canonical,
      image: `${origin}/images/og/blog.jpg`,
      imageAlt: `${company.name} — ${company.tagline[lang]}`,
      lang,
      siteName: company.name,
    }),
    ...(query?.search || loaderData?.state === "error" ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: m.blog.rssTitle, href: `/blog/rss.xml?lang=${lang}` },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: dictionaries[other].blog.rssTitle,
      href: `/blog/rss.xml?lang=${other}`,
    },
  ];
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { lang, m } = useSite();
  const { query, categories } = loaderData;
  const activeCategory = query.category ? categories.find((c) => c.slug === query.category) : undefined;
  const filtered = Boolean(query.search || activeCategory);
  const blog = PAGES.blog[lang];

  return (
    <>
      <PageHeader title={m.pages.blog.title} intro={m.pages.blog.intro} crumbs={[{ label: m.pages.blog.title }]} />

      <section aria-label={m.blog.searchLabel} className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          <form method="get" action={blog} role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor="blog-search" className="mb-1.5 block text-sm font-semibold text-brand-900">
                {m.blog.searchLabel}
              </label>
              <div className="relative">
                <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
                <input
                  key={query.search ?? ""}
                  id="blog-search"
                  type="search"
                  name="search"
                  defaultValue={query.search ?? ""}
                  placeholder={m.blog.searchPlaceholder}
                  maxLength={100}
                  autoComplete="off"
                  className="h-12 w-full rounded-md border border-slate-300 bg-white pl-11 pr-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
                />
              </div>
            </div>
            <button
              type="submit"
              className="inline-flex h-12 items-center justify-center gap-2 rounded-md bg-brand-800 px-6 font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              <Search className="size-4" aria-hidden="true" />
              {m.blog.searchButton}
            </button>
          </form>

          <nav aria-label={m.blog.categoriesLabel} className="mt-5">
            <ul className="flex flex-wrap gap-2">
              <li>
                <CategoryLink to={blog} active={!activeCategory && !query.search} color="#18304c" icon="LayoutGrid" label={m.blog.allCategories} />
              </li>
              {categories.map((c) => (
                <li key={c.slug}>
                  <CategoryLink to={`${blog}${withCategory(c.slug)}`} active={activeCategory?.slug === c.slug} color={c.color} icon={c.icon} label={c.name} />
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      {/* While the next listing loads (a filter, a search, another page) the current one is marked
          busy and dimmed (`app/widgets/busy-navigation.lazy.client.ts`; the dimming is CSS on aria-busy). */}
      <section className="group/results mx-auto max-w-7xl px-4 py-10 sm:px-6" data-busy-on-navigate={blog}>
        {filtered ? (
          <div className="mb-5 flex flex-wrap items-center gap-2">
            <h2 className="sr-only">{m.blog.activeFilters}</h2>
            <ul className="flex flex-wrap items-center gap-2" aria-label={m.blog.activeFilters}>
              {query.search ? <Chip label={fmt(m.blog.searchChip, { term: query.search })} removeTo={blog} /> : null}
              {activeCategory ? <Chip label={fmt(m.blog.categoryChip, { name: activeCategory.name })} removeTo={blog} /> : null}
            </ul>
            <a href={blog} className="ml-1 text-sm font-semibold text-copper-700 underline-offset-2 hover:underline">
              {m.blog.clearFilters}
            </a>
          </div>
        ) : null}

        {loaderData.state === "error" ? (
          <LoadErrorState />
        ) : (
          <Results data={loaderData} />
        )}
      </section>

      <NewsletterSignup />
    </>
  );
}

function CategoryLink({ to, active, color, icon, label }: { to: string; active: boolean; color: string; icon: string; label: string }) {
  const tone = categoryTone(color);
  return (
    <a
      href={to}
      aria-current={active ? "page" : undefined}
      className={
        active
          ? `inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold text-white shadow-sm ${tone.solid} ${tone.border}`
          : "inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:border-slate-400 hover:bg-slate-50"
      }
    >
      <span className={active ? "inline-flex" : `inline-flex ${tone.text}`}>
        {icon === "LayoutGrid" ? <LayoutGrid className="size-4" aria-hidden="true" /> : <CategoryIcon name={icon} className="size-4" />}
      </span>
      {label}
    </a>
  );
}

function Chip({ label, removeTo }: { label: string; removeTo: string }) {
  const { m } = useSite();
  return (
    <li className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-900">
      {label}
      <a
        href={removeTo}
        aria-label={fmt(m.blog.removeFilter, { label })}
        className="inline-flex size-7 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 hover:text-brand-900"
      >
        <X className="size-4" aria-hidden="true" />
      </a>
    </li>
  );
}

function Results({ data: listing }: { data: Listing }) {
  const { lang, m } = useSite();
  const { query, posts, total, page, totalPages, pageSize } = listing;
  const blog = PAGES.blog[lang];
  if (total === 0) {
    return query.search ? (
      <EmptyState icon={<SearchX className="size-10" aria-hidden="true" />} title={m.blog.noResultsTitle} text={fmt(m.blog.noResultsText, { term: query.search })}>
        <a href={blog} className="mt-6 inline-flex rounded-md bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {m.blog.clearFilters}
        </a>
      </EmptyState>
    ) : (
      <EmptyState icon={<FileText className="size-10" aria-hidden="true" />} title={m.blog.noArticlesTitle} text={m.blog.noArticlesText}>
        {query.category ? (
          <a href={blog} className="mt-6 inline-flex rounded-md bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            {m.blog.clearFilters}
          </a>
        ) : null}
      </EmptyState>
    );
  }
  const from = (page - 1) * pageSize + 1;
  const to = from + posts.length - 1;
  const count = query.search
    ? fmt(total === 1 ? m.blog.resultCountSearchOne : m.blog.resultCountSearch, { count: total, term: query.search })
    : fmt(total === 1 ? m.blog.resultCountOne : m.blog.resultCount, { count: total });
  return (
    <>
      <p className="mb-6 text-sm text-slate-600" role="status">
        <span className="font-semibold text-brand-900">{count}</span>
        {totalPages > 1 ? <span> · {fmt(m.blog.showingRange, { from, to, total })}</span> : null}
        <span className="sr-only" hidden data-busy-note="">{` · ${m.blog.loadingPosts}`}</span>
      </p>
      <div className="grid grid-cols-1 gap-6 group-aria-busy/results:opacity-60 group-aria-busy/results:transition-opacity sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, i) => (
          <PostCard key={post.id} post={post} eager={i < 3} />
        ))}
      </div>
      <Pagination page={page} totalPages={totalPages} hrefFor={(p) => `${blog}${withPage(query, p)}`} />
    </>
  );
}

function EmptyState({ icon, title, text, children }: { icon: React.ReactNode; title: string; text: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-white text-slate-500 shadow-sm">{icon}</span>
      <h2 className="mt-5 text-xl font-semibold text-brand-900">{title}</h2>
      <p className="mt-2 text-slate-600">{text}</p>
      {children}
    </div>
  );
}

function LoadErrorState() {
  const { m } = useSite();
  const location = useLocation();
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-14 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-white text-red-700 shadow-sm">
        <AlertTriangle className="size-9" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-red-900">{m.blog.loadErrorTitle}</h2>
      <p className="mt-2 text-red-900">{m.blog.loadErrorText}</p>
      {/* A real reload of the same address: works without JavaScript and re-runs every query. */}
      <a
        href={`${location.pathname}${location.search}`}
        className="mt-6 inline-flex items-center gap-2 rounded-md bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        <RotateCw className="size-4" aria-hidden="true" />
        {m.blog.retry}
      </a>
    </div>
  );
}
