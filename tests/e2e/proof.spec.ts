// The owner replaces the demo's proof: a figure with its source and a testimonial with a photo,
// and the home page shows them within seconds (its static page is refreshed by the save).
// In the second half's server (scripts/test.mjs): the home page's own tests check the demo's words.
import sharp from "sharp";
import { expect, expectNoConsoleErrors, test } from "./fixtures";
import { AdminPage } from "./pages/admin";

test("the owner edits a figure and a testimonial with a photo; the home page shows them", async ({
  page,
  consoleErrors,
}) => {
  const admin = new AdminPage(page);
  await admin.signInDirectly();
  await page.goto("/admin/proof");
  await expect(page.getByRole("heading", { level: 1, name: "Proof" })).toBeVisible();
  await expect(page.getByText(/pieces are still the demo's/)).toBeVisible();

  const results = page.getByRole("region", { name: "Results band on the home page" });
  const roi = results.getByRole("form", { name: "Figure 2: 300%" });
  await expect(roi.getByText("Demo")).toBeVisible();
  await roi.getByLabel("Figure", { exact: true }).fill("212%");
  await roi.getByLabel(/^Source/).fill("14 client projects, 2025");
  await roi.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  const saved = results.getByRole("form", { name: "Figure 2: 212%" });
  await expect(saved.getByText(/^Yours/)).toBeVisible();

  const quotes = page.getByRole("region", { name: "Testimonials on the home page" });
  const first = quotes.getByRole("form").first();
  await first.getByLabel("Name", { exact: true }).fill("Grace Lin");
  await first.getByLabel("Upload photo").setInputFiles({
    name: "grace.png",
    mimeType: "image/png",
    buffer: await sharp({
      create: { width: 400, height: 400, channels: 3, background: "#f97316" },
    })
      .png()
      .toBuffer(),
  });
  await expect(first.getByLabel("Photo", { exact: true })).toHaveValue(/^\/uploads\//);
  await first.getByLabel("Company", { exact: true }).fill("Lin & Co");
  await first.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" }).first()).toBeVisible();
  await expect(quotes.getByRole("form", { name: "Grace Lin" })).toBeVisible();
  // A name left empty is refused in words, and nothing changes.
  const grace = quotes.getByRole("form", { name: "Grace Lin" });
  await grace.getByLabel("Name", { exact: true }).fill("");
  await grace.getByRole("button", { name: "Save" }).click();
  await expect(grace.getByRole("alert")).toHaveText("Name is required");

  // The public page, within seconds.
  const home = await page.context().newPage();
  await expect
    .poll(
      async () => {
        await home.goto("/");
        return (await home.locator("main").textContent()) ?? "";
      },
      { timeout: 10_000 },
    )
    .toContain("212%");
  await expect(home.locator("main")).toContainText("Source: 14 client projects, 2025");
  const quote = home.locator(".quotes figure").filter({ hasText: "Grace Lin" });
  await expect(quote).toContainText("Lin & Co");
  await expect(quote.getByRole("img", { name: "Portrait of Grace Lin" })).toBeVisible();
  expectNoConsoleErrors(consoleErrors);
});
