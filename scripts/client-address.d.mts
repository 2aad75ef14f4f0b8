import type { IncomingMessage } from "node:http";

export const FORWARDING_HEADERS: readonly string[];
export function normalizeAddress(raw: string | undefined | null): string;
export function clientAddress(input: {
  peer: string | undefined;
  forwardedFor: string | string[] | undefined;
  hops: number;
}): string;
export function parseTrustProxyHops(value: string | undefined): number;
export function pinClientAddress(req: IncomingMessage, hops: number): string;
