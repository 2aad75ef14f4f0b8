// "The same place" for sign-ins: one household's or office's addresses change within a /24
// (IPv4) or a /64 (IPv6), so an address counts as usual when a recent sign-in came from its
// network, not only from the very same address.
import { isIP } from "node:net";

/** The network part of an address: its /24 or /64, or the address itself when it is not one. */
export function networkOf(address: string): string {
  const ip = address.replace(/^::ffff:(?=\d+\.)/i, "");
  if (isIP(ip) === 4) return ip.split(".").slice(0, 3).join(".");
  if (isIP(ip) === 6) return expand(ip).slice(0, 4).join(":");
  return ip;
}

/** The eight groups of an IPv6 address, "::" filled in. */
function expand(ip: string): string[] {
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...fill, ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""));
}

/** Whether two addresses are in one /24 or /64. */
export const sameNetwork = (a: string, b: string) => networkOf(a) === networkOf(b);

/** A browser as a sign-in alert tells them apart: its User-Agent without version numbers. */
export const browserOf = (userAgent: string | null) => (userAgent ?? "").replace(/[\d._]+/g, "");
