// `node scripts/screenshots.mjs [BASE_URL] [OUT_DIR]`: every public route at 390 and 1280 px, for
// review by eye (start the site first). SCREENSHOT_ROUTES="/,/pricing" limits the routes;
// SCREENSHOT_AT="2025-09-01T12:00:00-05:00" sets the browser's clock.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const base = (process.argv[2] ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const out = process.argv[3] ?? "screenshots";
const allRoutes = [
  "/",
  "/services",
  "/services/ai-solutions",
  "/services/marketing-automation",
  "/services/custom-software",
  "/services/systems-integration",
  "/pricing",
  "/use-cases",
  "/use-cases/hill-country-dental-after-hours-booking",
  "/about-us",
  "/blog",
  "/blog/after-hours-lead-capture-ai-chat-assistant",
  "/contact",
  "/events/ai-automation-workshop-austin",
  "/events/thank-you-event",
  "/privacy-policy",
  "/content-disclaimer",
  "/admin",
  "/this-page-does-not-exist",
];
const routes = process.env.SCREENSHOT_ROUTES?.split(",") ?? allRoutes;
const at = process.env.SCREENSHOT_AT ? new Date(process.env.SCREENSHOT_AT) : null;
const widths = [390, 1280];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  if (at) await page.clock.install({ time: at });
  // Nothing leaves this machine: other hosts are answered locally.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 204 }),
  );
  for (const route of routes) {
    await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
    const name = route === "/" ? "home" : route.slice(1).replace(/[^a-z0-9]+/gi, "-");
    const file = path.join(out, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
