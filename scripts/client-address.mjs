// Which address a request really came from, decided once where the connection is accepted
// (scripts/server.mjs) so that no header a client writes can move a rate limit.
//
// With no proxy in front (TRUST_PROXY_HOPS=0, the default) the client is the TCP peer and every
// forwarding header the client sent is dropped. With N trusted proxies the client is the entry
// N places from the right of X-Forwarded-For as it arrives (the TCP peer counted as the last
// hop), the same rule as Express's `trust proxy = N`.

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
 * The client's address.
 * @param {{ peer: string | undefined, forwardedFor: string | string[] | undefined, hops: number }} input
 */
export function clientAddress({ peer, forwardedFor, hops }) {
  const socket = normalizeAddress(peer) || "unknown";
  if (!hops) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = [
    ...header
      .split(",")
      .map(normalizeAddress)
      .filter((a) => a !== ""),
    socket,
  ];
  return chain[Math.max(0, chain.length - 1 - hops)] ?? socket;
}

/** TRUST_PROXY_HOPS as a whole number 0–10 (anything else is a configuration error). */
export function parseTrustProxyHops(value) {
  if (value === undefined || String(value).trim() === "") return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10) {
    throw new Error(`TRUST_PROXY_HOPS must be a whole number from 0 to 10, got "${value}"`);
  }
  return n;
}

/**
 * Rewrites an incoming Node request in place: X-Forwarded-For becomes exactly the client's
 * address; without trusted proxies, the other forwarding headers the client sent are removed.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} hops
 */
export function pinClientAddress(req, hops) {
  const address = clientAddress({
    peer: req.socket.remoteAddress,
    forwardedFor: req.headers["x-forwarded-for"],
    hops,
  });
  if (!hops) for (const name of FORWARDING_HEADERS) delete req.headers[name];
  req.headers["x-forwarded-for"] = address;
  return address;
}
