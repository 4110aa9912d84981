/** When a campaign is over: shared by the sending worker and by removing a subscriber. */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";

/**
 * Marks `done` those of the campaigns with nothing left to send (no delivery queued or being
 * sent). The worker calls it after each batch; removing a subscriber calls it too, since the
 * delivery it deletes may have been a campaign's last one waiting, which no batch would then touch.
 */
export async function closeFinishedCampaigns(db: Db, campaignIds: ReadonlyArray<string>): Promise<void> {
  if (campaignIds.length === 0) return;
  await db.execute(sql`
    UPDATE newsletter_campaigns c SET status = 'done', finished_at = now()
     WHERE c.status <> 'done' AND c.id IN (${sql.join(campaignIds.map((c) => sql`${c}`), sql`, `)})
       AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d WHERE d.campaign_id = c.id AND d.status IN ('queued', 'sending'))`);
}
