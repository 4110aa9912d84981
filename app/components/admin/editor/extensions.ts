/**
 * The visual editor's schema: every element and attribute the post-body sanitiser allows has a
 * node or a mark here, so switching between the visual editor and the HTML source keeps what the
 * sanitiser would keep. (Two exceptions: a table's `<caption>` and `<tfoot>` are not modelled; the
 * HTML view keeps them until the body is edited visually. `<thead>` is restored on output, and
 * `<h1>` becomes `<h2>` on input, by `./html`.) Browser-only: loaded with the editor, on the post editor route alone.
 */
import { Extension, Mark, Node, type AnyExtension } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { TableKit, TableHeader } from "@tiptap/extension-table";
import { Placeholder } from "@tiptap/extensions";
import { isAllowedHref } from "./links";

/** An attribute copied as is between HTML and the document (null: absent). */
const plain = (name: string) => ({ default: null, parseHTML: (el: HTMLElement) => el.getAttribute(name), renderHTML: (attrs: Record<string, unknown>) => (attrs[name] == null ? {} : { [name]: attrs[name] }) });

/** A mark for one inline element, with the attributes the sanitiser lets through. */
function inlineMark(name: string, tag: string, attributes: ReadonlyArray<string> = [], selector = tag): Mark {
  return Mark.create({
    name,
    addAttributes: () => Object.fromEntries(attributes.map((a) => [a, plain(a)])),
    parseHTML: () => [{ tag: selector }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });
}

const Figure = Node.create({
  name: "figure",
  group: "block",
  content: "block+ figcaption?",
  defining: true,
  parseHTML: () => [{ tag: "figure" }],
  renderHTML: ({ HTMLAttributes }) => ["figure", HTMLAttributes, 0],
});
const Figcaption = Node.create({
  name: "figcaption",
  content: "inline*",
  parseHTML: () => [{ tag: "figcaption" }],
  renderHTML: () => ["figcaption", 0],
});
const DescriptionList = Node.create({
  name: "descriptionList",
  group: "block",
  content: "(descriptionTerm | descriptionDetails)+",
  parseHTML: () => [{ tag: "dl" }],
  renderHTML: () => ["dl", 0],
});
const DescriptionTerm = Node.create({ name: "descriptionTerm", content: "inline*", defining: true, parseHTML: () => [{ tag: "dt" }], renderHTML: () => ["dt", 0] });
const DescriptionDetails = Node.create({ name: "descriptionDetails", content: "inline*", defining: true, parseHTML: () => [{ tag: "dd" }], renderHTML: () => ["dd", 0] });

/** Body images carry their responsive candidates and intrinsic size (no layout shift). */
const BodyImage = Image.extend({
  addAttributes() {
    return { ...this.parent?.(), srcset: plain("srcset"), sizes: plain("sizes"), width: plain("width"), height: plain("height") };
  },
}).configure({ inline: false, allowBase64: false });

export type EditorOptions = { placeholder: string };

export function editorExtensions({ placeholder }: EditorOptions): Array<AnyExtension> {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4, 5, 6] },
      paragraph: { HTMLAttributes: {} },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        // The stored link is bare; the public page adds rel/target to external links itself.
        HTMLAttributes: { rel: null, target: null, class: null },
        isAllowedUri: (url) => isAllowedHref(url),
        shouldAutoLink: (url) => isAllowedHref(url),
      },
    }),
    // Attributes the sanitiser keeps on core nodes.
    ParagraphLang,
    OrderedReversed,
    BlockquoteCite,
    BodyImage,
    TableKit.configure({ table: { resizable: false, HTMLAttributes: {} }, tableHeader: false }),
    TableHeader.extend({ addAttributes() { return { ...this.parent?.(), scope: plain("scope") }; } }),
    Figure,
    Figcaption,
    DescriptionList,
    DescriptionTerm,
    DescriptionDetails,
    inlineMark("subscript", "sub"),
    inlineMark("superscript", "sup"),
    inlineMark("highlight", "mark"),
    inlineMark("small", "small"),
    inlineMark("abbr", "abbr", ["title"]),
    inlineMark("kbd", "kbd"),
    inlineMark("cite", "cite"),
    inlineMark("quote", "q"),
    inlineMark("langSpan", "span", ["lang"], "span[lang]"),
    Placeholder.configure({ placeholder }),
  ];
}

/** `lang` on paragraphs, `reversed` on numbered lists, `cite` on quotes. */
const ParagraphLang = keepAttribute("paragraphLang", ["paragraph"], "lang");
const OrderedReversed = keepAttribute("orderedReversed", ["orderedList"], "reversed");
const BlockquoteCite = keepAttribute("blockquoteCite", ["blockquote"], "cite");

function keepAttribute(name: string, types: Array<string>, attribute: string): AnyExtension {
  return Extension.create({ name, addGlobalAttributes: () => [{ types, attributes: { [attribute]: plain(attribute) } }] });
}
