import { Eye } from "~/components/icons";
import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { resolvePreview } from "~/blog/previews.server";
import { TEAM_TIME_ZONE } from "~/platform/team-time";
import { getPostPreview, relatedPosts } from "~/blog/queries.server";
import { PostArticle } from "~/components/blog/PostArticle";
import { ErrorScreen } from "~/components/ErrorScreen";
import { BlogNotFound } from "~/components/blog/BlogNotFound";
import { requestLang } from "~/i18n/resolve.server";
import { fmt, formatDate } from "~/i18n/messages";
import { useSite } from "~/i18n/site";
import { rootFromMatches, titleAndDescription } from "~/platform/seo";
import type { Route } from "./+types/preview";

/**
 * /vista-previa/{token}: an unpublished post through a shareable preview link, exactly as its
 * public page will show it, under a "not published" banner. No sign-in; never indexed, stored or
 * cached; the token is not sent on as a referrer. A malformed, unknown, expired or revoked link
 * gets a 404 page saying so; a post published since then redirects to its public page.
 */
const PREVIEW_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const found = await resolvePreview(params.token);
  if (!found) throw data(null, { status: 404, headers: PREVIEW_HEADERS });
  if (found.published) throw redirect(`/blog/${found.slug}${url.search}`, { status: 302, headers: PREVIEW_HEADERS });
  const lang = requestLang(context);
  const post = await getPostPreview(found.postId, lang);
  if (!post) throw data(null, { status: 404, headers: PREVIEW_HEADERS });
  const related = post.html ? await relatedPosts({ id: post.id, categoryId: post.category.id }, lang) : [];
  return data({ post, related, expiresAt: found.expiresAt, scheduledAt: found.scheduledAt }, { headers: PREVIEW_HEADERS });
}

export function headers() {
  return PREVIEW_HEADERS;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { m } = rootFromMatches(matches);
  const robots = { name: "robots", content: "noindex, nofollow" };
  if (!loaderData) return [...titleAndDescription(m.preview.invalidTitle, m.preview.invalidText), robots];
  return [...titleAndDescription(`${m.preview.banner} · ${loaderData.post.title}`, loaderData.post.excerpt), robots];
}

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { lang, m } = useSite();
  const { post, related, expiresAt, scheduledAt } = loaderData;
  // In Monterrey time, named (the readers are in Mexico; the admin schedules in that time).
  const when = (iso: string) => formatDate(iso, lang, { hour: "2-digit", minute: "2-digit", timeZone: TEAM_TIME_ZONE, timeZoneName: "short" });
  const banner = (
    <div role="note" aria-label={m.preview.banner} className="border-b border-amber-300 bg-amber-100 text-amber-950" data-testid="preview-banner">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 sm:items-center sm:px-6">
        <Eye className="mt-0.5 size-5 shrink-0 text-amber-800 sm:mt-0" aria-hidden="true" />
        <p className="text-sm">
          <strong className="font-semibold">{m.preview.banner}</strong>
          <span className="mx-2 hidden text-amber-700 sm:inline" aria-hidden="true">·</span>
          <span className="block sm:inline">
            {scheduledAt ? `${fmt(m.preview.scheduled, { date: when(scheduledAt) })} ` : null}
            {fmt(m.preview.note, { date: when(expiresAt) })}
          </span>
        </p>
      </div>
    </div>
  );
  return <PostArticle post={post} related={related} banner={banner} />;
}

/** A link that no longer (or never did) open a preview: a 404 page that says so; other errors: the error screen. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { m } = useSite();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorScreen />;
  return <BlogNotFound title={m.preview.invalidTitle} text={m.preview.invalidText} />;
}
