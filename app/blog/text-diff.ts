/**
 * A readable diff between two revisions of a post: the sanitised HTML body is turned into plain
 * text lines (one per block, with light Markdown-like markers so structure stays visible), then the
 * lines are compared, and a line that was edited rather than replaced gets a word-level diff so the
 * reader sees the changed words instead of two whole paragraphs. Pure string work: no DOM, so it
 * runs in the browser and on the server alike.
 */

import { diffArrays, wordsWithSpaceDiff } from "diff";
import { Parser } from "htmlparser2";

// ---------------------------------------------------------------------------------------------
// HTML → text blocks
// ---------------------------------------------------------------------------------------------

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** Tags that start and end a line of their own; every other tag is inline and only its text counts. */
const BLOCK_TAGS = new Set([
  "address", "article", "aside", "blockquote", "caption", "dd", "details", "div", "dl", "dt", "fieldset", "figcaption",
  "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre",
  "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
]);
const TABLE_TAGS = new Set(["table", "thead", "tbody", "tfoot", "tr", "td", "th", "caption"]);
/** Their content is not text (the sanitiser removes them; skipped here in case raw HTML arrives). */
const RAW_TEXT_TAGS = new Set(["script", "style", "textarea", "title", "template", "noscript", "iframe", "object"]);
/** Void tags whose whole effect happens when they open; their (implied) closing does nothing. */
const OPEN_ONLY_TAGS = new Set(["br", "img", "hr"]);
/** Deeper nesting than this is treated as flat: keeps every step O(1) on hostile input. */
const MAX_DEPTH = 32;

type Container = { type: "quote" } | { type: "list"; ordered: boolean; next: number } | { type: "item"; marker: string; used: boolean };

/** Does a link's visible text already say where it goes (so repeating the address adds nothing)? */
function linkSaysItsHref(text: string, href: string): boolean {
  const norm = (s: string) => s.replace(/^(mailto|tel):/i, "").replace(/\/+$/, "").toLowerCase();
  return norm(text) === norm(href);
}

/**
 * Turns a post body (sanitised HTML) into readable text, one entry per block: `# `/`## `/`### ` for
 * h2/h3/h4, `• ` or `1. ` for list items (indented when nested), `> ` for quoted lines, ` | ` between
 * table cells, `[Imagen: alt]` for images, `———` for a rule and `\n` inside an entry for a `<br>`.
 * Inline formatting is dropped, a link keeps its text plus ` (href)` when the address is not already
 * the text, entities are decoded and whitespace is collapsed. The HTML is read by htmlparser2's
 * streaming parser, which never throws on malformed markup: it closes tags the way browsers imply
 * them, treats a stray `<` as text and drops a tag cut off by the end of the input.
 */
