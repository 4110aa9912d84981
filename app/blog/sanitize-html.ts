/**
 * The allow-list sanitiser for post bodies: used when a post is saved, when it is rendered, and
 * by the editor's preview. Headings, paragraphs, lists, links with safe schemes, images (with
 * their `srcset`, whose every candidate must be http(s), `sizes`, `width` and `height`), tables,
 * code and blockquotes survive; scripts, event handlers, iframes, styles and every other
 * attribute are removed. The visual editor's schema (components/admin/editor) mirrors this list.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "ul", "ol", "li", "strong", "b", "em", "i", "u", "s", "sub", "sup",
    "small", "mark", "abbr", "a", "img", "figure", "figcaption", "table", "caption", "thead", "tbody", "tfoot", "tr",
    "th", "td", "code", "pre", "kbd", "blockquote", "cite", "q", "dl", "dt", "dd", "span",
  ],
  allowedAttributes: {
    a: ["href", "title", "lang"],
    img: ["src", "srcset", "sizes", "alt", "title", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
    code: ["class"],
    abbr: ["title"],
    span: ["lang"],
    p: ["lang"],
    blockquote: ["cite"],
  },
  allowedClasses: { code: [/^language-[a-z0-9+#-]+$/] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The page title is the only h1.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

// Attributes added by transformTags must pass the allow-list too.
OPTIONS.allowedAttributes = {
  ...(OPTIONS.allowedAttributes as Record<string, Array<string>>),
  a: ["href", "title", "lang", "rel", "target"],
  img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading", "decoding"],
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** An address resolved against `base` unless it names its scheme (`https:`, `mailto:`…) already. */
function resolved(url: string, base: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/**
 * The sanitised body for a copy read away from the site (the RSS feed): every relative address —
 * links, images and each candidate of their `srcset` — resolved against `base`, the post's own
 * address. A feed reader resolves `/uploads/…` against the feed, or not at all.
 */
export function sanitizePostHtmlWithBase(html: string, base: string): string {
  const transforms = OPTIONS.transformTags as Record<string, sanitizeHtml.Transformer>;
  // Sanitised first, as for the page, and resolved in a second pass: what the page drops (a
  // protocol-relative `//host/…`) must not become an absolute address the feed keeps.
  return sanitizeHtml(sanitizePostHtml(html), {
    ...OPTIONS,
    transformTags: {
      ...transforms,
      a: (tagName, attribs) => {
        const tag = transforms.a!(tagName, attribs);
        return tag.attribs.href ? { ...tag, attribs: { ...tag.attribs, href: resolved(tag.attribs.href, base) } } : tag;
      },
      img: (tagName, attribs) => {
        const tag = transforms.img!(tagName, attribs);
        const { src, srcset } = tag.attribs;
        return {
          ...tag,
          attribs: {
            ...tag.attribs,
            ...(src ? { src: resolved(src, base) } : {}),
            ...(srcset
              ? {
                  srcset: srcset
                    .split(",")
                    .map((candidate) => {
                      const [url = "", ...descriptor] = candidate.trim().split(/\s+/);
                      return [resolved(url, base), ...descriptor].join(" ");
                    })
                    .join(", "),
                }
              : {}),
          },
        };
      },
    },
  });
}

/** Plain text of a post body (for excerpts, reading time and feeds). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
