import { beforeAll, describe, expect, it } from "vitest";
import { GET as getOne } from "@/app/api/use-cases/[slug]/route";
import { GET as listAll } from "@/app/api/use-cases/route";
import { resetDatabase } from "../helpers/db";
import { seedFixtureUseCases } from "../helpers/fixtures";

const get = (url: string) => new Request(`http://localhost${url}`);

describe("use-cases API", () => {
  beforeAll(async () => {
    await resetDatabase();
    await seedFixtureUseCases();
  });

  it("GET /api/use-cases answers {data:[…]} in display order with the spec's fields", async () => {
    const res = await listAll(get("/api/use-cases"), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.map((u: { slug: string }) => u.slug)).toEqual([
      "store-dashboard",
      "dental-after-hours",
    ]);
    expect(Object.keys(body.data[1]).sort()).toEqual(
      ["id", "slug", "title", "industry", "image_url", "challenge", "solution", "results"].sort(),
    );
  });

  it("GET /api/use-cases/{slug} answers {data:{…}} with sanitised HTML", async () => {
    const res = await getOne(get("/api/use-cases/dental-after-hours"), {
      params: Promise.resolve({ slug: "dental-after-hours" }),
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({
      slug: "dental-after-hours",
      industry: "Healthcare - Dental Practice",
    });
    expect(data.challenge).not.toContain("onerror");
    expect(data.results).toEqual(["62% more booked consultations", "$18,000 saved"]);
  });

  it("answers 404 for an unknown use case", async () => {
    const res = await getOne(get("/api/use-cases/nope"), {
      params: Promise.resolve({ slug: "nope" }),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: "not_found", message: "Use case not found" },
    });
  });
});
