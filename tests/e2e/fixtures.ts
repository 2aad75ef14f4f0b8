// Shared fixtures: every page keeps to this machine (requests to other hosts are answered
// locally), and console errors fail the test that caused them. The test server trusts one proxy
// (TRUST_PROXY_HOPS=1, as behind a load balancer): each browser context and API client plays a
// visitor of its own by sending the address that proxy would add, so one test's rate limits
// never spill into another's.
import { test as base, expect, type Page } from "@playwright/test";

let visitor = 0;
/** A fresh visitor address (TEST-NET-2 range) for one browser context or API client. */
export function visitorAddress(): string {
  visitor += 1;
  return `198.18.${(process.pid + Math.floor(visitor / 250)) % 250}.${(visitor % 250) + 1}`;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
    },
    { auto: true },
  ],
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": visitorAddress() },
    });
    await use(request);
    await request.dispose();
  },
  context: async ({ context }, use) => {
    context.on("page", waitForTheAppOnPageLoads);
    await context.setExtraHTTPHeaders({ "x-forwarded-for": visitorAddress() });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
      route.request().resourceType() === "script"
        ? route.fulfill({ status: 200, contentType: "text/javascript", body: "" })
        : route.fulfill({ status: 200, contentType: "text/html", body: "<title>external</title>" }),
    );
    await use(context);
  },
});

export { expect, type Page };

/**
 * Resolves once the page's app has hydrated. `load` (where `goto` stops waiting) can come before
 * React has taken the page over, and a test that clicks then meets a page whose React handlers are
 * not attached yet, as a visitor clicking within its first frames would (tests/e2e/first-click
 * covers that case on purpose). React marks the DOM elements it has taken over (a `__reactFiber$`
 * key), and the body is taken over when the page has hydrated: a mark of this document, unlike
 * the history entry's state, which a reload keeps. Pages without the app (an API's JSON, a page
 * with scripts turned off) resolve at once.
 */
export async function appReady(page: Page) {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForFunction(
        () =>
          !document.querySelector('script[src*="/_next/static/"]') ||
          Object.keys(document.body ?? {}).some((key) => key.startsWith("__reactFiber$")),
        null,
        { timeout: 15_000, polling: 50 },
      );
      return;
    } catch (err) {
      // The page navigated on while it was asked: ask the new one.
      if (attempt < 3 && /context was destroyed|navigat/i.test(String(err))) continue;
      throw err;
    }
  }
}

type Navigation = "goto" | "reload" | "goBack" | "goForward" | "waitForURL";

/** Every full page load a test makes waits for the app as well as for `load` (see appReady). */
function waitForTheAppOnPageLoads(page: Page) {
  for (const name of ["goto", "reload", "goBack", "goForward", "waitForURL"] as Navigation[]) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const result = await original(...args);
        const options = args.find((a) => typeof a === "object" && a !== null && "waitUntil" in a);
        const until = (options as { waitUntil?: string } | undefined)?.waitUntil ?? "load";
        // A test that stops at "commit" or "domcontentloaded" looks at the page before it runs.
        if ((until === "load" || until === "networkidle") && result !== null) await appReady(page);
        return result;
      },
    });
  }
}

/** Fails when the page logged an error that is not an expected 404 of a deliberately missing page. */
export function expectNoConsoleErrors(errors: string[], allow: RegExp[] = []) {
  const unexpected = errors.filter((e) => !allow.some((re) => re.test(e)));
  expect(unexpected, unexpected.join("\n")).toEqual([]);
}

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__cspViolation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI} on ${location.pathname}`,
      );
    });
  });
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

/**
 * Runs `action` and checks that it opened a booking in a new tab: the tab loads the site's /book,
 * which sends it on at run time. This server has no BOOKING_URL, so /book leads to the contact
 * form's call request; answers that address.
 */
export async function expectOpensBooking(page: Page, action: () => Promise<void>) {
  const onward = page.context().waitForEvent("request", (r) => {
    const from = r.redirectedFrom()?.url();
    return from ? new URL(from).pathname === "/book" : false;
  });
  const popup = page.waitForEvent("popup");
  await action();
  const tab = await popup;
  const url = new URL((await onward).url());
  expect(url.pathname).toBe("/contact");
  expect(url.searchParams.get("intent")).toBe("call");
  await expect(tab.getByRole("button", { name: "Request a call" })).toBeVisible();
  await tab.close();
  return url;
}