export function htmlToBlocks(html: string): string[] {
  const out: string[] = [];
  const stack: Container[] = [];
  let buffer = "";
  let generation = 0; // bumped whenever `buffer` restarts, so a link opened before knows its text is gone
  let heading = 0;
  let pre = 0;
  let row: string[] | null = null;
  let inCell = false;
  let rawText = 0; // open script/style/… elements: their content is skipped
  // One entry per open `<a>`; past MAX_DEPTH the entry is null, so closing it costs nothing.
  const links: Array<{ href: string; start: number; generation: number } | null> = [];

  const prefixes = (): [string, string] => {
    let first = "";
    let rest = "";
    let lastItem = -1;
    for (let i = stack.length - 1; i >= 0; i--) {
      if (stack[i]!.type === "item") {
        lastItem = i;
        break;
      }
    }
    stack.forEach((c, i) => {
      if (c.type === "quote") {
        first += "> ";
        rest += "> ";
      } else if (c.type === "item") {
        const indent = " ".repeat(c.marker.length);
        if (i === lastItem && !c.used) {
          first += c.marker;
          c.used = true;
        } else first += indent;
        rest += indent;
      }
    });
    return [first, rest];
  };

  const resetBuffer = () => {
    buffer = "";
    generation++;
  };

  const flush = () => {
    const level = heading;
    heading = 0;
    if (!buffer) return;
    const lines = buffer.split("\n").map(collapse).filter(Boolean);
    resetBuffer();
    if (!lines.length) return;
    const [first, rest] = prefixes();
    const marker = level ? `${"#".repeat(Math.max(1, level - 1))} ` : "";
    out.push(lines.map((line, i) => (i === 0 ? first + marker : rest) + line).join("\n"));
  };

  const endCell = () => {
    if (!inCell) return;
    row?.push(collapse(buffer));
    resetBuffer();
    inCell = false;
  };

  const endRow = () => {
    endCell();
    if (row && row.some(Boolean)) {
      const [first] = prefixes();
      out.push(first + row.join(" | "));
    }
    row = null;
  };

  const push = (c: Container) => {
    if (stack.length < MAX_DEPTH) stack.push(c);
  };

  /** Pops up to and including the innermost container of that type, if there is one. */
  const popTo = (type: Container["type"]) => {
    for (let i = stack.length - 1; i >= 0; i--) {
      if (stack[i]!.type === type) {
        stack.length = i;
        return;
      }
    }
  };

  const appendText = (text: string) => {
    buffer += pre && !inCell ? text.replace(/\r\n?/g, "\n") : text.replace(/\s+/g, " ");
  };

  const openTag = (name: string, attrs: Record<string, string>) => {
    if (name === "br") {
      buffer += inCell ? " " : "\n";
      return;
    }
    if (name === "img") {
      const alt = collapse(attrs.alt ?? "");
      buffer += alt ? ` [Imagen: ${alt}] ` : " [Imagen] ";
      return;
    }
    if (name === "a") {
      links.push(links.length < MAX_DEPTH ? { href: (attrs.href ?? "").trim(), start: buffer.length, generation } : null);
      return;
    }
    if (!BLOCK_TAGS.has(name)) return;
    if (TABLE_TAGS.has(name)) {
      if (name === "td" || name === "th") {
        endCell();
        if (!row) {
          flush();
          row = [];
        }
        resetBuffer();
        inCell = true;
      } else {
        endRow();
        flush();
      }
      return;
    }
    if (inCell) {
      buffer += " ";
      return;
    }
    flush();
    switch (name) {
      case "blockquote":
        push({ type: "quote" });
        break;
      case "ul":
      case "ol": {
        const start = Number.parseInt(attrs.start ?? "", 10);
        push({ type: "list", ordered: name === "ol", next: Number.isFinite(start) ? start : 1 });
        break;
      }
      case "li": {
        if (stack.at(-1)?.type === "item") stack.pop(); // an unclosed previous item
        const list = stack.at(-1);
        const marker = list?.type === "list" && list.ordered ? `${list.next++}. ` : "• ";
        push({ type: "item", marker, used: false });
        break;
      }
      case "hr":
        out.push(prefixes()[0] + "———");
        break;
      case "pre":
        pre++;
        break;
      default:
        if (/^h[1-6]$/.test(name)) heading = Number(name[1]);
    }
  };

  const closeTag = (name: string) => {
    if (OPEN_ONLY_TAGS.has(name)) return;
    if (name === "a") {
      const link = links.pop();
      if (!link || link.generation !== generation || !link.href) return;
      const text = collapse(buffer.slice(link.start));
      if (!linkSaysItsHref(text, link.href)) buffer += ` (${link.href})`;
      return;
    }
    if (!BLOCK_TAGS.has(name)) return;
    if (TABLE_TAGS.has(name)) {
      if (name === "td" || name === "th") endCell();
      else {
        endRow();
        flush();
      }
      return;
    }
    if (inCell) {
      buffer += " ";
      return;
    }
    flush();
    if (name === "blockquote") popTo("quote");
    else if (name === "ul" || name === "ol") popTo("list");
    else if (name === "li") popTo("item");
    else if (name === "pre") pre = Math.max(0, pre - 1);
  };

  // The parser pairs every opening with a closing (implied ones included, and all still-open
  // elements are closed at the end), so the raw-text counter and the link stack stay balanced.
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (RAW_TEXT_TAGS.has(name)) rawText++;
        else if (!rawText) openTag(name, attrs);
      },
      ontext(text) {
        if (!rawText) appendText(text);
      },
      onclosetag(name) {
        if (RAW_TEXT_TAGS.has(name)) rawText = Math.max(0, rawText - 1);
        else if (!rawText) closeTag(name);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  endRow();
  flush();
  return out;
}

