/**
 * Content-change notifications for the page cache (DESIGN "Caching"): whoever changes content that
 * public pages show (publishing, editing, archiving or deleting a post) calls `contentChanged()`.
 * The HTTP host subscribes and drops its cached pages.
 */
type Listener = (reason: string) => void;
const listeners = new Set<Listener>();

export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function contentChanged(reason: string) {
  for (const listener of listeners) listener(reason);
}
