/**
 * First-publication hooks: code that must run INSIDE the transaction that publishes a post for the
<<<<<<< HEAD
 * first time (never on later edits), e.g. the newsletter creating its campaign and deliveries.
 *
 * Placeholder written by the newsletter issue against the signature agreed with the admin issue
 * (which owns this module and the code that calls `runFirstPublishHooks`).
=======
 * first time (never on later edits or re-publications), e.g. the newsletter creating its campaign
 * and deliveries. If a hook throws, the publication rolls back with it.
 *
 *   registerFirstPublishHook(async (tx, post) => { await tx.insert(newsletterCampaigns)… });
 *
 * Register from a module the server bundle imports (import it from server/app.ts).
>>>>>>> main
 */
import type { Db } from "~/db/client.server";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
<<<<<<< HEAD
export type FirstPublishedPost = { id: string };
=======
export type FirstPublishedPost = { id: string; slug: string; publishedAt: Date };
>>>>>>> main
export type FirstPublishHook = (tx: Tx, post: FirstPublishedPost) => Promise<void>;

const hooks: Array<FirstPublishHook> = [];

export function registerFirstPublishHook(fn: FirstPublishHook) {
  if (!hooks.includes(fn)) hooks.push(fn);
}

<<<<<<< HEAD
/** Called by the publisher inside its transaction, right after the post first becomes published. */
export async function runFirstPublishHooks(tx: Tx, post: FirstPublishedPost) {
  for (const hook of hooks) await hook(tx, post);
}
=======
/** Called by the post editor's save inside its transaction, right after the post first becomes published. */
export async function runFirstPublishHooks(tx: Tx, post: FirstPublishedPost) {
  for (const hook of hooks) await hook(tx, post);
}

/** For tests. */
export function clearFirstPublishHooks() {
  hooks.length = 0;
}
>>>>>>> main
