// What pages share instead of repeating: one icon sprite every drawn icon is found in, and the
// raster image social networks get for an article with no uploaded picture.
import { expect, test } from "./fixtures";

test("every icon the pages draw is a symbol of the one cached sprite", async ({ request }) => {
  const used = new Map<string, Set<string>>();
  for (const path of ["/", "/services/ai-solutions", "/events/ai-automation-workshop-austin"]) {
    const html = await (await request.get(path)).text();
    for (const [, sprite, name] of html.matchAll(/<use href="([^"#]+)#([A-Za-z0-9]+)"/g)) {
      if (!sprite || !name) continue;
      used.set(sprite, (used.get(sprite) ?? new Set()).add(name));
    }
  }
  // One sprite address (with the icon list's version), and every name in it.
  expect([...used.keys()]).toEqual([expect.stringMatching(/^\/icons\.svg\?v=[0-9a-f]{12}$/)]);
  const [[address, names]] = [...used.entries()] as [[string, Set<string>]];
  expect(names.size).toBeGreaterThan(10);
  const sprite = await request.get(address);
  expect(sprite.headers()["content-type"]).toBe("image/svg+xml");
  expect(sprite.headers()["cache-control"]).toContain("immutable");
  const svg = await sprite.text();
  for (const name of names) expect(svg, name).toContain(`<symbol id="${name}"`);
});

test("an article without an uploaded image shares a 1200×630 PNG drawn from its title", async ({
  request,
}) => {
  const html = await (await request.get("/blog/after-hours-lead-capture-ai-chat-assistant")).text();
  const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(og).toMatch(/\/blog\/after-hours-lead-capture-ai-chat-assistant\/social\.png$/);
  const image = await request.get(new URL(og).pathname);
  expect(image.headers()["content-type"]).toBe("image/png");
  const png = await image.body();
  // The PNG header's IHDR chunk: width and height as big-endian 32-bit numbers.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect((await request.get("/blog/no-such-article/social.png")).status()).toBe(404);
});
