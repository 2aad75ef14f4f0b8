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

test("the header's logo is drawn with the page's first paint: it comes with the stylesheet, not as a file", async ({
  page,
}) => {
  const images: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "image") images.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  const logo = await page
    .getByRole("link", { name: /home$/ })
    .first()
    .evaluate((a) => {
      const style = getComputedStyle(a, "::before");
      return { image: style.backgroundImage, width: style.width, height: style.height };
    });
  expect(logo.image).toMatch(/^url\("data:image\/svg\+xml,/);
  expect(logo).toMatchObject({ width: "32px", height: "32px" });
  // The same drawing as the favicon, also in the page; iOS and search engines get it as a PNG.
  expect(decodeURIComponent(logo.image)).toContain("fill='#4f46e5'");
  const favicon = await page.locator('link[rel="icon"]').getAttribute("href");
  expect(decodeURIComponent(favicon ?? "")).toContain("fill='#4f46e5'");
  expect(images).not.toContain("/icon.svg");
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  const png = await page.request.get(touchIcon ?? "");
  expect(png.headers()["content-type"]).toBe("image/png");
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

test("the build's scripts and stylesheets come compressed ahead of time, cached for a year", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/")).text();
  // Scripts by their tags; stylesheets by the files the page's inlined styles name (space apart).
  const assets = [
    ...[...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<style [^>]*data-href="([^"]+)"/g)].flatMap((m) => m[1]?.split(" ")),
  ].filter((path): path is string => Boolean(path));
  expect(assets.length).toBeGreaterThan(3);
  // Node's fetch sends the Accept-Encoding given and decodes what comes back.
  const get = (path: string, encoding: string) =>
    fetch(new URL(path, baseURL), { headers: { "accept-encoding": encoding } });
  for (const path of assets) {
    const plain = await get(path, "identity");
    expect(plain.status, path).toBe(200);
    expect(plain.headers.get("content-encoding"), path).toBeNull();
    const original = Buffer.from(await plain.arrayBuffer());
    if (original.length < 1024) continue; // too small to be worth compressing
    for (const [accepts, served] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
    ] as const) {
      const res = await get(path, accepts);
      expect(res.headers.get("content-encoding"), `${path} (${accepts})`).toBe(served);
      expect(Number(res.headers.get("content-length"))).toBeLessThan(original.length);
      expect(res.headers.get("vary")).toContain("Accept-Encoding");
      expect(res.headers.get("cache-control")).toContain("immutable");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-type")).toMatch(path.endsWith(".css") ? /css/ : /javascript/);
      expect(Buffer.from(await res.arrayBuffer()).equals(original), path).toBe(true);
    }
  }
  // A file the build does not have is still a 404, and nothing outside the build is reachable.
  expect((await get("/_next/static/chunks/no-such-file.js", "br")).status).toBe(404);
  expect((await get("/_next/static/..%2F..%2Fpackage.json", "br")).status).toBe(404);
  expect((await get("/_next/static/../../package.json", "br")).status).toBe(404);
});

test("pages come compressed as the browser accepts, the same page every way, and so do API answers", async ({
  baseURL,
}) => {
  const get = (path: string, encoding: string) =>
    fetch(new URL(path, baseURL), { headers: { "accept-encoding": encoding } });
  // /pricing is cached, /admin (the sign-in) made for each request: only its nonce differs.
  const text = async (res: Response) => {
    const body = await res.text();
    const nonce = /nonce="([^"]+)"/.exec(body)?.[1];
    return nonce ? body.replaceAll(nonce, "") : body;
  };
  for (const path of ["/pricing", "/admin"]) {
    const plain = await text(await get(path, "identity"));
    expect(plain).toContain("<style data-precedence"); // the stylesheet comes inside the page
    for (const round of [1, 2]) {
      for (const [accepts, served] of [
        ["gzip, deflate, br, zstd", "br"],
        ["gzip, deflate", "gzip"],
        ["identity", null],
      ] as const) {
        const res = await get(path, accepts);
        expect(res.headers.get("content-encoding"), `${path} ${accepts} #${round}`).toBe(served);
        expect(res.headers.get("vary")).toContain("Accept-Encoding");
        expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect(await text(res), `${path} ${accepts} #${round}`).toBe(plain);
      }
    }
  }
  const api = await get("/api/blog/posts", "br");
  expect(api.headers.get("content-encoding")).toBe("br");
  expect((await api.json()).posts.length).toBeGreaterThan(0);
});
