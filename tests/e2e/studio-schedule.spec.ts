// Scheduling in the studio: a post scheduled for the next minute goes live on /blog at its time.
// Mostly waiting for the clock: npm test runs it beside the other browser tests (scripts/test.mjs).
import { expect, test } from "./fixtures";
import { AdminPage } from "./pages/admin";
import { isFirstPost, publishAsIs } from "./pages/studio";

test("a post scheduled for the next minute goes live on /blog at its time, not before", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = new AdminPage(page);
  const token = await admin.signInDirectly("?view=content");
  const headers = { authorization: `Bearer ${token}` };
  const title = `Scheduled ${Date.now().toString(36)}`;
  const made = await request.post("/api/blog/posts", {
    headers,
    data: { title, content_markdown: "Out on time." },
  });
  const { slug } = (await made.json()).post;
  await page.goto(`/admin/content/posts/${slug}`);

  // The next whole minute at least 25 s away (the form's steps take a few), on the business's
  // clock (Austin).
  const at = new Date(Math.ceil((Date.now() + 25_000) / 60_000) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Chicago",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;

  await page.getByRole("button", { name: "Schedule…" }).click();
  const when = page.getByLabel("Publish at (CT)");
  await when.fill("2020-01-01T09:00");
  await page
    .getByRole("form", { name: "Schedule" })
    .getByRole("button", { name: "Schedule" })
    .click();
  await expect(page.getByText("Choose a time in the future.")).toBeVisible();
  await when.fill(local);
  const firstPost = await isFirstPost(request, token);
  await page
    .getByRole("form", { name: "Schedule" })
    .getByRole("button", { name: "Schedule" })
    .click();
  if (firstPost) await publishAsIs(page, "Schedule");
  await expect(page.getByRole("status").filter({ hasText: /^Scheduled for / })).toBeVisible();
  await expect(page.getByText(/^Goes live /).first()).toBeVisible();
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  // The studio lists it under Scheduled, with its time.
  await page.goto("/admin/content?kind=posts&status=scheduled");
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();

  // Not before its time; then within the minute.
  await expect
    .poll(async () => (await request.get("/blog")).text(), {
      timeout: at.getTime() - Date.now() + 60_000,
      intervals: [2_000],
    })
    .toContain(title);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  expect((await request.get(`/blog/${slug}`)).status()).toBe(200);
  const gone = await request.delete(`/api/blog/posts/${slug}`, { headers });
  expect(gone.status()).toBe(204);
});
