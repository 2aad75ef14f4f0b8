// Admin addresses from before the screens were routes, and where proxy.ts sends them.
import { describe, expect, it } from "vitest";
import { formerAddress } from "@/lib/admin/former-address";

const moved = (path: string) => {
  const url = new URL(path, "http://site.test");
  return formerAddress(url.pathname, url.searchParams);
};

describe("admin addresses from before the screens were routes", () => {
  it("send each ?view= to its route, keeping what the route reads", () => {
    expect(moved("/admin?view=lead&id=4b1c")).toBe("/admin/leads/4b1c");
    expect(moved("/admin?view=overview&range=90")).toBe("/admin/overview?range=90");
    expect(moved("/admin?view=privacy")).toBe("/admin/privacy");
    expect(moved("/admin?view=security")).toBe("/admin/security");
    expect(moved("/admin?view=content&kind=use-cases&status=draft")).toBe(
      "/admin/content?kind=use-cases&status=draft",
    );
  });

  it("open a studio link's editor at its own address", () => {
    expect(moved("/admin?view=content&edit=new")).toBe("/admin/content/posts/new");
    expect(moved("/admin/content?kind=use-cases&edit=roof-bot")).toBe(
      "/admin/content/use-cases/roof-bot",
    );
  });

  it("leave today's addresses alone, and never send anywhere but the admin", () => {
    expect(moved("/admin?status=New&page=2")).toBeNull();
    expect(moved("/admin/content?kind=use-cases")).toBeNull();
    expect(moved("/admin/overview?range=7")).toBeNull();
    expect(moved("/admin?view=lead&id=%2F%2Fevil.test")).toBe("/admin/leads/%2F%2Fevil.test");
    expect(moved("/admin?view=content&edit=..%2F..%2Fx")).toBe("/admin/content");
  });
});
