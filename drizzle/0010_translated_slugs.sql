-- Translated slugs: the English version of a post may have its own slug (posts.slug_en; null: it
-- uses posts.slug), and every slug a published post gave up answers a 301 (post_slug_redirects).
CREATE TABLE "post_slug_redirects" (
	"slug" varchar(100) PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"language" "lang" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "slug_en" varchar(100);--> statement-breakpoint
ALTER TABLE "post_slug_redirects" ADD CONSTRAINT "post_slug_redirects_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_slug_redirects_post_idx" ON "post_slug_redirects" USING btree ("post_id");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_slug_en_unique" UNIQUE("slug_en");