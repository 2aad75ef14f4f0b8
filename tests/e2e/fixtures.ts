// Shared fixtures: every page keeps to this machine (requests to other hosts are answered
// locally), and console errors fail the test that caused them.
import { test as base, expect, type Page } from "@playwright/test";

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
  context: async ({ context }, use) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
      route.request().resourceType() === "script"
        ? route.fulfill({ status: 200, contentType: "text/javascript", body: "" })
        : route.fulfill({ status: 200, contentType: "text/html", body: "<title>external</title>" }),
    );
    await use(context);
  },
});

export { expect, type Page };

/** Fails when the page logged an error that is not an expected 404 of a deliberately missing page. */
export function expectNoConsoleErrors(errors: string[], allow: RegExp[] = []) {
  const unexpected = errors.filter((e) => !allow.some((re) => re.test(e)));
  expect(unexpected, unexpected.join("\n")).toEqual([]);
}