// ---------------------------------------------------------------------------------------------
// Diff
// ---------------------------------------------------------------------------------------------

/** A run of text inside a diff line, and whether it is in both versions, only the new or only the old. */
export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

/**
 * One line of a diff. "same", "added" and "removed" lines carry a single part with the whole line;
 * a "changed" line is an old line edited into a new one, and its parts interleave the words both
 * versions share with the words removed and added.
 */
export type DiffLine = { kind: "same" | "added" | "removed" | "changed"; parts: DiffPart[] };

/**
 * The longest edit script (items removed plus items added, once the common start and end are set
 * aside) the diff searches for; its cost grows with the square of this, so 1,000 keeps a comparison
 * of two unrelated long texts to a fraction of a second. The time limit is a second guard for
 * inputs where the search is slow for other reasons (very long runs of repeated items). Past either,
 * the diff falls back to "common start and end, everything in between replaced", which is still
 * correct, only less precise.
 */
const MAX_EDIT_LENGTH = 1_000;
const MAX_DIFF_MS = 1_000;

/** A run of consecutive items that are in both sequences, only in the old one or only in the new one. */
type Run<T> = { kind: "same" | "removed" | "added"; items: T[] };

/**
 * The shortest edit script turning `a` into `b`, as runs. The common start and end are split off
 * first (cheap, and most revisions only touch a few places); jsdiff's Myers diff handles the middle,
 * and when that gives up (too many edits, or too slow) the middle is simply all removed then all added.
 */
function diffRuns<T>(a: readonly T[], b: readonly T[]): Run<T>[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const changes = midA.length && midB.length ? diffArrays(midA, midB, { maxEditLength: MAX_EDIT_LENGTH, timeout: MAX_DIFF_MS }) : undefined;
  const middle: Run<T>[] = changes?.map((change) => ({ kind: change.added ? "added" : change.removed ? "removed" : "same", items: change.value })) ?? [
    { kind: "removed", items: midA },
    { kind: "added", items: midB },
  ];
  return [{ kind: "same" as const, items: a.slice(0, start) }, ...middle, { kind: "same" as const, items: a.slice(endA) }].filter(
    (run) => run.items.length > 0,
  );
}

/**
 * Below this share of common (non-space) characters two lines are shown as one removed and one
 * added rather than as a word diff: a rewritten paragraph that only keeps "de" and "la" reads
 * better whole than as confetti.
 */
const MIN_SIMILARITY = 0.4;

const nonSpaceLength = (text: string) => text.replace(/\s+/g, "").length;

/**
 * A word-level diff of an edited line, or null when the two lines have too little in common. The
 * lines are split with jsdiff's word-and-whitespace tokenizer (words, single punctuation marks and
 * whitespace runs as separate tokens), so joining the parts gives back both lines exactly.
 */
