/**
 * Server rendering of icons from stored markup. An icon renders the same SVG for the same props on
 * every page, so the server renders each (icon, props) once and afterwards emits only the outer
 * <svg> element with the stored inner markup: one element for React instead of three to six.
 * The stored element is used only when rendering it gives exactly the markup of the icon itself
 * (checked once when it is built); otherwise, and in the browser, the icon renders as usual.
 */
import { createElement, type ComponentType, type ReactElement } from "react";
import { markupRenderer } from "./static-markup";

type Markup = (element: ReactElement) => string;

/** React prop names of the attributes an icon's <svg> carries (React writes them hyphenated). */
const PROP_NAMES: Record<string, string> = {
  class: "className",
  "stroke-width": "strokeWidth",
  "stroke-linecap": "strokeLinecap",
  "stroke-linejoin": "strokeLinejoin",
  "vector-effect": "vectorEffect",
};
const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };
const OPEN_TAG = /^<svg((?:\s[^\s=>]+="[^"]*")*)>/;
const ATTRIBUTE = /\s([^\s=>]+)="([^"]*)"/g;

/** The stored form of an icon's markup, or null when it cannot be reproduced exactly. */
function storedElement(markup: string, render: Markup): ReactElement | null {
  const open = OPEN_TAG.exec(markup);
  if (!open || !markup.endsWith("</svg>")) return null;
  const props: Record<string, unknown> = {};
  for (const [, name, value] of open[1]!.matchAll(ATTRIBUTE)) {
    props[PROP_NAMES[name!] ?? name!] = value!.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);
  }
  props.dangerouslySetInnerHTML = { __html: markup.slice(open[0].length, -"</svg>".length) };
  const element = createElement("svg", props);
  return render(element) === markup ? element : null;
}

/** Props made only of strings, numbers and booleans have a key; anything else renders as usual. */
function propsKey(props: Record<string, unknown>): string | undefined {
  for (const name in props) {
    const type = typeof props[name];
    if (type !== "string" && type !== "number" && type !== "boolean" && type !== "undefined") return undefined;
  }
  return JSON.stringify(props);
}

export function staticIcon<T>(Icon: T): T {
  if (!import.meta.env.SSR) return Icon;
  const Component = Icon as ComponentType<Record<string, unknown>>;
  const stored = new Map<string, ReactElement | null>();
  const StaticIcon = (props: Record<string, unknown>) => {
    const render = markupRenderer();
    const key = render ? propsKey(props) : undefined;
    if (!render || key === undefined) return createElement(Component, props);
    let element = stored.get(key);
    if (element === undefined) {
      element = storedElement(render(createElement(Component, props)), render);
      if (stored.size < 500) stored.set(key, element);
    }
    return element ?? createElement(Component, props);
  };
  StaticIcon.displayName = `Static(${Component.displayName ?? "Icon"})`;
  return StaticIcon as T;
}
