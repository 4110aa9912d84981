-- Revisions of posts, the editor's autosaves, and the post version that optimistic saves check.
CREATE TABLE "post_autosaves" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"base_version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_autosaves_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "post_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_id" text,
	"author_label" text NOT NULL,
	"reason" text NOT NULL,
	"status" "post_status" NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"category_id" integer,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"es" jsonb NOT NULL,
	"en" jsonb,
	"restored_from" bigint
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_autosaves" ADD CONSTRAINT "post_autosaves_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_autosaves" ADD CONSTRAINT "post_autosaves_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_revisions_post_idx" ON "post_revisions" USING btree ("post_id","id" DESC NULLS LAST);
--> statement-breakpoint
-- Every existing post starts its history with its current state.
INSERT INTO "post_revisions" ("post_id", "version", "created_at", "author_id", "author_label", "reason", "status", "published", "category_id", "tag_ids", "es", "en")
SELECT p."id", p."version", p."updated_at", p."author_id", coalesce(u."email", 'sistema'), 'save', p."status", p."status"::text = 'published', p."category_id",
       coalesce((SELECT jsonb_agg(pt."tag_id" ORDER BY pt."tag_id") FROM "post_tags" pt WHERE pt."post_id" = p."id"), '[]'::jsonb),
       jsonb_build_object('title', es."title", 'excerpt', es."excerpt", 'content', es."content", 'status', es."status"),
       CASE WHEN en."post_id" IS NULL THEN NULL
            ELSE jsonb_build_object('title', en."title", 'excerpt', en."excerpt", 'content', en."content", 'status', en."status") END
  FROM "posts" p
  JOIN "post_contents" es ON es."post_id" = p."id" AND es."language" = 'es'
  LEFT JOIN "post_contents" en ON en."post_id" = p."id" AND en."language" = 'en'
  LEFT JOIN "user" u ON u."id" = p."author_id";
