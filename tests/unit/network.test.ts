// Which sign-ins count as "the same place": one /24 (IPv4) or /64 (IPv6).
import { describe, expect, it } from "vitest";
import { browserOf, networkOf, sameNetwork } from "@/lib/auth/network";

describe("networks of addresses", () => {
  it("groups IPv4 by /24 and IPv6 by /64, however the address is written", () => {
    expect(sameNetwork("203.0.113.10", "203.0.113.250")).toBe(true);
    expect(sameNetwork("203.0.113.10", "203.0.114.10")).toBe(false);
    expect(sameNetwork("::ffff:203.0.113.10", "203.0.113.9")).toBe(true);
    expect(sameNetwork("2001:db8:1:2::1", "2001:0db8:0001:0002:ffff::9")).toBe(true);
    expect(sameNetwork("2001:db8:1:2::1", "2001:db8:1:3::1")).toBe(false);
    expect(networkOf("::1")).toBe("0:0:0:0");
    expect(networkOf("unknown")).toBe("unknown");
  });

  it("tells browsers apart by name and system, not by version", () => {
    const chrome = (v: string) =>
      `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v} Safari/537.36`;
    expect(browserOf(chrome("156.0.1.2"))).toBe(browserOf(chrome("157.0.0.0")));
    expect(browserOf(chrome("156.0.1.2"))).not.toBe(
      browserOf("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1"),
    );
  });
});
