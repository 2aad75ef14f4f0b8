import { describe, expect, it } from "vitest";
import { nameFromEmail } from "@/lib/auth/admin-bootstrap";
import { hashPassword, passwordProblem, verifyPassword } from "@/lib/auth/password";
import { acceptInviteSchema, passwordChangeSchema } from "@/lib/validations/auth";

describe("password hashing", () => {
  it("hashes with argon2id (m=19456, t=2, p=1) and a fresh salt each time", async () => {
    const a = await hashPassword("correct-horse-battery-staple");
    const b = await hashPassword("correct-horse-battery-staple");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, "correct-horse-battery-staple")).toBe(true);
    expect(await verifyPassword(a, "correct-horse-battery-stapl")).toBe(false);
  });

  it("answers false, after the same work, when there is no stored hash", async () => {
    expect(await verifyPassword(null, "anything at all")).toBe(false);
    expect(await verifyPassword(undefined, "")).toBe(false);
  });

  it("treats a damaged stored hash as a mismatch", async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(await verifyPassword("not-a-hash", "whatever")).toBe(false);
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });

  it("refuses passwords shorter than 12 characters", async () => {
    expect(passwordProblem("short-pass1")).toBe("Password must be at least 12 characters");
    expect(passwordProblem("twelve-chars")).toBeNull();
    await expect(hashPassword("short")).rejects.toThrow("at least 12");
  });

  it("refuses a new password over 256 characters in the request, as hashing would", async () => {
    const long = "x".repeat(300);
    for (const parsed of [
      passwordChangeSchema.safeParse({
        current_password: "the-old-passphrase",
        new_password: long,
      }),
      acceptInviteSchema.safeParse({ token: "t", password: long }),
    ]) {
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        "The new password must be at most 256 characters",
      );
    }
    await expect(hashPassword(long)).rejects.toThrow("at most 256");
    // The longest one the form accepts is one hashing accepts.
    const longest = "y".repeat(256);
    expect(acceptInviteSchema.safeParse({ token: "t", password: longest }).success).toBe(true);
    expect(await verifyPassword(await hashPassword(longest), longest)).toBe(true);
  });
});

describe("the first admin's display name", () => {
  it.each([
    ["admin@e2e.test", "Admin"],
    ["jane.doe@example.com", "Jane Doe"],
    ["marcus_reyes+site@bluebonnetlabs.ai", "Marcus Reyes Site"],
    ["42@example.com", "Admin"],
  ])("%s → %s", (email, name) => {
    expect(nameFromEmail(email)).toBe(name);
  });
});
