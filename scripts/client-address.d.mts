import type { IncomingMessage } from "node:http";
import type { BlockList } from "node:net";

export type Trust = { hops: number; proxies: BlockList | null };
export type ClientAddress = { address: string; refused?: string };

export const FORWARDING_HEADERS: readonly string[];
export function normalizeAddress(raw: string | undefined | null): string;
export function clientAddress(input: {
  peer: string | undefined;
  forwardedFor: string | string[] | undefined;
  trust: Trust;
}): ClientAddress;
export function parseTrustProxyHops(value: string | undefined): number;
export function parseTrustedProxies(value: string | undefined): BlockList | null;
export function parseTrust(env: { hops?: string; cidrs?: string }): Trust;
export function pinClientAddress(req: IncomingMessage, trust: Trust): ClientAddress;
