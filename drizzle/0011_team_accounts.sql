-- Team accounts: an admin can be deactivated (no sign-in, sessions ended) and the last sign-in is kept.
ALTER TABLE "user" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "last_sign_in_at" timestamp with time zone;