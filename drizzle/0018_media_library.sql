-- The stored images each post body shows (the media library's "where it is used").
CREATE TABLE "post_body_images" (
	"post_id" uuid NOT NULL,
	"language" "lang" NOT NULL,
	"image_id" uuid NOT NULL,
	CONSTRAINT "post_body_images_post_id_language_image_id_pk" PRIMARY KEY("post_id","language","image_id")
);
--> statement-breakpoint
ALTER TABLE "post_body_images" ADD CONSTRAINT "post_body_images_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_body_images" ADD CONSTRAINT "post_body_images_image_id_stored_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_body_images_image_idx" ON "post_body_images" USING btree ("image_id");
--> statement-breakpoint
-- Bodies saved before this table: an image is in a body when its URL, or one of its sizes' URLs,
-- is in it (from now on the save resolves each <img> to its stored object).
INSERT INTO "post_body_images" ("post_id", "language", "image_id")
SELECT DISTINCT pc."post_id", pc."language", si."id"
  FROM "post_contents" pc
  JOIN "stored_images" si
    ON position(si."url" in pc."content") > 0
    OR EXISTS (SELECT 1 FROM jsonb_array_elements(si."variants") v WHERE position(v->>'url' in pc."content") > 0)
ON CONFLICT DO NOTHING;
