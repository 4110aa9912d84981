/**
 * RSS 2.0 feed per language: /blog/rss.xml?lang=es|en (linked from the blog pages' head). The
 * newest 30 published posts, full sanitised content in content:encoded with its addresses made
 * absolute; a post published only in the other language is marked as such. A reader takes
 * `<description>` as HTML, so the excerpt, plain text, is escaped for HTML and then for XML. Cached like a page and
 * dropped from the cache when content changes.
 */
import { sanitizePostHtmlWithBase } from "~/blog/sanitize-html";
import { escapeXml, xmlSafe } from "~/platform/text";
import { feedPosts } from "~/blog/queries.server";
import { env } from "~/config/env.server";
import { isLang } from "~/i18n/lang";
import { postPath } from "~/i18n/paths";
import { dictionaries } from "~/i18n/messages";
import { requestLang } from "~/i18n/resolve.server";
import type { Route } from "./+types/rss";

const cdata = (s: string) => `<![CDATA[${xmlSafe(s).replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

export async function loader({ context, url }: Route.LoaderArgs) {
  const requested = url.searchParams.get("lang");
  const lang = isLang(requested) ? requested : requestLang(context);
  const m = dictionaries[lang];
  const origin = env().PUBLIC_URL;
  const posts = await feedPosts(lang);
  const self = `${origin}/blog/rss.xml?lang=${lang}`;
  const items = posts
    .map((post) => {
      const link = `${origin}${postPath(post.slug, lang)}`;
      // A post not published in the feed's language comes in the other one (as on its page): its
      // title says so, and its body opens with the page's notice, in the feed's language.
      const foreign = post.contentLang !== lang;
      const title = foreign ? `${post.title} (${post.contentLang === "es" ? m.blog.onlyInSpanish : m.blog.onlyInEnglish})` : post.title;
      const body = sanitizePostHtmlWithBase(post.content, link);
      const html = foreign ? `<p lang="${lang}"><em>${escapeXml(m.blog.fallbackNotice)}</em></p>\n<div lang="${post.contentLang}">${body}</div>` : body;
      const enclosure = post.image ? `\n      <enclosure url="${escapeXml(origin + post.image.src)}" type="image/webp" length="0"/>` : "";
      return `    <item>
      <title>${escapeXml(title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="false">${escapeXml(`ardentia-post-${post.id}-${lang}`)}</guid>
      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>
      <category>${escapeXml(post.category.name)}</category>${post.tags.map((t) => `\n      <category>${escapeXml(t)}</category>`).join("")}
      <description>${escapeXml(escapeXml(post.excerpt))}</description>
      <content:encoded>${cdata(html)}</content:encoded>${enclosure}
    </item>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(m.blog.rssTitle)}</title>
    <link>${escapeXml(`${origin}/blog?lang=${lang}`)}</link>
    <description>${escapeXml(m.blog.rssDescription)}</description>
    <language>${lang === "es" ? "es-MX" : "en-US"}</language>
    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>
${posts[0] ? `    <lastBuildDate>${new Date(posts[0].publishedAt).toUTCString()}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
