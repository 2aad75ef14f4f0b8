// A lead webhook the server could never reach is refused at start, naming the variable; a
// delivery that fails says why, not only "fetch failed".
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/config/env.mjs";
import { errorText } from "@/lib/utils/error-text";

describe("LEAD_WEBHOOK_URL", () => {
  it("is refused on a port fetch will not connect to, with one line naming it", () => {
    for (const port of [6000, 25, 10080]) {
      expect(() => parseEnv({ LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hook` })).toThrow(
        `LEAD_WEBHOOK_URL uses port ${port}, which fetch refuses to connect to: use another port`,
      );
    }
    expect(parseEnv({ LEAD_WEBHOOK_URL: "http://127.0.0.1:9931/hook" }).LEAD_WEBHOOK_URL).toBe(
      "http://127.0.0.1:9931/hook",
    );
    expect(() => parseEnv({ GEMINI_BASE_URL: "http://127.0.0.1:6667/v1beta" })).toThrow(
      /^GEMINI_BASE_URL uses port 6667/,
    );
  });
});

describe("a failed delivery's error", () => {
  it("carries fetch's cause", async () => {
    // A real fetch to a port nothing listens on: Node says "fetch failed" and keeps the reason.
    const failure = await fetch("http://127.0.0.1:9/", {
      signal: AbortSignal.timeout(2_000),
    }).catch((err: unknown) => err);
    expect(errorText(failure)).toMatch(/^fetch failed: .+/);
    expect(errorText(new Error("webhook answered 500"))).toBe("webhook answered 500");
  });
});
