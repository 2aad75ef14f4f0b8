// Adding a service is one new file plus one line in content/services/index.ts. This test adds
// one (the way the index would) and checks that every list derived from the catalogue has it.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { services as realServices } from "@/content/services";
import type { Service } from "@/content/services/types";

const extra: Service = {
  slug: "data-analytics",
  title: "Data Analytics",
  navSubtitle: "Dashboards that answer questions",
  icon: "ChartColumn",
  cardDescription: "Turn the data you already collect into answers your team uses every week.",
  features: ["KPI dashboards", "Forecasting"],
  meta: { title: "Data Analytics", description: "Dashboards and forecasts for small businesses." },
  hero: {
    title: "Know Your Numbers",
    intro: "Dashboards that answer your questions.",
    primary: { label: "Schedule a Consultation", to: "booking" },
    secondary: { label: "View Pricing", href: "/pricing" },
  },
  sections: [
    {
      kind: "process",
      id: "process-heading",
      title: "How We Work",
      steps: [{ step: 1, title: "Audit", description: "We look at your data." }],
    },
  ],
  cta: { heading: "Ready?", text: "Let's talk.", primary: { label: "Book", to: "booking" } },
  assistant: {
    keywords: ["analytics", "forecast\\w*", "kpis?"],
    question: "Can you build us a KPI dashboard?",
    answer: "We build analytics dashboards and forecasts from the data you already have.",
  },
};

beforeAll(() => {
  vi.resetModules();
  vi.doMock("@/content/services/index", async (importOriginal) => {
    const real = await importOriginal<typeof import("@/content/services/index")>();
    const services = [...real.services, extra];
    return {
      ...real,
      services,
      getServiceBySlug: (slug: string) => real.getServiceBySlug(slug, services),
      contactServiceOptions: () => real.contactServiceOptions(services),
    };
  });
});
afterAll(() => {
  vi.doUnmock("@/content/services/index");
  vi.resetModules();
});

describe("a service added to the catalogue", () => {
  it("gets a page with its own URL and metadata", async () => {
    const page = await import("@/app/(marketing)/services/[slug]/page");
    expect(page.generateStaticParams()).toContainEqual({ slug: "data-analytics" });
    const meta = await page.generateMetadata({
      params: Promise.resolve({ slug: "data-analytics" }),
    });
    expect(meta.title).toBe("Data Analytics");
  });

  it("appears in the navigation's Services menu and the footer", async () => {
    const nav = await import("@/content/navigation");
    const dropdown = nav.mainNav.find((i) => i.kind === "dropdown");
    expect(dropdown?.kind === "dropdown" && dropdown.items.map((i) => i.href)).toContain(
      "/services/data-analytics",
    );
    expect(nav.footerColumns[0].links.map((l) => l.href)).toContain("/services/data-analytics");
  });

  it("is a choice of the contact form that the server accepts, with its admin label", async () => {
    const { contactServiceOptions } = await import("@/content/services");
    expect(contactServiceOptions().map((o) => o.value)).toContain("data-analytics");
    const { contactSchema, serviceLabels } = await import("@/lib/contact");
    expect(
      contactSchema.safeParse({
        name: "Lee Park",
        email: "lee@example.com",
        service: "data-analytics",
      }).success,
    ).toBe(true);
    expect(serviceLabels["data-analytics"]).toBe("Data Analytics");
  });

  it("is known to the assistant: topic, rule answer, suggestion and system prompt", async () => {
    const { assistantBrand, suggestedQuestions } = await import("@/content/assistant");
    const { detectServices } = await import("@/lib/chat/topics");
    const { ruleBasedReply } = await import("@/lib/chat/rules");
    const { buildSystemPrompt } = await import("@/lib/ai/prompt");
    const brand = assistantBrand();
    expect(detectServices("we want a KPI dashboard with forecasting", brand.services)).toContain(
      "Data Analytics",
    );
    expect(ruleBasedReply("Do you do analytics?", brand)).toBe(extra.assistant.answer);
    expect(suggestedQuestions(realServices.slice(0, 3).concat(extra))).toContain(
      extra.assistant.question,
    );
    expect(buildSystemPrompt()).toContain("Data Analytics");
  });

  it("is listed in the sitemap", async () => {
    const sitemap = (await import("@/app/sitemap")).default;
    const urls = (await sitemap()).map((e) => e.url);
    expect(urls.some((u) => u.endsWith("/services/data-analytics"))).toBe(true);
  });
});
