import { categoryTone } from "~/content/blog-categories";
import { ArrowRight, CalendarDays, Clock } from "~/components/icons";
import type { PostCardData } from "~/blog/types";
import { TAGS_PER_CARD } from "~/blog/params";
import { Frozen } from "~/components/static-markup";
import type { Lang } from "~/i18n/lang";
import { fmt, formatDate, type Messages } from "~/i18n/messages";
import { useSite } from "~/i18n/site";
import { CategoryIcon } from "./CategoryIcon";
import { ShareButton } from "./ShareButton";
import { SizedImg } from "~/components/SizedImg";

export function CategoryBadge({ category, className = "" }: { category: PostCardData["category"]; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold text-white shadow-sm ${categoryTone(category.color).solid} ${className}`}
    >
      <CategoryIcon name={category.icon} className="size-3.5" />
      {category.name}
    </span>
  );
}

/**
 * A post card (blog list, search results, related posts). Public documents emit its two halves as
 * stored HTML (`Frozen`, ADR 0039), each keyed by everything it shows (the card's data, the
 * language, the heading level, the image's loading), so a changed post is a new key, never a stale
 * card. An image loaded eagerly stays live: React adds a preload of it to the document's head,
 * which a stored part would lose (`Frozen`'s check refuses to store it, so it is not even tried).
 */
export function PostCard({ post, headingLevel = 2, eager = false }: { post: PostCardData; headingLevel?: 2 | 3; eager?: boolean }) {
  const { lang, m } = useSite();
  const { image, category, ...text } = post;
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {eager ? mediaPart(post, true) : <Frozen cacheKey={`post-card-media:${JSON.stringify([image, category])}`}>{() => mediaPart(post, false)}</Frozen>}
      <Frozen cacheKey={`post-card-text:${lang}:${headingLevel}:${JSON.stringify(text)}`}>{() => textPart(post, headingLevel, lang, m)}</Frozen>
    </article>
  );
}

/** The card's image (or its category's cover) and category badge, from its props alone (no hooks: a stored part renders outside the page). */
function mediaPart(post: PostCardData, eager: boolean) {
  return (
    <div className="relative aspect-[16/9] overflow-hidden bg-slate-100">
      {post.image ? (
        <SizedImg
          image={post.image}
          sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
      ) : (
        <div className={`flex size-full items-center justify-center ${categoryTone(post.category.color).cover}`}>
          <CategoryIcon name={post.category.icon} className="size-14 text-white/80" />
        </div>
      )}
      <div className="absolute left-3 top-3">
        <CategoryBadge category={post.category} />
      </div>
    </div>
  );
}

/** The card's date, reading time, title, excerpt, tags and links, from its props alone. */
function textPart(post: PostCardData, headingLevel: 2 | 3, lang: Lang, m: Messages) {
  const href = `/blog/${post.slug}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const shown = post.tags.slice(0, TAGS_PER_CARD);
  const more = post.tags.length - shown.length;
  const foreign = post.contentLang !== lang;
  return (
    <div className="flex flex-1 flex-col p-5">
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lang)}</time>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Clock className="size-4 text-slate-500" aria-hidden="true" />
          {fmt(m.blog.readingTime, { minutes: post.readingMinutes })}
        </span>
        {foreign ? (
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
            {post.contentLang === "es" ? m.blog.onlyInSpanish : m.blog.onlyInEnglish}
          </span>
        ) : null}
      </p>
      <Heading className="mt-3 text-lg font-semibold leading-snug text-brand-900" lang={foreign ? post.contentLang : undefined}>
        <a href={href} className="hover:text-copper-700 hover:underline">
          {post.title}
        </a>
      </Heading>
      <p className="mt-2 line-clamp-3 text-[0.95rem] leading-relaxed text-slate-600" lang={foreign ? post.contentLang : undefined}>
        {post.excerpt}
      </p>
      {shown.length ? (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={m.blog.tags}>
          {shown.map((tag) => (
            <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {tag}
            </li>
          ))}
          {more > 0 ? (
            <li className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              <span aria-hidden="true">{fmt(m.blog.moreTags, { count: more })}</span>
              <span className="sr-only">{more === 1 ? m.blog.moreTagsLabelOne : fmt(m.blog.moreTagsLabel, { count: more })}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <a
          href={href}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-copper-700 hover:text-copper-800 hover:underline"
          aria-label={fmt(m.blog.readMoreAbout, { title: post.title })}
        >
          {m.blog.readMore}
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
        <ShareButton path={href} title={post.title} m={m} />
      </div>
    </div>
  );
}
