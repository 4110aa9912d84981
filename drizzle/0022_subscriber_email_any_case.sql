-- Addresses that differ only in case are one mailbox, so one subscriber. Before the unique index,
-- one row is kept per lower-cased address: the active one first, then a pending one, then an
-- unsubscribed one; among equals the earliest signup. The others are removed; their queued
-- deliveries lose their subscriber and are not sent (as when an admin removes a subscriber).
DELETE FROM "newsletter_subscribers" s
 USING (SELECT id, row_number() OVER (PARTITION BY lower(email)
                                      ORDER BY CASE status WHEN 'active' THEN 0 WHEN 'pending' THEN 1 ELSE 2 END, subscribed_at, id) AS n
          FROM "newsletter_subscribers") ranked
 WHERE s.id = ranked.id AND ranked.n > 1;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP CONSTRAINT "newsletter_subscribers_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_lower_idx" ON "newsletter_subscribers" USING btree (lower("email"));
