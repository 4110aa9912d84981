ALTER TYPE "public"."post_status" ADD VALUE 'scheduled' BEFORE 'published';--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "scheduled_at" timestamp with time zone;