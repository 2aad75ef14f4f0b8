// A calendar webhook whose secret is not configured does not exist: 404, nothing read.
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  delete process.env.CAL_WEBHOOK_SECRET;
  delete process.env.CALENDLY_WEBHOOK_SIGNING_KEY;
});

const { POST: postCal } = await import("@/app/api/webhooks/cal/route");
const { POST: postCalendly } = await import("@/app/api/webhooks/calendly/route");

describe("calendar webhooks without their secret", () => {
  it("answer 404 to anyone", async () => {
    for (const [post, path] of [
      [postCal, "cal"],
      [postCalendly, "calendly"],
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
