import type { IncomingMessage, ServerResponse } from "node:http";

/** The encoding to send: "br", "gzip", or null for none. */
export function pageEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null;

export class CompressedPages {
  constructor(options?: { maxBytes?: number });
  maxBytes: number;
  bytes: number;
  entries: Map<string, { source: Buffer | string; size: number; br?: Buffer; gzip?: Buffer }>;
  /** The page compressed in `encoding`, made now unless kept from the same bytes. */
  body(key: string, source: Buffer | string, encoding: "br" | "gzip"): Buffer;
}

/** Serves shared pages from `pages`; everything else goes on as it came. */
export function servePagesCompressed(
  req: IncomingMessage,
  res: ServerResponse,
  pages: CompressedPages,
): void;
