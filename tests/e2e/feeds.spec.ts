// Hostile content cannot break the feeds: control characters are refused where content enters
// (400 naming the field), and what gets in (markup, quotes, ampersands, emoji, a lone half of an
// emoji) leaves the RSS feed and the sitemap well-formed XML, as a feed reader parses them.
import { XMLValidator } from "fast-xml-parser";
import { expect, test } from "./fixtures";
import { AdminPage } from "./pages/admin";

test("hostile titles, tags and excerpts keep the feed and the sitemap well-formed", async ({
  page,
  request,
}) => {
  const admin = new AdminPage(page);
  const token = await admin.signInDirectly();
  const auth = { authorization: `Bearer ${token}` };
  const run = Date.now().toString(36);

  const refused = await request.post("/api/blog/posts", {
    headers: auth,
    data: { title: `Bell ${run}`, content_markdown: "Ring \u0007 the bell", status: "draft" },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.message).toMatch(/content_markdown contains characters/);

  const title = `<b>"Fish" & 'Chips'</b> ]]> 🐟 \ud83d ${run}`;
  const created = await request.post("/api/blog/posts", {
    headers: auth,
    data: {
      title,
      slug: `hostile-${run}`,
      excerpt: "<![CDATA[ x ]]> & <script>alert(1)</script> \u2028 end",
      tags: ["<tag>", "a&b"],
      content_markdown: "Body with <script>alert(1)</script> and \u2029.",
      status: "published",
    },
  });
  expect(created.status()).toBe(201);
  try {
    for (const path of ["/blog/rss.xml", "/sitemap.xml"]) {
      const xml = await (await request.get(path)).text();
      expect(XMLValidator.validate(xml), path).toBe(true);
    }
    const feed = await (await request.get("/blog/rss.xml")).text();
    expect(feed).toContain(`hostile-${run}`);
    expect(feed).toContain("&lt;b&gt;&quot;Fish&quot; &amp; &apos;Chips&apos;&lt;/b&gt;");
    expect(await (await request.get("/sitemap.xml")).text()).toContain(
      `/blog/hostile-${run}</loc>`,
    );
  } finally {
    await request.delete(`/api/blog/posts/hostile-${run}`, { headers: auth });
  }
});
