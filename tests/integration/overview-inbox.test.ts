// The overview and the inbox tell the owner the same story for a period: each status's count is
// what the inbox's status filter lists, the sources add up to every lead ("Unknown" without a
// record of the visit), and services are counted however their case was written.
import { beforeEach, describe, expect, it } from "vitest";
import { GET as overview } from "@/app/api/admin/overview/route";
import { GET as list } from "@/app/api/chat/summaries/route";
import { LEAD_STATUSES } from "@/lib/validations/lead-status";
import { routeCtx } from "../helpers/chat";
import { resetDatabase } from "../helpers/db";
import { adminToken } from "../helpers/fixtures";
import { insertSummaries } from "../helpers/summaries";

let token = "";
beforeEach(async () => {
  await resetDatabase();
  token = await adminToken();
});

const get = async (route: typeof list, path: string) => {
  const res = await route(
    new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }),
    routeCtx,
  );
  expect(res.status, path).toBe(200);
  return res.json();
};

const touch = (first: Partial<Record<"referrer" | "utm_source", string>> = {}) => ({
  at: "2026-11-10T15:00:00.000Z",
  landing_page: "/",
  referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  ...first,
});
const visit = (first: Partial<Record<"referrer" | "utm_source", string>>) => ({
  first: touch(first),
  last: touch(),
});

describe("the overview against the inbox", () => {
  it("counts statuses, sources and services as the inbox lists them for the same days", async () => {
    await insertSummaries([
      {
        interactionDate: "2026-11-10",
        status: "Meeting booked",
        servicesDiscussed: ["AI Solutions"],
      },
      {
        interactionDate: "2026-11-11",
        status: "Meeting booked",
        servicesDiscussed: ["AI solutions"],
      },
      {
        interactionDate: "2026-11-11",
        status: "Won",
        source: "contact_form",
        servicesDiscussed: ["ai solutions "],
        attribution: visit({ utm_source: "newsletter" }),
      },
      {
        interactionDate: "2026-11-12",
        status: "Contacted",
        attribution: visit({ referrer: "https://www.google.com/search?q=ai" }),
      },
      { interactionDate: "2026-11-12", attribution: visit({}) },
      { interactionDate: "2026-11-13", status: "Lost", source: "import" },
      // Outside the period: counted by neither.
      { interactionDate: "2026-11-01", status: "Meeting booked" },
    ]);
    const range = "date_from=2026-11-10&date_to=2026-11-13";
    const body = await get(overview, "/api/admin/overview?from=2026-11-10&to=2026-11-13");

    const all = await get(list, `/api/chat/summaries?${range}`);
    expect(body.leads).toBe(all.pagination.total);
    expect(body.leads).toBe(6);
    for (const status of LEAD_STATUSES) {
      const listed = await get(
        list,
        `/api/chat/summaries?${range}&status=${encodeURIComponent(status)}`,
      );
      expect(body.statuses[status], status).toBe(listed.pagination.total);
    }
    expect(body.statuses["Meeting booked"]).toBe(2);

    const sources = body.origins.sources as Array<{ name: string; leads: number }>;
    expect(sources.reduce((n, s) => n + s.leads, 0)).toBe(body.leads);
    expect(Object.fromEntries(sources.map((s) => [s.name, s.leads]))).toEqual({
      Unknown: 3,
      newsletter: 1,
      "www.google.com": 1,
      Direct: 1,
    });
    // The utm_ source opens the inbox filtered by it, with the same count.
    const fromNewsletter = await get(list, `/api/chat/summaries?${range}&utm_source=newsletter`);
    expect(fromNewsletter.pagination.total).toBe(1);

    // Three spelled three ways, and the three others' (the fixture's "AI Solutions").
    expect(body.topServices).toEqual([{ name: "AI Solutions", count: 6 }]);
  });
});
