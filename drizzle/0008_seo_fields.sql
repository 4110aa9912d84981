ALTER TABLE "post_contents" ADD COLUMN "meta_title" varchar(200);--> statement-breakpoint
ALTER TABLE "post_contents" ADD COLUMN "meta_description" varchar(500);--> statement-breakpoint
ALTER TABLE "post_contents" ADD COLUMN "social_image_url" text;--> statement-breakpoint
ALTER TABLE "post_contents" ADD COLUMN "social_image_id" uuid;--> statement-breakpoint
ALTER TABLE "post_contents" ADD CONSTRAINT "post_contents_social_image_id_stored_images_id_fk" FOREIGN KEY ("social_image_id") REFERENCES "public"."stored_images"("id") ON DELETE set null ON UPDATE no action;