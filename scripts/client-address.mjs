// Which address a request came from, decided where the connection is accepted, so no header a
// client writes can move a rate limit. The rules (TCP peer, TRUST_PROXY_HOPS like Express's
// `trust proxy = N`, or TRUST_PROXY_CIDRS) are in docs/security.md.
import { BlockList, isIP } from "node:net";

/** Headers a client could forge to claim another address, host or scheme. */
export const FORWARDING_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
];

/** "::ffff:10.0.0.1" → "10.0.0.1"; trims brackets and ports some proxies add. */
export function normalizeAddress(raw) {
  let a = String(raw ?? "").trim();
  if (a.startsWith("[")) a = a.slice(1, a.indexOf("]") > 0 ? a.indexOf("]") : undefined);
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  if (a.toLowerCase().startsWith("::ffff:") && a.includes(".")) a = a.slice(7);
  return a.toLowerCase();
}

/**
 * The client's address, and the forwarded entry refused because it was not an IP address.
 * @param {{ peer: string | undefined, forwardedFor: string | string[] | undefined, trust: Trust }} input
 * @returns {{ address: string, refused?: string }}
 */
export function clientAddress({ peer, forwardedFor, trust }) {
  const socket = normalizeAddress(peer) || "unknown";
  const { hops, proxies } = trust;
  if (!hops && !proxies) return { address: socket };
  if (proxies && !isTrustedProxy(proxies, socket)) return { address: socket };
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = [
    ...header
      .split(",")
      .map(normalizeAddress)
      .filter((a) => a !== ""),
    socket,
  ];
  let index;
  if (proxies) {
    // From the right, past every proxy of ours: the first address that is not one is the client.
    index = chain.length - 1;
    while (index > 0 && isTrustedProxy(proxies, chain[index])) index -= 1;
  } else {
    index = Math.max(0, chain.length - 1 - hops);
  }
  const address = chain[index] ?? socket;
  if (address !== socket && !isIP(address)) return { address: socket, refused: address };
  return { address };
}

function isTrustedProxy(proxies, address) {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * @typedef {{ hops: number, proxies: BlockList | null }} Trust
 */

/** TRUST_PROXY_HOPS as a whole number 0–10 (anything else is a configuration error). */
export function parseTrustProxyHops(value) {
  if (value === undefined || String(value).trim() === "") return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10) {
    throw new Error(`TRUST_PROXY_HOPS must be a whole number from 0 to 10, got "${value}"`);
  }
  return n;
}

/** TRUST_PROXY_CIDRS ("10.0.0.0/8, 192.168.1.10, fd00::/8") as a BlockList, or null when unset. */
export function parseTrustedProxies(value) {
  if (value === undefined || String(value).trim() === "") return null;
  const list = new BlockList();
  for (const entry of String(value)
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [network = "", bits, extra] = entry.split("/");
    const family = isIP(network);
    const max = family === 6 ? 128 : 32;
    const prefix = bits === undefined ? max : Number(bits);
    if (
      !family ||
      extra !== undefined ||
      !/^\d*$/.test(bits ?? "") ||
      !(prefix >= 0 && prefix <= max)
    ) {
      throw new Error(
        `TRUST_PROXY_CIDRS must list addresses or networks like 10.0.0.0/8, got "${entry}"`,
      );
    }
    list.addSubnet(network, prefix, family === 6 ? "ipv6" : "ipv4");
  }
  return list;
}

/**
 * Who to believe, from TRUST_PROXY_HOPS or TRUST_PROXY_CIDRS.
 * @param {{ hops?: string, cidrs?: string }} env
 * @returns {Trust}
 */
export function parseTrust({ hops, cidrs }) {
  // Both set is refused earlier, with the other variables (config/env.mjs).
  return { hops: parseTrustProxyHops(hops), proxies: parseTrustedProxies(cidrs) };
}

/**
 * Sets X-Forwarded-For to exactly the client's address (other forwarding headers go unless a
 * trusted proxy sent them); answers the address and any refused entry.
 * @param {import("node:http").IncomingMessage} req
 * @param {Trust} trust
 */
export function pinClientAddress(req, trust) {
  const result = clientAddress({
    peer: req.socket.remoteAddress,
    forwardedFor: req.headers["x-forwarded-for"],
    trust,
  });
  const proxied =
    trust.hops > 0 ||
    (trust.proxies !== null &&
      isTrustedProxy(trust.proxies, normalizeAddress(req.socket.remoteAddress)));
  if (!proxied) for (const name of FORWARDING_HEADERS) delete req.headers[name];
  req.headers["x-forwarded-for"] = result.address;
  return result;
}
