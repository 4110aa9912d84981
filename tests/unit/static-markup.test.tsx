/**
 * `Frozen` (app/components/static-markup.ts): in a document that never hydrates, a part of the
 * layout is rendered once per key and then emitted as stored HTML; anywhere else it renders as usual.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { beforeAll, describe, expect, test } from "vitest";
import { Frozen, setMarkupRenderer, StaticDocumentContext, storedPartCount } from "~/components/static-markup";

let renders = 0;
/** Counts how often React renders it. */
function Counted({ children }: { children: ReactNode }) {
  renders++;
  return <span className="count">{children}</span>;
}

const part = (label: string) => (
  <ul className="menu" data-menu="">
    <li>
      <a href="/a">
        {label} {"≥"} &amp;
      </a>
    </li>
    <li>
      <Counted>
        {label}: {2}
      </Counted>
    </li>
  </ul>
);

/** How often `Frozen` asked for its part's element. */
let built = 0;
const page = (staticDocument: boolean, key: string, element = part("Uno")) =>
  renderToString(
    <StaticDocumentContext value={staticDocument}>
      <main>
        <Frozen cacheKey={key}>
          {() => {
            built++;
            return element;
          }}
        </Frozen>
      </main>
    </StaticDocumentContext>,
  );

describe("Frozen", () => {
  beforeAll(() => setMarkupRenderer(renderToStaticMarkup));

  test("in a static document the part is rendered once per key, then served from its stored markup", () => {
    renders = 0;
    built = 0;
    const first = page(true, "menu:es");
    const again = page(true, "menu:es");
    expect(renders).toBe(1);
    expect(built).toBe(1); // a stored part is not even built as elements again
    expect(again).toBe(first);
    expect(first).toBe(`<main>${renderToStaticMarkup(part("Uno"))}</main>`);
    // The same markup as a live render, but for React's <!-- --> markers between adjacent texts.
    expect(first.replaceAll("<!-- -->", "")).toBe(page(false, "menu:es").replaceAll("<!-- -->", ""));
  });

  test("each key has its own markup", () => {
    expect(page(true, "menu:en", part("One"))).toContain("One: 2");
    expect(page(true, "menu:es", part("One"))).toContain("Uno: 2"); // the key names what differs
  });

  test("a document that hydrates renders the part every time, as React would", () => {
    renders = 0;
    const live = page(false, "menu:es");
    page(false, "menu:es");
    expect(renders).toBe(2);
    expect(live).toContain("<!-- -->");
  });

  test("a part whose root is a component, not an element, renders as usual", () => {
    renders = 0;
    const element = <Counted>x</Counted>;
    expect(page(true, "component", element)).toBe('<main><span class="count">x</span></main>');
    page(true, "component", element);
    expect(renders).toBe(2);
  });
  test("the store is bounded: the least recently used part goes first, a part in use stays", () => {
    for (let i = 0; i < 500; i++) {
      page(true, `card:${i}`, part(`Card ${i}`));
      page(true, "menu:es"); // used by every page
    }
    expect(storedPartCount()).toBe(400);
    renders = 0;
    built = 0;
    page(true, "menu:es");
    expect(built).toBe(0); // still stored
    page(true, "card:499");
    expect(built).toBe(0);
    expect(page(true, "card:0", part("Card 0"))).toContain("Card 0: 2"); // evicted: rendered again
    expect(built).toBe(1);
    expect(renders).toBe(1);
  });
});
