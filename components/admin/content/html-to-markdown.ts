// Posts and use cases written as HTML (the demo content, the API) open in the Markdown editor;
// what turndown has no Markdown for (tables, figures) stays HTML, which Markdown passes through.
import TurndownService from "turndown";

const turndown = new TurndownService({
  headingStyle: "atx",
  codeBlockStyle: "fenced",
  bulletListMarker: "-",
  emDelimiter: "*",
});
turndown.keep(["table", "figure", "figcaption", "sub", "sup", "mark", "u", "s"]);

export const htmlToMarkdown = (html: string): string => turndown.turndown(html);
