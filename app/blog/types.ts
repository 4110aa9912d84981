/** Shapes the blog pages receive from the server (plain JSON, safe for loaders). */
import type { Lang } from "~/i18n/lang";

export type CategoryView = { id: number; slug: string; name: string; icon: string; color: string };

export type ImageView = { src: string; width: number; height: number; srcSet?: string };

export type PostCardData = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Language of the title/excerpt shown (differs from the page's when it falls back). */
  contentLang: Lang;
  publishedAt: string;
  image: ImageView | null;
  category: CategoryView;
  /** Tag names in the page language. */
  tags: Array<string>;
  readingMinutes: number;
};

export type PostPageData = PostCardData & {
  /** Sanitised HTML body, or null when the post has no content in any language. */
  html: string | null;
  /** True when the content shown is in the other language than the page. */
  fallback: boolean;
  /** The search and social fields of the content shown (null: derived from the title, excerpt and featured image). */
  seo: { title: string | null; description: string | null; image: ImageView | null };
  /** Languages in which the post has content. */
  languages: Array<Lang>;
  /** Each language version's slug (/blog/{slug}); the version shown is at `slug`. */
  slugs: Record<Lang, string>;
  updatedAt: string;
};
