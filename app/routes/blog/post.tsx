import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { getPublishedPost, redirectedSlug, relatedPosts } from "~/blog/queries.server";
import { lookupSlug } from "~/blog/slug";
import { PostArticle } from "~/components/blog/PostArticle";
import { ErrorScreen } from "~/components/ErrorScreen";
import { BlogNotFound } from "~/components/blog/BlogNotFound";
import { requestLang } from "~/i18n/resolve.server";
import { rootFromMatches, titleAndDescription } from "~/platform/seo";
import { useSite, type PagePaths } from "~/i18n/site";
import { isLang } from "~/i18n/lang";
import type { Route } from "./+types/post";

/**
 * /blog/{slug} (a blog post). Each language version has its own slug: a slug of the other
 * language's version redirects to the page language's one. An old slug of a published post
 * answers 301 to its current one. Unknown, draft and archived slugs answer 404; a post without a
 * published version in the page language shows the other language with a notice (its hreflang
 * links list only the published versions); without any content, a 'content not available' message.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const slug = lookupSlug(params.slug);
  if (!slug) throw data(null, { status: 404 });
  if (slug !== params.slug) throw redirect(`/blog/${slug}${url.search}`, 301);
  const lang = requestLang(context);
  const post = await getPublishedPost(slug, lang);
  if (!post) {
    const moved = await redirectedSlug(slug);
    if (moved) throw redirect(`/blog/${moved}${url.search}`, 301);
    throw data(null, { status: 404 });
  }
  if (post.slug !== slug) {
    // The version in the page language lives at its own slug. Named by ?lang=, the answer is the
    // same for everyone (301); chosen by the reader's cookie or browser, it is not (302). The slug
    // of a version not published yet (a scheduled translation) leads to the published text for now
    // only (302): a permanent redirect would outlive its publication in browsers' caches.
    const askedPublished = post.languages.some((language) => post.slugs[language] === slug);
    throw redirect(`/blog/${post.slug}${url.search}`, askedPublished && isLang(url.searchParams.get("lang")) ? 301 : 302);
  }
  const related = post.html ? await relatedPosts({ id: post.id, categoryId: post.category.id }, lang) : [];
  const pagePaths: PagePaths = { es: `/blog/${post.slugs.es}`, en: `/blog/${post.slugs.en}`, ...(post.languages.length ? { languages: post.languages } : {}) };
  return { post, related, pagePaths };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { lang, m, origin } = rootFromMatches(matches);
  if (!loaderData) return [...titleAndDescription(m.notFound.title, m.blog.notFoundText), { name: "robots", content: "noindex" }];
  const { post } = loaderData;
  // The URL of the text shown (the canonical one): a post asked for in a language it lacks shows the other's.
  const url = `${origin}/blog/${post.slug}?lang=${post.contentLang}`;
  // The editor's search and social fields where set, else the title, excerpt and featured image.
  const title = post.seo.title ?? post.title;
  const description = post.seo.description ?? post.excerpt;
  const shared = post.seo.image ?? post.image;
  const image = shared ? `${origin}${shared.src}` : undefined;
  return [
    ...titleAndDescription(title, description),
    ...(post.html ? [] : [{ name: "robots", content: "noindex" }]),
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: m.meta.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: post.contentLang === "es" ? "es_MX" : "en_US" },
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:width", content: String(shared!.width) },
          { property: "og:image:height", content: String(shared!.height) },
          { property: "og:image:alt", content: post.title },
          { name: "twitter:card", content: "summary_large_image" },
        ]
      : [{ name: "twitter:card", content: "summary" }]),
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:modified_time", content: post.updatedAt },
    { property: "article:section", content: post.category.name },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: m.blog.rssTitle, href: `/blog/rss.xml?lang=${lang}` },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description,
        inLanguage: post.contentLang === "es" ? "es-MX" : "en-US",
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
        ...(image ? { image: [image] } : {}),
        articleSection: post.category.name,
        keywords: post.tags.join(", "),
        author: { "@type": "Organization", name: m.meta.siteName, url: origin || undefined },
        publisher: { "@type": "Organization", name: m.meta.siteName, logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` } },
      },
    },
  ];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} related={loaderData.related} />;
}

/** 404 for unknown, draft and archived posts (with a way back to the blog); other errors: the error screen. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { m } = useSite();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorScreen />;
  return <BlogNotFound title={m.notFound.title} text={m.blog.notFoundText} />;
}
