// Stored HTML (post content, use-case challenge and solution) is sanitised on write with
// sanitize-html: an allow-list of text formatting, links and images; no scripts, no event
// handlers, no styles, no javascript: URLs.
import sanitize from "sanitize-html";

const options: sanitize.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "mark",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Links to other sites open safely; internal links stay as they are.
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: external
          ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" }
          : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options).trim();
}

const textOnly = { allowedTags: [], allowedAttributes: {} };

/** The visible text of some HTML on one line, paragraphs kept apart (entities left escaped). */
export function plainText(html: string): string {
  return sanitize(html.replace(/<\/(?:p|li|h[1-6]|blockquote|div)>|<br\s*\/?>/gi, " $&"), textOnly)
    .replace(/\s+/g, " ")
    .trim();
}

/** Words of visible text, for reading time. */
export function countWords(html: string): number {
  const text = sanitize(html, textOnly);
  return text.split(/\s+/).filter(Boolean).length;
}

/** Reading time at 200 words a minute, never below one minute. */
export function readTimeMinutes(html: string): number {
  return Math.max(1, Math.round(countWords(html) / 200));
}
