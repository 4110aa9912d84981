/**
 * HTML in and out of the visual editor (browser only; uses the DOM):
 * - `editorInput`: what the editor loads — `<h1>` becomes `<h2>`, as the sanitiser does.
 * - `htmlInText`: markup copied as plain text (an assistant's code block), to paste as HTML.
 * - `cleanPastedHtml`: clipboard HTML from Word, Google Docs or a web page, before the editor's
 *   schema reads it. Word's list paragraphs (`mso-list`) become real lists, and its comments,
 *   `<o:p>`, list markers, conditional blocks, empty spacing paragraphs and per-run `lang` go; a
 *   chat assistant's code block loses its header and copy button; images that could not show on the site (another site's, or without an address) go. Styles, classes and fonts need no work here:
 *   the schema has no attribute for them, so they are dropped, while bold and italic written as
 *   styles (Google Docs) are read as marks.
 * - `editorOutput`: what the editor gives back — empty for an empty document, without the empty
 *   paragraph it keeps at the end, and a table's leading header rows in `<thead>` again, without
 *   the editor's column widths.
 * None of this is a security boundary: the server sanitises every body on save and on render.
 */

function fragment(html: string): HTMLTemplateElement {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template;
}

function rename(element: Element, tag: string): Element {
  const next = element.ownerDocument.createElement(tag);
  for (const attribute of Array.from(element.attributes)) next.setAttribute(attribute.name, attribute.value);
  next.append(...Array.from(element.childNodes));
  element.replaceWith(next);
  return next;
}

export function editorInput(html: string): string {
  if (!/<h1[\s>]/i.test(html)) return html;
  const template = fragment(html);
  for (const h1 of Array.from(template.content.querySelectorAll("h1"))) rename(h1, "h2");
  return template.innerHTML;
}

/** Word's list paragraph: `mso-list:l0 level2 lfo1` → list l0, nesting level 2. */
function wordListItem(p: Element): { list: string; level: number } | null {
  const style = p.getAttribute("style") ?? "";
  const match = /mso-list:\s*(l\d+)\s+level(\d+)/i.exec(style);
  if (!match || /mso-list:\s*Ignore/i.test(style)) return null;
  return { list: match[1]!, level: Number(match[2]) };
}

/** Turns runs of Word's list paragraphs into nested `<ul>`/`<ol>`. */
function wordLists(root: DocumentFragment): void {
  const doc = root.ownerDocument;
  const paragraphs = Array.from(root.querySelectorAll("p")).filter((p) => wordListItem(p));
  const done = new Set<Element>();
  for (const first of paragraphs) {
    if (done.has(first)) continue;
    // The run: this paragraph and the list paragraphs right after it.
    const run: Array<Element> = [];
    for (let node: Element | null = first; node && node.tagName === "P" && wordListItem(node); node = node.nextElementSibling) run.push(node);
    const stack: Array<{ level: number; list: Element }> = [];
    let top: Element | null = null;
    for (const p of run) {
      done.add(p);
      const { level } = wordListItem(p)!;
      const marker = p.querySelector("[style*='mso-list:Ignore' i], [style*='mso-list: Ignore' i]")?.textContent?.trim() ?? "";
      const ordered = /^(\d+|[a-z]{1,4}|[ivxlcdm]+)[.)]$/i.test(marker);
      while (stack.length && stack[stack.length - 1]!.level > level) stack.pop();
      if (!stack.length || stack[stack.length - 1]!.level < level) {
        const list = doc.createElement(ordered ? "ol" : "ul");
        const parentItem = stack[stack.length - 1]?.list.lastElementChild;
        if (parentItem) parentItem.append(list);
        else top = list;
        stack.push({ level, list });
      }
      const li = doc.createElement("li");
      const content = doc.createElement("p");
      content.append(...Array.from(p.childNodes));
      li.append(content);
      stack[stack.length - 1]!.list.append(li);
    }
    run[0]!.before(top!);
    for (const p of run) p.remove();
  }
}

const BLOCKS = /^(P|H[1-6]|UL|OL|LI|TABLE|DIV|BLOCKQUOTE|PRE|HR|FIGURE|DL)$/;
/** Whether a <br>'s neighbour on one side (skipping blank text) is a block or nothing. */
function isBlockOrEdge(node: ChildNode | null, step: "previousSibling" | "nextSibling"): boolean {
  while (node && node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) node = node[step];
  return !node || (node.nodeType === Node.ELEMENT_NODE && BLOCKS.test((node as Element).tagName));
}

const BLOCK_TAG = "h[1-6]|p|ul|ol|table|blockquote|pre|div|section|article|figure|dl";
const OPENS_WITH_BLOCK = new RegExp(`^<(${BLOCK_TAG}|hr)\\b[^>]*>`, "i");
const CLOSES_WITH_TAG = /<\/[a-z][a-z0-9]*>$|<hr\s*\/?>$/i;

