import type { IncomingMessage, ServerResponse } from "node:http";

/** The page with the build's scripts loaded after its first paint. */
export function deferScripts(html: string): string;
/** The best encoding an Accept-Encoding header accepts: "br", "gzip" or null. */
export function acceptedEncoding(header: string | undefined): "br" | "gzip" | null;

type CachedPage = {
  key: string;
  source: string;
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  size: number;
  asked: { br: number; gzip: number };
};

/** Shared pages, rewritten and compressed, by address and the HTML Next sent. */
export class PageCache {
  constructor(options?: { maxBytes?: number; bestPerMinute?: number });
  maxBytes: number;
  bytes: number;
  entries: Map<string, CachedPage>;
  bestStarted: number[];
  compressing: boolean;
  /** The entry for this address and HTML, made (rewritten) when it is new or has changed. */
  page(key: string, source: string): CachedPage;
  /** The page's body for this request (key null: a page made for this request only). */
  body(key: string | null, source: string, encoding: "br" | "gzip" | null): Promise<Buffer>;
}

/** Takes over a response while Next writes it (HTML is rewritten and compressed). */
export function servePageHtml(req: IncomingMessage, res: ServerResponse, cache: PageCache): void;
