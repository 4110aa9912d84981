/**
 * Content-change notifications for the page cache: whoever changes content that public pages show
 * (publishing, editing, archiving or deleting a post) calls `contentChanged()` after the commit,
 * and a request that made the change awaits it before answering. The HTTP host subscribes and
 * drops its cached pages. The other worker processes of this instance are told through the
 * primary and each acknowledges (`siblings.server.ts`); the broadcaster (`notify.server.ts`) sends
 * a NOTIFY for the other instances. The returned promise settles once every sibling dropped its
 * pages and the NOTIFY is committed and on its way (its delivery is not acknowledged).
 */
import { onSiblingChange, tellSiblings } from "./siblings.server";

type Listener = (reason: string) => void;
const listeners = new Set<Listener>();
/** Tells the other instances (NOTIFY); settles when the announcement is committed (it never rejects). */
type Broadcaster = (reason: string) => Promise<void>;
let broadcaster: Broadcaster | undefined;
/** A change made before the broadcaster was installed (e.g. the seed at start), sent once it is. */
let pending: string | undefined;

export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Drops this process's cached pages (listeners only, no broadcast: used for received notifications). */
export function notifyLocalListeners(reason: string) {
  for (const listener of listeners) listener(reason);
}

/** Drops this process's cached pages and tells the other processes; settles once they were told (never rejects). */
export function contentChanged(reason: string): Promise<void> {
  notifyLocalListeners(reason);
  const siblings = tellSiblings(reason);
  if (broadcaster) return Promise.all([siblings, broadcaster(reason)]).then(() => {});
  pending = reason;
  return siblings;
}

/** In a serving worker: a sibling's change drops this process's cached pages too. */
export function followSiblingChanges(): void {
  onSiblingChange((reason) => notifyLocalListeners(`sibling: ${reason}`));
}

/** Installs the function that tells the other instances (one at a time; undefined removes it). */
export function setContentChangedBroadcaster(fn: Broadcaster | undefined) {
  broadcaster = fn;
  if (fn && pending !== undefined) {
    const reason = pending;
    pending = undefined;
    void fn(reason);
  }
}

/** The change made before a broadcaster was installed, if any, now taken (it will not be sent again). */
export function takePendingContentChange(): string | undefined {
  const reason = pending;
  pending = undefined;
  return reason;
}
