// The local fakes' ports (vitest.config.ts points the site at them), moved by TEST_PORT_OFFSET:
// npm test runs the PostgreSQL pass beside PGlite's, each with its own set.
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);

export const TEST_PORTS = {
  gemini: 9911 + offset,
  webhook: 9931 + offset,
  smtp: 9932 + offset,
  push: 9941 + offset,
} as const;
