// The owner's overview and privacy requests, in the browser: the charts draw the leads that just
// arrived, and a person's data is found, downloaded as JSON and deleted after a confirmation.
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoConsoleErrors, test } from "./fixtures";
import { AdminPage } from "./pages/admin";

// The agency's calendar day (Austin), as a visitor there dates a lead and the overview counts
// days: from 6 p.m. in Austin the UTC date is already tomorrow's.
const AGENCY_TIME_ZONE = "America/Chicago";
const today = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: AGENCY_TIME_ZONE }).format(new Date());

async function saveLead(
  request: APIRequestContext,
  lead: { name: string; email: string; qualification: string; scheduleCall: boolean },
) {
  const res = await request.post("/api/chat/summary", {
    data: {
      interaction_date: today(),
      contact_info: { name: lead.name, email: lead.email, phone: "", company_name: "" },
      chat_summary: "User engaged in conversation about AI Solutions.",
      services_discussed: ["AI Solutions"],
      key_pain_points: ["Slow follow-up"],
      call_to_action_offered: lead.scheduleCall,
      next_step: "Continue nurturing",
      lead_qualification: lead.qualification,
      transcript: [
        {
          id: "m1",
          sender: "user",
          content: `Hi, I'm ${lead.name}`,
          timestamp: new Date(Date.now() - 30_000).toISOString(),
        },
        {
          id: "m2",
          sender: "bot",
          content: "Nice to meet you! How can I help?",
          timestamp: new Date().toISOString(),
        },
      ],
    },
  });
  expect(res.status()).toBe(201);
}

/** The number shown under one of the overview's figures. */
const figure = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd")
    .first();

test("the overview charts the leads that just arrived", async ({
  page,
  request,
  consoleErrors,
}) => {
  const admin = new AdminPage(page);
  await admin.signInDirectly("?view=overview&range=7");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  const before = Number(await figure(page, "Leads").textContent());
  const beforeCalls = Number(
    (await page
      .locator("p")
      .filter({ hasText: "clicked Schedule Call" })
      .locator("strong")
      .textContent()) ?? 0,
  );

  const run = Date.now().toString(36);
  await saveLead(request, {
    name: `Ava Chen ${run}`,
    email: `ava.${run}@example.com`,
    qualification: "Hot",
    scheduleCall: true,
  });
  await saveLead(request, {
    name: `Raj Rao ${run}`,
    email: `raj.${run}@example.com`,
    qualification: "Cold",
    scheduleCall: false,
  });

  await page.reload();
  await expect(figure(page, "Leads")).toHaveText(String(before + 2));
  await expect(
    page.locator("p").filter({ hasText: "clicked Schedule Call" }).locator("strong"),
  ).toHaveText(String(beforeCalls + 1));
  await expect(page.getByRole("list").filter({ hasText: "AI Solutions" }).first()).toBeVisible();

  // The chart draws bars, with a legend, and its numbers are there as a table.
  const chart = page
    .locator("figure")
    .filter({ has: page.getByRole("application", { name: /^Leads per day/ }) });
  await expect(chart.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(chart.locator(".recharts-legend-wrapper")).toContainText("Hot");
  await page.getByText("Show the numbers as a table").click();
  const todayLabel = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    timeZone: AGENCY_TIME_ZONE,
  }).format(new Date());
  const todayRow = page.getByRole("row", { name: new RegExp(`^${todayLabel}\\b`) });
  await expect(todayRow).toBeVisible();
  const hot = Number(await todayRow.getByRole("cell").nth(0).textContent());
  expect(hot).toBeGreaterThanOrEqual(1);

  await page.getByRole("button", { name: "By source" }).click();
  await expect(page.getByRole("button", { name: "By source" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(chart.locator(".recharts-legend-wrapper")).toContainText("Contact form");
  await expect(page.getByRole("columnheader", { name: "Chat" })).toBeVisible();

  // The leads page shows the same period in one line, with the way back.
  await page.getByRole("link", { name: "Leads", exact: true }).click();
  await expect(page.getByRole("region", { name: "Last 30 days" })).toContainText(
    "waiting for a first contact",
  );

  // The leads waiting for a first contact open as that period's New leads, not every New lead.
  await page.goto("/admin?view=overview&range=7");
  await page.getByRole("link", { name: "Open this period's New leads" }).click();
  await expect(page).toHaveURL(
    /\?status=New&date_from=\d{4}-\d{2}-\d{2}&date_to=\d{4}-\d{2}-\d{2}$/,
  );
  await expect(admin.row(`Ava Chen ${run}`)).toBeVisible();
  expectNoConsoleErrors(consoleErrors);
});

test("a privacy request: find a person's data, download it, delete it after confirming", async ({
  page,
  request,
  consoleErrors,
}) => {
  const run = Date.now().toString(36);
  const name = `Mia Lopez ${run}`;
  const email = `mia.${run}@example.com`;
  await saveLead(request, { name, email, qualification: "Warm", scheduleCall: false });

  const admin = new AdminPage(page);
  await admin.signInDirectly("?view=privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy requests" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Retention" })).toContainText(
    "Leads without activity for 400 days are deleted automatically",
  );

  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Email address").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Find" }).click();
  const stored = page.getByRole("region", { name: `Stored about ${email}` });
  await expect(stored).toContainText("1 lead, 2 chat messages");
  await expect(stored.getByRole("link", { name })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await stored.getByRole("button", { name: "Download as JSON" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(file.email).toBe(email);
  expect(file.leads[0].contactName).toBe(name);
  expect(file.leads[0].transcript.map((m: { content: string }) => m.content)).toContain(
    `Hi, I'm ${name}`,
  );

  await stored.getByRole("button", { name: "Delete all of it…" }).click();
  const confirm = page.getByLabel("Type the email address to confirm");
  await expect(confirm).toBeFocused();
  await confirm.fill(`x${email}`);
  await page.getByRole("button", { name: "Delete permanently" }).click();
  await expect(stored.getByRole("alert")).toHaveText(
    "Type the email address exactly as above to confirm.",
  );
  await confirm.fill(email);
  await page.getByRole("button", { name: "Delete permanently" }).click();
  await expect(admin.toast("Personal data deleted")).toContainText("1 lead, 2 chat messages");
  await expect(page.getByRole("region", { name: `Stored about ${email}` })).toContainText(
    "Nothing is stored about this address.",
  );

  // Gone from the inbox too, and the privacy policy states the retention.
  await page.goto(`/admin?q=${run}`);
  await expect(page.getByText("No chat summaries found")).toBeVisible();
  await page.goto("/privacy-policy");
  await expect(page.getByRole("region", { name: "5. Data Retention" })).toContainText(
    "deleted automatically 400 days after our last exchange",
  );
  expectNoConsoleErrors(consoleErrors);
});

test("the overview and privacy pages pass axe and fit a phone", async ({ page }) => {
  const admin = new AdminPage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await admin.signInDirectly("?view=overview");
  await expect(page.getByRole("application", { name: /^Leads per day/ })).toBeVisible();
  for (const view of ["overview", "privacy"]) {
    await page.goto(`/admin?view=${view}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (view === "privacy") {
      await page.getByLabel("Email address").fill("nobody@example.com");
      await page.getByRole("button", { name: "Find" }).click();
      await expect(page.getByText("Nothing is stored about this address.")).toBeVisible();
    } else {
      await expect(page.getByRole("application", { name: /^Leads per day/ })).toBeVisible();
    }
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
      .analyze();
    const serious = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      view,
    ).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, view).toBeLessThanOrEqual(0);
  }
});
