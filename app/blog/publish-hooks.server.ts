/**
 * First-publication hooks: code that must run INSIDE the transaction that publishes a post for the
 * first time (never on later edits), e.g. the newsletter creating its campaign and deliveries.
 *
 * Placeholder written by the newsletter issue against the signature agreed with the admin issue
 * (which owns this module and the code that calls `runFirstPublishHooks`).
 */
import type { Db } from "~/db/client.server";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type FirstPublishedPost = { id: string };
export type FirstPublishHook = (tx: Tx, post: FirstPublishedPost) => Promise<void>;

const hooks: Array<FirstPublishHook> = [];

export function registerFirstPublishHook(fn: FirstPublishHook) {
  if (!hooks.includes(fn)) hooks.push(fn);
}

/** Called by the publisher inside its transaction, right after the post first becomes published. */
export async function runFirstPublishHooks(tx: Tx, post: FirstPublishedPost) {
  for (const hook of hooks) await hook(tx, post);
}
