/**
 * Everything that runs besides requests, in one list: the seed steps run at start, the hooks run in
 * a post's first publication, and the background workers and daily clean-ups each serving process
 * runs (each claimed in the database, so each job runs once across processes and instances), and
 * the handlers of scheduled jobs.
 * Modules only define these; nothing registers itself by being imported.
 */
import { firstAdminSeed } from "~/auth/first-admin.server";
import { registerFirstPublishHook } from "~/blog/publish-hooks.server";
import { demoPostsSeed } from "~/blog/seed-demo.server";
import { PUBLISH_POST_JOB, publishScheduledPost, scheduledPostPublished } from "~/blog/posts.server";
import { contactRetention } from "~/contact/contact.server";
import { registerSeedStep } from "~/db/seed.server";
import { jobsWorker, registerJobHandler, registerWorker, type JobHandler } from "~/platform/jobs.server";
import { outboxWorker } from "~/mail/outbox.server";
import { campaignOnFirstPublish, campaignWorker } from "~/newsletter/campaigns.server";
import { newsletterCleanup } from "~/newsletter/subscribers.server";
import { rateLimitPurge } from "~/platform/rate-limit.server";
import { auditRetention } from "~/platform/audit.server";

/** At start, in this order, after the migrations and the categories. */
export const SEED_STEPS = [firstAdminSeed, demoPostsSeed];
/** In the publishing transaction of a post's first publication. */
export const FIRST_PUBLISH_HOOKS = [campaignOnFirstPublish];
/** Started by every serving process (not with WORKERS=off). */
export const WORKERS = [outboxWorker, campaignWorker, jobsWorker, rateLimitPurge, contactRetention, newsletterCleanup, auditRetention];
/** What each kind of scheduled job does (`scheduleJob`); `after` runs once its transaction committed. */
export const JOB_HANDLERS: Record<string, { run: JobHandler; after?: (payload: Record<string, unknown>) => void }> = {
  [PUBLISH_POST_JOB]: { run: publishScheduledPost, after: scheduledPostPublished },
};

let registered = false;

export function registerAll(): void {
  if (registered) return;
  registered = true;
  for (const step of SEED_STEPS) registerSeedStep(step);
  for (const hook of FIRST_PUBLISH_HOOKS) registerFirstPublishHook(hook);
  for (const worker of WORKERS) registerWorker(worker);
  for (const [kind, { run, after }] of Object.entries(JOB_HANDLERS)) registerJobHandler(kind, run, after);
}
