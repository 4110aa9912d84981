/**
 * First-publication hooks: code that must run INSIDE the transaction that publishes a language
 * version of a post for the first time (never on later edits or re-publications), e.g. the
 * newsletter creating that version's campaign and deliveries. If a hook throws, the publication
 * rolls back with it.
 *
 *   registerFirstPublishHook(async (tx, post) => { await tx.insert(newsletterCampaigns)… });
 *
 * Register from a module the server bundle imports (import it from server/app.ts).
 */
import type { Db } from "~/db/client.server";
import type { Lang } from "~/i18n/lang";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type FirstPublishedPost = { id: string; slug: string; publishedAt: Date; language: Lang };
export type FirstPublishHook = (tx: Tx, post: FirstPublishedPost) => Promise<void>;

const hooks: Array<FirstPublishHook> = [];

export function registerFirstPublishHook(fn: FirstPublishHook) {
  if (!hooks.includes(fn)) hooks.push(fn);
}

/** Called inside the publishing transaction, right after a language version of a post first becomes published. */
export async function runFirstPublishHooks(tx: Tx, post: FirstPublishedPost) {
  for (const hook of hooks) await hook(tx, post);
}

/** For tests. */
export function clearFirstPublishHooks() {
  hooks.length = 0;
}
