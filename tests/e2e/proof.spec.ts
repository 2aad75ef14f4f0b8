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
  test.setTimeout(90_000);
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
      { timeout: 30_000 },
    )
    .toContain("212%");
  await expect(home.locator("main")).toContainText("Source: 14 client projects, 2025");
  const quote = home.locator(".quotes figure").filter({ hasText: "Grace Lin" });
  await expect(quote).toContainText("Lin & Co");
  await expect(quote.getByRole("img", { name: "Portrait of Grace Lin" })).toBeVisible();
  expectNoConsoleErrors(consoleErrors);
});

test("the owner adds a testimonial and a team member, then removes the testimonial; the pages follow", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const admin = new AdminPage(page);
  await admin.signInDirectly();
  await page.goto("/admin/proof");
  const run = Date.now().toString(36);
  const quotes = page.getByRole("region", { name: "Testimonials on the home page" });
  await quotes.getByRole("button", { name: "Add a testimonial" }).click();
  const draft = quotes.getByRole("form", { name: "New testimonial" });
  await draft.getByLabel("Quote", { exact: true }).fill(`Every lead gets an answer now ${run}.`);
  await draft.getByLabel("Name", { exact: true }).fill(`Noor Haddad ${run}`);
  await draft.getByLabel("Company", { exact: true }).fill("Haddad Dental");
  await draft.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added" })).toBeVisible();
  const added = quotes.getByRole("form", { name: `Noor Haddad ${run}` });
  await expect(added.getByText(/^Yours/)).toBeVisible();
  // The focus is back on the button, ready for another.
  await expect(quotes.getByRole("button", { name: "Add a testimonial" })).toBeFocused();

  const team = page.getByRole("region", { name: "The team on About" });
  await team.getByRole("button", { name: "Add a team member" }).click();
  const member = team.getByRole("form", { name: "New team member" });
  await member.getByLabel("Name", { exact: true }).fill(`Sam Ortiz ${run}`);
  await member.getByLabel("Role", { exact: true }).fill("Automation Engineer");
  await member.getByLabel("Bio", { exact: true }).fill("Sam wires the CRM to everything else.");
  await member.getByRole("button", { name: "Add", exact: true }).click();
  await expect(team.getByRole("form", { name: `Sam Ortiz ${run}` })).toBeVisible();

  const visitor = await page.context().newPage();
  const shows = (path: string, text: string) =>
    expect
      .poll(
        async () => {
          await visitor.goto(path);
          return (await visitor.locator("main").textContent()) ?? "";
        },
        { timeout: 30_000 },
      )
      .toContain(text);
  await shows("/", `Every lead gets an answer now ${run}.`);
  await shows("/about-us", `Sam Ortiz ${run}`);
  await expect(visitor.getByRole("heading", { level: 2, name: "Meet the Team" })).toBeVisible();

  // Removed after a confirmation, it leaves the home page.
  await added.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete permanently" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Removed" })).toBeVisible();
  await expect(quotes.getByRole("form", { name: `Noor Haddad ${run}` })).toHaveCount(0);
  await expect
    .poll(
      async () => {
        await visitor.goto("/");
        return (await visitor.locator("main").textContent()) ?? "";
      },
      { timeout: 30_000 },
    )
    .not.toContain(`Every lead gets an answer now ${run}.`);
  // The team member goes too, so About is as the other tests expect it.
  const sam = team.getByRole("form", { name: `Sam Ortiz ${run}` });
  await sam.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete permanently" }).click();
  await expect(sam).toHaveCount(0);
  expectNoConsoleErrors(consoleErrors);
});
