// The ticket cards read GET /api/workshop/checkout in the browser: only well-formed settings are
// taken, and anything else reads as "not on sale" (null) rather than a broken buy button.
import { describe, expect, it } from "vitest";
import { readCheckoutConfig } from "@/lib/validations/workshop";

const valid = {
  publishableKey: "pk_test_abc123",
  buttons: { standard: "buy_btn_1AbC", vip: "buy_btn_2DeF" },
};

describe("reading the checkout settings in the browser", () => {
  it("takes well-formed settings, nothing on sale included", () => {
    expect(readCheckoutConfig(valid)).toEqual(valid);
    const none = { publishableKey: null, buttons: { standard: null, vip: null } };
    expect(readCheckoutConfig(none)).toEqual(none);
    const one = { publishableKey: "pk_live_x", buttons: { standard: "buy_btn_x", vip: null } };
    expect(readCheckoutConfig(one)).toEqual(one);
    // Extra fields are dropped.
    expect(readCheckoutConfig({ ...valid, secret: "x" })).toEqual(valid);
  });

  it("refuses anything else", () => {
    for (const value of [
      { ...valid, publishableKey: "sk_test_secret" },
      { ...valid, publishableKey: "pk_test_" },
      { ...valid, publishableKey: 42 },
      { ...valid, buttons: { standard: "buy_btn_1", vip: "javascript:alert(1)" } },
      { ...valid, buttons: { standard: "buy_btn_1<script>", vip: null } },
      { ...valid, buttons: { standard: "buy_btn_1" } },
      { ...valid, buttons: null },
      { ...valid, buttons: [] },
      { publishableKey: null },
      {},
      [],
      null,
      "pk_test_abc",
    ]) {
      expect(readCheckoutConfig(value), JSON.stringify(value)).toBeNull();
    }
  });
});
