import { describe, expect, it } from "vitest";
import { contactSchema } from "@/lib/contact";

describe("contact form schema (shared by the form and POST /api/contact)", () => {
  it("requires a full name and a valid email, trims what people type", () => {
    const ok = contactSchema.parse({ name: "  Lee Park ", email: " lee@example.com " });
    expect(ok).toEqual({
      name: "Lee Park",
      email: "lee@example.com",
      company: "",
      service: "",
      message: "",
    });
  });

  it.each([
    [{ name: "   ", email: "lee@example.com" }, "name", "Please enter your full name"],
    [{ name: "Lee", email: "" }, "email", "Please enter your email address"],
    [{ name: "Lee", email: "lee@" }, "email", "Please enter a valid email address"],
    [
      { name: "Lee", email: "lee@example.com", service: "other" },
      "service",
      "Please choose a service from the list",
    ],
  ])("rejects %j on %s", (input, field, message) => {
    const result = contactSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });

  it("accepts each of the five service options", () => {
    for (const service of [
      "ai-solutions",
      "marketing-automation",
      "custom-software",
      "systems-integration",
      "consultation",
    ]) {
      expect(
        contactSchema.safeParse({ name: "Lee", email: "lee@example.com", service }).success,
      ).toBe(true);
    }
  });
});
