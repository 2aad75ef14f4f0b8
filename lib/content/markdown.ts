// The studio writes Markdown; visitors get HTML. marked turns one into the other (GitHub-style
// Markdown, no raw-HTML trust) and the same allow-list that guards every stored article
// (lib/utils/html.ts) sanitises the result, so a preview is byte for byte what will be published.
import { Marked } from "marked";
import { countWords, readTimeMinutes, sanitizeHtml } from "@/lib/utils/html";

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Markdown → sanitised HTML, ready to store and show. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }));
}

/** The studio's preview: the HTML as published, with its length and read time. */
export function previewOf(markdown: string) {
  const html = renderMarkdown(markdown);
  return { html, words: countWords(html), read_time_minutes: readTimeMinutes(html) };
}
