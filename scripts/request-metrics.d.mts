import type { IncomingMessage, ServerResponse } from "node:http";

export function sectionOf(pathname: string, known: Set<string> | null): string;
export function knownSections(distDir: string): Set<string>;
export function requestMetrics(
  distDir: string,
): (req: IncomingMessage, res: ServerResponse) => void;
