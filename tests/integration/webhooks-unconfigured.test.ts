// A calendar, payment or inbound-mail webhook whose secret is not configured does not exist: 404, nothing read.
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  delete process.env.CAL_WEBHOOK_SECRET;
  delete process.env.CALENDLY_WEBHOOK_SIGNING_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  delete process.env.INBOUND_EMAIL_TOKEN;
});

const { POST: postCal } = await import("@/app/api/webhooks/cal/route");
const { POST: postCalendly } = await import("@/app/api/webhooks/calendly/route");
const { POST: postStripe } = await import("@/app/api/webhooks/stripe/route");
const { POST: postInbound } = await import("@/app/api/webhooks/inbound-email/route");

describe("calendar, payment and inbound-mail webhooks without their secret", () => {
  it("answer 404 to anyone", async () => {
    for (const [post, path] of [
      [postCal, "cal"],
      [postCalendly, "calendly"],
      [postStripe, "stripe"],
      [postInbound, "inbound-email"],
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
