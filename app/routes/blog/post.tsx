import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { NotFound } from "~/components/NotFound";
import { PageHeader } from "~/components/PageHeader";
import { db } from "~/db/client.server";
import { postContents, posts } from "~/db/schema";
import { resolveRequestLang } from "~/i18n/resolve.server";
import { rootFromMatches, titleAndDescription } from "~/lib/meta";
import { PAGES } from "~/lib/paths";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/post";

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const { lang } = resolveRequestLang(request, url);
  const [post] = await db()
    .select({ id: posts.id, title: postContents.title, excerpt: postContents.excerpt })
    .from(posts)
    .innerJoin(postContents, and(eq(postContents.postId, posts.id), eq(postContents.language, lang)))
    .where(and(eq(posts.slug, params.slug), eq(posts.status, "published")))
    .limit(1);
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { m } = rootFromMatches(matches);
  if (!loaderData) return titleAndDescription(m.notFound.title, m.notFound.description);
  return titleAndDescription(loaderData.post.title, loaderData.post.excerpt);
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { lang, m } = useSite();
  return (
    <PageHeader
      title={loaderData.post.title}
      intro={loaderData.post.excerpt}
      crumbs={[{ label: m.pages.blog.title, to: PAGES.blog[lang] }, { label: loaderData.post.title }]}
    />
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
