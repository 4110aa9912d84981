/**
 * A blog post as its public page shows it: the header, the image, the body (or the other language
 * with a notice, or "content not available"), tags, sharing, related posts. Used by the post page
 * and by preview links (which add their banner above it).
 */
import type { ReactNode } from "react";
import { categoryTone } from "~/content/blog-categories";
import { ArrowLeft, CalendarDays, Clock, FileX2, Info, Tag } from "~/components/icons";
import type { PostCardData, PostPageData } from "~/blog/types";
import { CategoryIcon } from "~/components/blog/CategoryIcon";
import "~/components/blog/post-body.css";
import { CategoryBadge, PostCard } from "~/components/blog/PostCard";
import { ShareButton } from "~/components/blog/ShareButton";
import { Breadcrumb } from "~/components/PageHeader";
import { fmt, formatDate } from "~/i18n/messages";
import { PAGES } from "~/i18n/paths";
import { useSite } from "~/i18n/site";
import { SizedImg } from "~/components/SizedImg";

export function PostArticle({ post, related, banner }: { post: PostPageData; related: Array<PostCardData>; banner?: ReactNode }) {
  const { lang, m } = useSite();
  const blog = PAGES.blog[lang];
  const foreign = post.contentLang !== lang;
  return (
    <>
      {banner}
      <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-4xl px-4 pb-28 pt-10 sm:px-6 sm:pt-14">
          <Breadcrumb items={[{ label: m.pages.blog.title, to: blog }, { label: shorten(post.title, 56) }]} />
          {/* Before the title, which is in the other language: read first, on a phone's first screen too. */}
          {post.fallback ? (
            <p role="note" lang={lang} className="mt-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:text-base">
              <Info className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
              {m.blog.fallbackNotice}
            </p>
          ) : null}
          <div className="mt-6">
            <CategoryBadge category={post.category} />
          </div>
          <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight sm:text-4xl lg:text-[2.6rem]" lang={foreign ? post.contentLang : undefined}>
            {post.title}
          </h1>
          <dl className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-brand-100">
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">{m.blog.publishedOn}</dt>
              <CalendarDays className="size-4 text-copper-300" aria-hidden="true" />
              <dd>
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lang)}</time>
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">{m.blog.readingTimeLabel}</dt>
              <Clock className="size-4 text-copper-300" aria-hidden="true" />
              <dd>{fmt(m.blog.readingTime, { minutes: post.readingMinutes })}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">{m.blog.category}</dt>
              <CategoryIcon name={post.category.icon} className="size-4 text-copper-300" />
              <dd>
                <a href={`${blog}?category=${post.category.slug}`} className="underline-offset-2 hover:text-white hover:underline">
                  {post.category.name}
                </a>
              </dd>
            </div>
          </dl>
          {post.excerpt ? (
            <p className="mt-6 max-w-3xl text-lg leading-8 text-brand-100" lang={foreign ? post.contentLang : undefined}>
              {post.excerpt}
            </p>
          ) : null}
        </div>
      </section>

      <div className="mx-auto -mt-20 max-w-4xl px-4 sm:px-6">
        {post.image ? (
          <SizedImg
            image={post.image}
            sizes="(min-width: 896px) 848px, 100vw"
            fetchPriority="high"
            className="aspect-[16/9] w-full rounded-xl bg-slate-200 object-cover shadow-xl ring-1 ring-black/5"
          />
        ) : (
          <div className={`flex aspect-[16/9] w-full items-center justify-center rounded-xl shadow-xl ${categoryTone(post.category.color).cover}`}>
            <CategoryIcon name={post.category.icon} className="size-20 text-white/80" />
          </div>
        )}
      </div>

      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6" lang={foreign ? post.contentLang : undefined}>
        {post.html !== null ? (
          <div className="post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
        ) : (
          <div lang={lang} className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
            <FileX2 className="size-10 text-slate-500" aria-hidden="true" />
            <h2 className="mt-4 text-xl font-semibold text-brand-900">{m.blog.contentUnavailableTitle}</h2>
            <p className="mt-2 text-slate-600">{m.blog.contentUnavailableText}</p>
          </div>
        )}

        <footer lang={lang} className="mt-12 flex flex-col gap-6 border-t border-slate-200 pt-8 sm:flex-row sm:items-start sm:justify-between">
          {post.tags.length ? (
            <div>
              <h2 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
                <Tag className="size-4" aria-hidden="true" />
                {m.blog.tags}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag} className="rounded-md bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-700">
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <span />
          )}
          <ShareButton path={`/blog/${post.slug}`} title={post.title} m={m} variant="full" />
        </footer>
      </article>

      {related.length ? (
        <section aria-labelledby="related-title" className="border-t border-slate-200 bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
            <h2 id="related-title" className="text-2xl font-bold tracking-tight text-brand-900">
              {m.blog.relatedTitle}
            </h2>
            <div className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((p) => (
                <PostCard key={p.id} post={p} headingLevel={3} />
              ))}
            </div>
          </div>
        </section>
      ) : null}

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <a href={blog} className="inline-flex items-center gap-2 font-semibold text-copper-700 hover:text-copper-800 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {m.blog.backToBlog}
        </a>
      </div>
    </>
  );
}

function shorten(text: string, max: number) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 12)).trimEnd()}…`;
}