function diffWords(before: string, after: string): DiffPart[] | null {
  type Unit = { same: string } | { removed: string; added: string };
  const units: Unit[] = [];
  for (const run of diffRuns<string>(wordsWithSpaceDiff.tokenize(before), wordsWithSpaceDiff.tokenize(after))) {
    const text = run.items.join("");
    const last = units.at(-1);
    if (run.kind === "same") units.push({ same: text });
    else {
      let change = last && !("same" in last) ? last : null;
      if (!change) units.push((change = { removed: "", added: "" }));
      change[run.kind] += text;
    }
  }

  // A lone space kept between two changes splits one edit into two; fold it into the change.
  const merged: Unit[] = [];
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    const prev = merged.at(-1);
    const next = units[i + 1];
    if ("same" in unit && /^\s*$/.test(unit.same) && prev && !("same" in prev) && next && !("same" in next)) {
      prev.removed += unit.same + next.removed;
      prev.added += unit.same + next.added;
      i++;
    } else merged.push(unit);
  }

  const common = merged.reduce((sum, u) => sum + ("same" in u ? nonSpaceLength(u.same) : 0), 0);
  const total = nonSpaceLength(before) + nonSpaceLength(after);
  if (total === 0 || (2 * common) / total < MIN_SIMILARITY) return null;

  return merged.flatMap((u): DiffPart[] =>
    "same" in u
      ? [{ kind: "same", text: u.same }]
      : [
          ...(u.removed ? [{ kind: "removed" as const, text: u.removed }] : []),
          ...(u.added ? [{ kind: "added" as const, text: u.added }] : []),
        ],
  );
}

/**
 * Line diff of two texts given as lines (see htmlToBlocks). Within a stretch of changes, when as
 * many lines were removed as added, each old line is paired with its new counterpart and, if they
 * are similar enough, shown as one "changed" line with the edited words marked; otherwise the
 * stretch is shown as removed lines followed by added lines.
 */
export function diffText(before: string[], after: string[]): DiffLine[] {
  const lines: DiffLine[] = [];
  let removed: string[] = [];
  let added: string[] = [];

  const flushChanges = () => {
    if (removed.length && removed.length === added.length) {
      removed.forEach((old, i) => {
        const parts = diffWords(old, added[i]!);
        if (parts) lines.push({ kind: "changed", parts });
        else {
          lines.push({ kind: "removed", parts: [{ kind: "removed", text: old }] });
          lines.push({ kind: "added", parts: [{ kind: "added", text: added[i]! }] });
        }
      });
    } else {
      for (const text of removed) lines.push({ kind: "removed", parts: [{ kind: "removed", text }] });
      for (const text of added) lines.push({ kind: "added", parts: [{ kind: "added", text }] });
    }
    removed = [];
    added = [];
  };

  for (const run of diffRuns(before, after)) {
    if (run.kind === "same") {
      flushChanges();
      for (const text of run.items) lines.push({ kind: "same", parts: [{ kind: "same", text }] });
    } else if (run.kind === "removed") removed.push(...run.items);
    else added.push(...run.items);
  }
  flushChanges();
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Revisions
// ---------------------------------------------------------------------------------------------

/** The compared fields of one language version of a revision; `content` is the sanitised HTML body. */
export type RevisionFields = { title: string; excerpt: string; content: string };

/** The diff of one field, with its Spanish label and whether anything in it changed. */
export type FieldDiff = { field: "title" | "excerpt" | "content"; label: string; lines: DiffLine[]; changed: boolean };

const FIELD_LABELS = { title: "Título", excerpt: "Resumen", content: "Contenido" } as const;

/** Plain-text fields: one line per non-empty line of the text, whitespace collapsed. */
const plainLines = (text: string) => text.split(/\r\n|\r|\n/).map(collapse).filter(Boolean);

/**
 * Diffs one language version of two revisions field by field (title, excerpt, body). A missing side
 * — the version did not exist in that revision — counts as empty fields, so everything shows as
 * added or removed.
 */
export function diffRevisionLanguage(before: RevisionFields | null, after: RevisionFields | null): FieldDiff[] {
  const empty: RevisionFields = { title: "", excerpt: "", content: "" };
  const old = before ?? empty;
  const now = after ?? empty;
  return (["title", "excerpt", "content"] as const).map((field) => {
    const lines =
      field === "content" ? diffText(htmlToBlocks(old.content), htmlToBlocks(now.content)) : diffText(plainLines(old[field]), plainLines(now[field]));
    return { field, label: FIELD_LABELS[field], lines, changed: lines.some((l) => l.kind !== "same") };
  });
}
