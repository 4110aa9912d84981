/**
 * Content-change notifications for the page cache: whoever changes content that
 * public pages show (publishing, editing, archiving or deleting a post) calls `contentChanged()`
 * after the commit. The HTTP host subscribes and drops its cached pages. With several instances on
 * PostgreSQL, a broadcaster (app/blog/cache-notify.server.ts) also sends a NOTIFY so that every
 * other instance drops its cache too; on PGlite there is only this process.
 */
type Listener = (reason: string) => void;
const listeners = new Set<Listener>();
let broadcaster: ((reason: string) => void) | undefined;
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

export function contentChanged(reason: string) {
  notifyLocalListeners(reason);
  if (broadcaster) broadcaster(reason);
  else pending = reason;
}

/** Installs the function that tells the other instances (one at a time; undefined removes it). */
export function setContentChangedBroadcaster(fn: ((reason: string) => void) | undefined) {
  broadcaster = fn;
  if (fn && pending !== undefined) {
    const reason = pending;
    pending = undefined;
    fn(reason);
  }
}

/** The change made before a broadcaster was installed, if any, now taken (it will not be sent again). */
export function takePendingContentChange(): string | undefined {
  const reason = pending;
  pending = undefined;
  return reason;
}
