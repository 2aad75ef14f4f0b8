// The brand comes from configuration: with another company, consultant and assistant name, no
// text the site shows, seeds or tells the assistant keeps a trace of the default brand.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const modules = [
  "@/config/site",
  "@/content/about",
  "@/content/assistant",
  "@/content/faq",
  "@/content/home",
  "@/content/legal",
  "@/content/navigation",
  "@/content/pricing",
  "@/content/services",
  "@/content/workshop",
  "@/content/demo/blog",
  "@/content/demo/use-cases",
  "@/lib/ai/prompt",
  // Pages: their metadata, and the text of the elements they return.
  "@/app/layout",
  "@/app/(marketing)/page",
  "@/app/(marketing)/about-us/page",
  "@/app/(marketing)/contact/page",
  "@/app/(marketing)/blog/(list)/page",
  "@/app/(marketing)/services/page",
  "@/app/(marketing)/pricing/page",
  "@/components/events/workshop-landing",
  "@/app/(marketing)/events/thank-you-event/page",
];

/** Every string inside a value (React elements' props included), each object once. */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => strings(v, seen));
}

/** Every exported value, with zero-argument functions called: the text the modules produce. */
function textOf(mod: Record<string, unknown>): string {
  const values = Object.entries(mod).map(([name, value]) => {
    if (typeof value !== "function") return value;
    if (value.length > 0) return null;
    try {
      return (value as () => unknown)();
    } catch (err) {
      return `${name} threw ${String(err)}`;
    }
  });
  return strings(values).join("\n");
}

let text = "";

beforeAll(async () => {
  vi.stubEnv("COMPANY_NAME", "Acme Robotics");
  vi.stubEnv("CONSULTANT_NAME", "Jordan Price");
  vi.stubEnv("ASSISTANT_NAME", "Max");
  vi.resetModules();
  const loaded = await Promise.all(
    modules.map((m) => import(/* @vite-ignore */ m) as Promise<Record<string, unknown>>),
  );
  const { greeting } = await import("@/lib/chat/fixed-replies");
  const { ruleBasedReply, defaultReply } = await import("@/lib/chat/rules");
  const { assistantBrand } = await import("@/content/assistant");
  const brand = assistantBrand();
  text = [
    ...loaded.map(textOf),
    greeting("Max", brand.company),
    defaultReply(brand),
    ...["hello", "I need a person", "pricing?", "Do you do chatbots?"].map((q) =>
      ruleBasedReply(q, brand),
    ),
  ].join("\n");
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("brand from configuration", () => {
  it("uses the configured names", () => {
    expect(text).toContain("Acme Robotics");
    expect(text).toContain("Jordan Price");
    expect(text).toContain("acmerobotics.ai");
    // Pages are read too: the home page's title.
    expect(text).toContain("Acme Robotics | AI-Powered Marketing & Automation");
  });

  it("keeps no trace of the default company, consultant or assistant", () => {
    const traces = [/bluebonnet/i, /\bMarcus\b/, /\bReyes\b/, /\bAva\b/].filter((re) =>
      re.test(text),
    );
    const context = traces.map((re) => {
      const at = text.search(re);
      return text.slice(Math.max(0, at - 80), at + 80);
    });
    expect(context).toEqual([]);
  });
});
