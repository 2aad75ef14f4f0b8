import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  bearerToken,
  generateToken,
  hashToken,
  isSessionActive,
  SESSION_TTL_MS,
  sessionExpiry,
} from "@/lib/auth/session";

const withAuth = (value?: string) =>
  new Request("http://localhost/api/auth/verify", {
    headers: value ? { authorization: value } : {},
  });

describe("session tokens", () => {
  it("are 256 random bits, URL-safe, and never repeat", () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateToken));
    expect(tokens.size).toBe(1000);
    for (const token of [...tokens].slice(0, 20)) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
  });

  it("are stored as their SHA-256: stable, one-way, different for different tokens", () => {
    const token = generateToken();
    const hash = hashToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(hashToken(token)).toBe(hash);
    expect(hash).not.toContain(token);
    expect(hashToken(generateToken())).not.toBe(hash);
  });

  it("are read from an Authorization: Bearer header only when token-shaped", () => {
    const token = generateToken();
    expect(bearerToken(withAuth(`Bearer ${token}`))).toBe(token);
    expect(bearerToken(withAuth(`bearer ${token}`))).toBe(token);
    expect(bearerToken(withAuth())).toBeNull();
    expect(bearerToken(withAuth(`Basic ${token}`))).toBeNull();
    expect(bearerToken(withAuth("Bearer short"))).toBeNull();
    expect(bearerToken(withAuth(`Bearer ${token} extra`))).toBeNull();
  });
});

describe("session expiry", () => {
  const now = new Date("2026-03-05T09:00:00Z");

  it("is 12 hours after the login", () => {
    expect(SESSION_TTL_MS).toBe(12 * 60 * 60 * 1000);
    expect(sessionExpiry(now).toISOString()).toBe("2026-03-05T21:00:00.000Z");
  });

  it("keeps a session active until the last millisecond, then never again", () => {
    const session = { expiresAt: sessionExpiry(now), revokedAt: null };
    expect(isSessionActive(session, now)).toBe(true);
    expect(isSessionActive(session, new Date(now.getTime() + SESSION_TTL_MS - 1))).toBe(true);
    expect(isSessionActive(session, new Date(now.getTime() + SESSION_TTL_MS))).toBe(false);
    expect(isSessionActive(session, new Date(now.getTime() + 2 * SESSION_TTL_MS))).toBe(false);
  });

  it("ends a revoked session at once, whatever its expiry", () => {
    const session = { expiresAt: sessionExpiry(now), revokedAt: now };
    expect(isSessionActive(session, now)).toBe(false);
  });
});
