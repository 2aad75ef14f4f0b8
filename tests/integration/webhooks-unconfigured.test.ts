// A calendar or payment webhook whose secret is not configured does not exist: 404, nothing read.
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  delete process.env.CAL_WEBHOOK_SECRET;
  delete process.env.CALENDLY_WEBHOOK_SIGNING_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
});

const { POST: postCal } = await import("@/app/api/webhooks/cal/route");
const { POST: postCalendly } = await import("@/app/api/webhooks/calendly/route");
const { POST: postStripe } = await import("@/app/api/webhooks/stripe/route");

describe("calendar and payment webhooks without their secret", () => {
  it("answer 404 to anyone", async () => {
    for (const [post, path] of [
      [postCal, "cal"],
      [postCalendly, "calendly"],
      [postStripe, "stripe"],
    ] as const) {
      const res = await post(
        new Request(`http://localhost/api/webhooks/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        }),
        { params: Promise.resolve({}) },
      );
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
  });
});
