// The owner works a lead from the inbox: opens it, reads the conversation, adds a note, sets the
// status and qualification, and finds it again with the filters.
import { expect, expectNoConsoleErrors, test } from "./fixtures";
import { AdminPage } from "./pages/admin";

test("open a lead, read its conversation, add a note, set status and qualification, filter by them", async ({
  page,
  request,
  consoleErrors,
}) => {
  const run = Date.now().toString(36);
  const name = `Lena Ortiz ${run}`;
  const saved = await request.post("/api/chat/summary", {
    data: {
      interaction_date: new Date().toISOString().slice(0, 10),
      contact_info: {
        name,
        email: `lena.${run}@example.com`,
        phone: "",
        company_name: "Ortiz Law",
      },
      chat_summary: "User engaged in conversation about Marketing Automation.",
      services_discussed: ["Marketing Automation"],
      key_pain_points: ["Slow follow-up"],
      call_to_action_offered: true,
      next_step: "Call to action offered",
      lead_qualification: "Warm",
      transcript: [
        {
          id: "m1",
          sender: "user",
          content: `Hi, I'm ${name} from Ortiz Law`,
          timestamp: new Date(Date.now() - 60_000).toISOString(),
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
  expect(saved.status()).toBe(201);

  const admin = new AdminPage(page);
  await admin.signInDirectly(`?q=${encodeURIComponent(run)}`);
  await admin.row(name).getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const conversation = page.getByRole("list", { name: "Conversation" });
  await expect(conversation).toContainText(`Hi, I'm ${name} from Ortiz Law`);
  await expect(conversation).toContainText("Nice to meet you!");
  // The server's proposal and why.
  await expect(page.getByText("Proposed: Hot")).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Clicked Schedule Call" }),
  ).toBeVisible();

  await page.getByLabel("Add a note").fill("Called, she wants a proposal by Friday.");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("list", { name: "Notes" })).toContainText(
    "wants a proposal by Friday",
  );

  // A save that fails puts the choice back and says so.
  // The change is a server action: its request is a POST to the page with a Next-Action header.
  await page.route("**/admin/leads/*", (route) =>
    route.request().method() === "POST" && route.request().headers()["next-action"]
      ? route.fulfill({ status: 503, contentType: "text/plain", body: "Service unavailable" })
      : route.continue(),
  );
  await page.getByLabel("Status").selectOption("Lost");
  await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("New");
  // While a save is on its way the select shows the choice (it used to snap back until the
  // reload), and cannot be changed again.
  await page.unroute("**/admin/leads/*");
  await page.route("**/admin/leads/*", async (route) => {
    if (route.request().method() === "POST" && route.request().headers()["next-action"]) {
      await new Promise((r) => setTimeout(r, 1_000));
    }
    await route.continue();
  });
  await page.getByLabel("Status").selectOption("Contacted");
  await expect(page.getByLabel("Status")).toHaveValue("Contacted");
  await expect(page.getByLabel("Status")).toBeDisabled();
  await expect(page.getByRole("list", { name: "History" })).toContainText("Status New → Contacted");
  await expect(page.getByLabel("Status")).toHaveValue("Contacted");
  await page.unroute("**/admin/leads/*");
  await page.getByLabel("Qualification").selectOption("Hot");
  await expect(page.getByRole("list", { name: "History" })).toContainText(
    "Qualification Warm → Hot",
  );
  // Times are the agency's, whatever the browser's zone (the server renders them).
  await expect(page.getByRole("list", { name: "History" })).toContainText(/\d{1,2}:\d{2} [AP]M CT/);

  // Back in the inbox, with the search it was opened from; the filters find it by its new
  // status and qualification.
  await page.getByRole("link", { name: "All leads" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${run}$`));
  await expect(page.getByLabel("Search")).toHaveValue(run);
  await admin.qualification.selectOption("Hot");
  await page.getByLabel("Status").selectOption("Contacted");
  await expect(page).toHaveURL(/status=Contacted/);
  await expect(page).toHaveURL(/qualification=Hot/);
  await page.getByLabel("Search").fill(run);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(admin.row(name)).toBeVisible();
  await expect(admin.row(name)).toContainText("Contacted");
  await page.getByLabel("Status").selectOption("Won");
  await expect(page.getByText("No chat summaries found")).toBeVisible();
  // The one error is the save refused on purpose above.
  expectNoConsoleErrors(consoleErrors, [/status of 503/]);
});

test("a lead that no longer exists says so, with nothing to retry", async ({ page }) => {
  const admin = new AdminPage(page);
  await admin.signInDirectly("?view=lead&id=00000000-0000-4000-8000-000000000000");
  await expect(page.getByText(/This lead is not here: it was deleted/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await page.getByRole("link", { name: "All leads" }).click();
  await expect(admin.dashboard).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the lead page is usable at 390 px, without sideways scrolling", async ({
    page,
    request,
  }) => {
    const res = await request.post("/api/contact", {
      data: { name: "Phone Check", email: "phone.check@example.com", message: "Quick question" },
    });
    expect(res.status()).toBe(201);
    const admin = new AdminPage(page);
    await admin.signInDirectly("?source=contact_form&q=phone.check");
    await admin.cards.getByRole("link", { name: "Phone Check" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Phone Check" })).toBeVisible();
    await expect(page.getByLabel("Status")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("two filters chosen in quick succession are both kept", async ({ page }) => {
  const admin = new AdminPage(page);
  await admin.signInDirectly();
  await expect(admin.dashboard).toBeVisible();
  // Both changes inside one task, before the inbox re-renders from the first.
  await page.evaluate(() => {
    for (const [label, value] of [
      ["Qualification", "Hot"],
      ["Status", "Contacted"],
    ] as const) {
      const select = [...document.querySelectorAll("label")].find((l) =>
        l.textContent?.trim().startsWith(label),
      )?.control as HTMLSelectElement;
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
  });
  await expect(page).toHaveURL(/qualification=Hot/);
  await expect(page).toHaveURL(/status=Contacted/);
  await expect(admin.qualification).toHaveValue("Hot");
  await expect(page.getByLabel("Status")).toHaveValue("Contacted");
});

test("a lead's address opens its page rendered by the server, with a title of its own; signed out, the sign-in comes back to it", async ({
  page,
  request,
}) => {
  const email = `direct.${Date.now()}@example.com`;
  const res = await request.post("/api/contact", {
    data: { name: "Dana Direct", email, message: "Opened by its address" },
  });
  expect(res.status()).toBe(201);
  const admin = new AdminPage(page);
  const token = await admin.signInDirectly(`?q=${encodeURIComponent(email)}`);
  // The list too comes from the server, filtered by its address; signed out, it is the sign-in.
  const list = await (await page.request.get(`/admin?q=${encodeURIComponent(email)}`)).text();
  expect(list).toContain(email);
  expect(list).toContain("1 lead match the filters");
  expect(list).toContain("<title>Leads · Admin · ");
  const signedOut = await (await request.get(`/admin?q=${encodeURIComponent(email)}`)).text();
  expect(signedOut).not.toContain(email);
  expect(signedOut).toContain("<title>Sign in · Admin · ");
  await admin.cards.or(admin.table).getByRole("link", { name: "Dana Direct" }).first().click();
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  const address = page.url();

  // The server's own HTML holds the lead (no script needed to see who it is).
  const html = await (await page.request.get(address)).text();
  expect(html).toContain(email);
  expect(html).toContain("<title>Dana Direct · Leads · Admin · ");
  await expect(page).toHaveTitle(/^Dana Direct · Leads · Admin · /);

  // Back and Forward move between the list and the lead.
  await page.goBack();
  await expect(admin.dashboard).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { level: 1, name: "Dana Direct" })).toBeVisible();

  // Signed out, the address leads to the sign-in, and the sign-in back to the lead.
  await request.post("/api/auth/logout", { headers: { authorization: `Bearer ${token}` } });
  await page.goto(address);
  await expect(admin.loginForm).toBeVisible();
  await admin.login();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole("heading", { level: 1, name: "Dana Direct" })).toBeVisible();
});
