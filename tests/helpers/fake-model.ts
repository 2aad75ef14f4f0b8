// The fake Gemini server on the integration tests' port (vitest.config.ts), for one test file:
// started before its tests, reset with the database and the rate limits before each one.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type FakeGemini, startFakeGemini } from "../fakes/gemini-server";
import { resetDatabase, resetRateLimits } from "./db";
import { TEST_PORTS } from "./ports";

export function withFakeModel(slowMs = 4000): FakeGemini {
  let fake: FakeGemini | undefined;
  const running = () => {
    if (!fake) throw new Error("the fake model is not running yet");
    return fake;
  };
  beforeAll(async () => {
    fake = await startFakeGemini(TEST_PORTS.gemini, slowMs);
  });
  afterAll(() => fake?.close());
  beforeEach(async () => {
    running().reset();
    await resetDatabase();
    await resetRateLimits();
  });
  return {
    get url() {
      return running().url;
    },
    setMode: (mode) => running().setMode(mode),
    requests: () => running().requests(),
    peakInFlight: () => running().peakInFlight(),
    lastBody: () => running().lastBody(),
    reset: () => running().reset(),
    close: () => running().close(),
  };
}