/**
 * Plain text that is HTML markup (what a chat assistant's «copy code» gives for the AI prompt's
 * answer), without a ```html fence around it; null for any other text, which pastes as text.
 */
export function htmlInText(text: string): string | null {
  const markup = text.trim().replace(/^```(?:html)?\s*\n/i, "").replace(/\n?```$/, "").trim();
  return OPENS_WITH_BLOCK.test(markup) && CLOSES_WITH_TAG.test(markup) ? markup : null;
}

export function cleanPastedHtml(html: string): string {
  // Word wraps list markers in <![if !supportLists]> … <![endif]>: parsed as comments around the marker.
  const template = fragment(html.replace(/<!\[if !supportLists\]>/gi, "").replace(/<!\[endif\]>/gi, ""));
  const root = template.content;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Array<Node> = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  for (const element of Array.from(root.querySelectorAll("style, meta, link, title, xml, script, template"))) element.remove();
  // <o:p>, <w:…>, <v:…>: Office's own elements (their text, if any, stays).
  for (const element of Array.from(root.querySelectorAll("*")).filter((e) => e.tagName.includes(":"))) element.replaceWith(...Array.from(element.childNodes));
  wordLists(root);
  for (const marker of Array.from(root.querySelectorAll("[style*='mso-list:Ignore' i], [style*='mso-list: Ignore' i]"))) marker.remove();
  for (const h1 of Array.from(root.querySelectorAll("h1"))) rename(h1, "h2");
  // A chat assistant's code block: a header with the language and a copy button around the <code>.
  for (const pre of Array.from(root.querySelectorAll("pre"))) {
    const code = pre.querySelector("code");
    if (code && code.parentElement !== pre) pre.replaceChildren(code);
  }
  for (const element of Array.from(root.querySelectorAll("button, colgroup"))) element.remove();
  // Docs underlines its links with a style; the link is enough.
  for (const run of Array.from(root.querySelectorAll<HTMLElement>("a [style]"))) run.style.removeProperty("text-decoration");
  // Images that could never show on the site: only its own are allowed there (its Content Security
  // Policy has img-src 'self'), so one of another site, or without an address, goes; one of this
  // site given by its full address keeps only its path. Images from elsewhere are uploaded with «Imagen».
  for (const img of Array.from(root.querySelectorAll("img"))) {
    const own = ownImagePath(img.getAttribute("src") ?? "");
    if (own === null) img.remove();
    else img.setAttribute("src", own);
  }
  // A <br> standing between two blocks (Docs puts them between a list and a table) is no line break.
  for (const br of Array.from(root.querySelectorAll("br"))) if (isBlockOrEdge(br.previousSibling, "previousSibling") && isBlockOrEdge(br.nextSibling, "nextSibling")) br.remove();
  // Word and Docs mark every run with the document's language: noise in a post of one language.
  for (const element of Array.from(root.querySelectorAll("[lang]"))) element.removeAttribute("lang");
  // Empty paragraphs are how Word spaces blocks; the post's typography spaces them already.
  for (const p of Array.from(root.querySelectorAll("p"))) if (!p.textContent?.replace(/[\s\u00a0]/g, "") && !p.querySelector("img, br")) p.remove();
  return template.innerHTML;
}

/** The path of an image of this site (`/…`, or this origin's full address), else null. */
function ownImagePath(src: string): string | null {
  if (/^\/(?![/\\])/.test(src)) return src;
  try {
    const url = new URL(src);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

export function editorOutput(html: string, empty: boolean): string {
  if (empty) return "";
  // The editor keeps an empty paragraph after a final table, list or image, so the caret can get there.
  html = html.replace(/(<p><\/p>)+$/, "");
  if (!html.includes("<table") && !html.includes("<a ")) return html;
  const template = fragment(html);
  // A link is its address (and title): the public page sets rel and target on external links itself.
  for (const a of Array.from(template.content.querySelectorAll("a"))) for (const name of ["target", "rel", "class"]) a.removeAttribute(name);
  for (const cell of Array.from(template.content.querySelectorAll("td[colwidth], th[colwidth]"))) cell.removeAttribute("colwidth");
  for (const table of Array.from(template.content.querySelectorAll("table"))) {
    table.removeAttribute("style");
    table.querySelector(":scope > colgroup")?.remove();
    const body = table.querySelector(":scope > tbody");
    if (!body || table.querySelector(":scope > thead")) continue;
    const head = template.content.ownerDocument.createElement("thead");
    for (const row of Array.from(body.children)) {
      if (row.children.length === 0 || Array.from(row.children).some((cell) => cell.tagName !== "TH")) break;
      head.append(row);
    }
    if (head.children.length && body.children.length) table.insertBefore(head, body);
    else if (head.children.length) body.append(...Array.from(head.children));
  }
  return template.innerHTML;
}
