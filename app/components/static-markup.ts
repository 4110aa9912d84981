/**
 * Parts of public pages that are the same wherever they appear — the menus' link lists, the
 * contact lists, the footer's columns (per language), a post card (per card data and language) —
 * rendered once per process and then emitted as stored HTML: one element for React instead of
 * dozens. Public documents never hydrate (ADR 0013), so the markup only has to be what the part
 * renders; in documents that hydrate (the admin) and in the browser, `Frozen` renders its element
 * as usual.
 *
 * The part is given as a function that returns a host element (`<ul>`, `<div>`, `<a>`…): it is
 * called only when the part must be rendered, so a stored part costs no element tree at all. Its
 * subtree needs nothing from the request: no hooks that read the router or the page (pass texts
 * down as props), nothing that changes between pages. `cacheKey` names everything the markup
 * depends on (the part, the language; for a post card, the card's data); the build and the
 * dictionaries are fixed for the life of the process.
 */
import { createContext, createElement, use, type ReactElement } from "react";

type Markup = (element: ReactElement) => string;
let renderMarkup: Markup | undefined;

/** Set by the server entry (the only place that loads React's server renderer). */
export function setMarkupRenderer(render: Markup): void {
  renderMarkup = render;
}

/** The renderer, for `staticIcon`: undefined in the browser and before the server entry loads. */
export function markupRenderer(): Markup | undefined {
  return renderMarkup;
}

/** True while the server renders a document that never hydrates (set by the server entry). */
export const StaticDocumentContext = createContext(false);

/**
 * Stored parts by key, least recently used first (a Map keeps insertion order; a hit moves its
 * entry to the end). The layout's parts are used by every page and stay; post cards come and go
 * with the pages asked for. The bound keeps a worker's store to a megabyte or two (a card is
 * about 3 KB of markup and 1 KB of key).
 */
const stored = new Map<string, ReactElement | null>();
const MAX_STORED = 400;

/** How many parts are stored (for tests). */
export function storedPartCount(): number {
  return stored.size;
}

/**
 * `element` rendered with its subtree as stored inner HTML, or null when that would not give the
 * very markup of `element` (checked once, by rendering the stored form).
 */
function storedForm(element: ReactElement<Record<string, unknown>>, render: Markup): ReactElement | null {
  if (typeof element.type !== "string") return null;
  const markup = render(element);
  const close = `</${element.type}>`;
  // The opening tag ends at the first ">": React escapes ">" inside attribute values.
  const openEnd = markup.indexOf(">");
  if (!markup.startsWith(`<${element.type}`) || openEnd < 0 || !markup.endsWith(close)) return null;
  const { children: _children, ...props } = element.props;
  const frozen = createElement(element.type, { ...props, dangerouslySetInnerHTML: { __html: markup.slice(openEnd + 1, -close.length) } });
  return render(frozen) === markup ? frozen : null;
}

type Part = () => ReactElement<Record<string, unknown>>;

export function Frozen({ cacheKey, children: part }: { cacheKey: string; children: Part }) {
  const staticDocument = use(StaticDocumentContext);
  const render = renderMarkup;
  if (!import.meta.env.SSR || !staticDocument || !render) return part();
  let element = stored.get(cacheKey);
  if (element === undefined) {
    element = storedForm(part(), render);
    if (stored.size >= MAX_STORED) stored.delete(stored.keys().next().value!);
  } else stored.delete(cacheKey);
  stored.set(cacheKey, element);
  return element ?? part();
}
