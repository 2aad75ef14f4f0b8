// The cached lists' own addresses (scripts/list-rewrites.mjs): the server sends a visitor's
// /blog?tag=&page= and /use-cases where Next's rewrites would, Next's own encoding included.
import { describe, expect, it } from "vitest";
import { listPagePath } from "../../scripts/list-rewrites.mjs";

describe("listPagePath", () => {
  it("finds each list's cached page", () => {
    expect(listPagePath("/blog")).toBe("/blog/pages/1");
    expect(listPagePath("/blog?page=2")).toBe("/blog/pages/2");
    expect(listPagePath("/blog?tag=CRM")).toBe("/blog/tagged/CRM/1");
    expect(listPagePath("/blog?page=3&tag=CRM")).toBe("/blog/tagged/CRM/3");
    expect(listPagePath("/use-cases")).toBe("/use-cases/list/1");
  });

  it("writes a tag as Next does: decoded from the query, encoded in the path", () => {
    // Next's rewrite of both lands on the cache entry of /blog/tagged/Small%20Business/1.
    expect(listPagePath("/blog?tag=Small+Business")).toBe("/blog/tagged/Small%20Business/1");
    expect(listPagePath("/blog?tag=Lead%20Generation")).toBe("/blog/tagged/Lead%20Generation/1");
    expect(listPagePath("/blog?tag=C%2B%2B")).toBe("/blog/tagged/C%2B%2B/1");
  });

  it("leaves Next everything else: searches, bad values, repeated keys, other pages", () => {
    for (const url of [
      "/blog?q=crm",
      "/blog?q=crm&tag=CRM",
      "/blog?page=0",
      "/blog?page=12345",
      "/blog?page=x",
      "/blog?tag=a%2Fb",
      "/blog?tag=100%25",
      "/blog?tag=CRM&tag=SEO",
      "/blog/",
      "/blog/some-article",
      "/pricing",
      "/",
    ]) {
      expect(listPagePath(url), url).toBeNull();
    }
  });
});
