// .env.example documents exactly the variables lib/env.ts reads.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_NAMES } from "@/lib/env";

describe(".env.example", () => {
  it("lists every variable the server reads, and nothing else", () => {
    const documented = readFileSync(".env.example", "utf8")
      .split("\n")
      .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter((name): name is string => Boolean(name));
    // NODE_ENV is set by the tools (next start/build, vitest), not by the owner.
    expect([...documented].sort()).toEqual(ENV_NAMES.filter((n) => n !== "NODE_ENV").sort());
  });
});
