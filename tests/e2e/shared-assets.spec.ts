// What pages share instead of repeating: one icon sprite every drawn icon is a view of, and the
// raster image social networks get for an article with no uploaded picture.
import { expect, test } from "./fixtures";

test("every icon the pages draw is a view of the one cached sprite", async ({ page, request }) => {
  const used = new Set<string>();
  for (const path of ["/", "/services/ai-solutions", "/events/ai-automation-workshop-austin"]) {
    const html = await (await request.get(path)).text();
    for (const [, name] of html.matchAll(/class="i i-([A-Za-z0-9]+)/g)) if (name) used.add(name);
  }
  expect(used.size).toBeGreaterThan(10);
  // The stylesheet masks each icon with one address of the sprite, versioned for a long cache.
  await page.goto("/");
  const masks = await page.evaluate(
    (names) =>
      names.map((name) => {
        const i = document.createElement("i");
        i.className = `i i-${name}`;
        document.body.append(i);
        const mask = getComputedStyle(i).maskImage || getComputedStyle(i).webkitMaskImage;
        i.remove();
        return mask;
      }),
    [...used],
  );
  const addresses = new Set(masks.map((m) => /url\("?([^"#)]+)#/.exec(m)?.[1] ?? m));
  expect(addresses.size).toBe(1);
  const [address] = [...addresses] as [string];
  expect(new URL(address).pathname + new URL(address).search).toMatch(
    /^\/icons\.svg\?v=[0-9a-f]{12}$/,
  );
  const sprite = await request.get(address);
  expect(sprite.headers()["content-type"]).toBe("image/svg+xml");
  expect(sprite.headers()["cache-control"]).toContain("immutable");
  const svg = await sprite.text();
  for (const name of used) expect(svg, name).toContain(`<view id="${name}"`);
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
