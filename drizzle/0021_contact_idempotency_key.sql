-- A contact request's submission key (sha256 of the form's token and the request's content): a re-post
-- of the same rendered form finds its request instead of storing a second one. Null (never a
-- conflict) for requests without a form token and for spam.
ALTER TABLE "contact_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_requests_idempotency_key_idx" ON "contact_requests" USING btree ("idempotency_key");