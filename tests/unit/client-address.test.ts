// Which address a request came from (scripts/client-address.mjs): what a forged or broken
// X-Forwarded-For can and cannot change, with a hop count or with the proxies' networks.
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../config/env.mjs";
import { clientAddress, parseTrust, parseTrustedProxies } from "../../scripts/client-address.mjs";

const direct = parseTrust({});
const oneHop = parseTrust({ hops: "1" });
const ourProxies = parseTrust({ cidrs: "10.0.0.0/8, 192.168.1.10, fd00::/8" });

describe("the client's address", () => {
  it("with no proxy trusted is the connection's, whatever the header says", () => {
    expect(
      clientAddress({ peer: "::ffff:198.51.100.4", forwardedFor: "1.2.3.4", trust: direct }),
    ).toEqual({ address: "198.51.100.4" });
  });

  it("behind one proxy is the entry that proxy appended", () => {
    expect(
      clientAddress({ peer: "10.0.0.2", forwardedFor: "6.6.6.6, 203.0.113.10", trust: oneHop }),
    ).toEqual({ address: "203.0.113.10" });
  });

  it("is the connection's when the entry taken is not an IP address, and says what was refused", () => {
    expect(
      clientAddress({ peer: "10.0.0.2", forwardedFor: "1.2.3.4, not-an-ip", trust: oneHop }),
    ).toEqual({ address: "10.0.0.2", refused: "not-an-ip" });
    expect(
      clientAddress({ peer: "10.0.0.2", forwardedFor: "<script>", trust: ourProxies }),
    ).toEqual({ address: "10.0.0.2", refused: "<script>" });
  });

  it("with the proxies' networks named, reads from the right past every proxy", () => {
    // Visitor → CDN (192.168.1.10) → load balancer (10.1.2.3) → this server.
    expect(
      clientAddress({
        peer: "10.1.2.3",
        forwardedFor: "6.6.6.6, 203.0.113.77, 192.168.1.10",
        trust: ourProxies,
      }),
    ).toEqual({ address: "203.0.113.77" });
    expect(
      clientAddress({ peer: "fd00::5", forwardedFor: "2001:db8::1", trust: ourProxies }),
    ).toEqual({ address: "2001:db8::1" });
  });

  it("with the proxies' networks named, a direct connection from elsewhere cannot choose its address", () => {
    expect(
      clientAddress({ peer: "198.51.100.9", forwardedFor: "203.0.113.1", trust: ourProxies }),
    ).toEqual({ address: "198.51.100.9" });
  });
});

describe("TRUST_PROXY_CIDRS", () => {
  it("takes addresses and networks of both families", () => {
    const list = parseTrustedProxies("10.0.0.0/8,192.168.1.10, fd00::/8");
    expect(list?.check("10.200.0.1", "ipv4")).toBe(true);
    expect(list?.check("192.168.1.11", "ipv4")).toBe(false);
    expect(list?.check("fd00::1", "ipv6")).toBe(true);
    expect(parseTrustedProxies(" ")).toBeNull();
  });

  it.each(["10.0.0.0/33", "10.0.0/8", "example.com", "10.0.0.0/8/1", "::/x"])(
    "refuses %s with a message naming the variable",
    (value) => {
      expect(() => parseTrustedProxies(value)).toThrow(/^TRUST_PROXY_CIDRS must list/);
    },
  );

  it("cannot be set together with a hop count", () => {
    expect(() => parseEnv({ TRUST_PROXY_HOPS: "1", TRUST_PROXY_CIDRS: "10.0.0.0/8" })).toThrow(
      "TRUST_PROXY_CIDRS and TRUST_PROXY_HOPS cannot both be set: choose one",
    );
  });
});
