// The admin area: signing in and out, and the lead dashboard (filters, CSV export, messages).
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, expectNoConsoleErrors, test } from "./fixtures";
import { ADMIN, AdminPage } from "./pages/admin";

// A failed login or a rejected token is a 401 by design; the browser logs every such answer.
const expected401 = [/status of 401/];

// Leads on dates no chat test produces (those use today), named uniquely per run.
const run = Date.now().toString(36);
const leads = {
  hot: {
    name: `Rosa Delgado ${run}`,
    q: "Hot",
    date: "2024-03-12",
    company: "Hill Country HVAC",
    email: `rosa.${run}@hillcountry-hvac.example`,
    summary: "User engaged about Marketing Automation, AI Solutions",
  },
  warm: {
    name: `Ben Ortiz ${run}`,
    q: "Warm",
    date: "2024-03-08",
    company: "Ortiz Legal",
    email: `ben.${run}@ortiz.example`,
    summary: "User engaged about general business solutions",
  },
  cold: {
    name: `Cara Finch ${run}`,
    q: "Cold",
    date: "2024-02-20",
    company: '=HYPERLINK("x")',
    email: `cara.${run}@finch.example`,
    summary: "User engaged about Custom Software",
  },
} as const;
const contactName = `Priya Raman ${run}`;

test.describe("admin area", () => {
  test.beforeAll(async ({ request }) => {
    let i = 0;
    for (const lead of Object.values(leads)) {
      i += 1;
      const res = await request.post("/api/chat/summary", {
        // A visitor address of its own, so these saves do not spend the browser's budgets.
        headers: { "x-forwarded-for": `198.51.100.${i}` },
        data: {
          interaction_date: lead.date,
          contact_info: {
            name: lead.name,
            email: lead.email,
            phone: "512-555-0147",
            company_name: lead.company,
          },
          chat_summary: lead.summary,
          services_discussed: ["Marketing Automation", "AI Solutions"],
          key_pain_points: ["slow follow-up"],
          call_to_action_offered: lead.q === "Hot",
          next_step: lead.q === "Hot" ? "Call to action offered" : "Continue nurturing",
          lead_qualification: lead.q,
        },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
    const contact = await request.post("/api/contact", {
      headers: { "x-forwarded-for": "198.51.100.50" },
      data: {
        name: contactName,
        email: `priya.${run}@example.com`,
        company: "Raman Bakery",
        service: "ai-solutions",
        message: "Can a chatbot take cake orders after hours?",
      },
    });
    expect(contact.ok(), await contact.text()).toBe(true);
  });

  test("shows and hides the password", async ({ page, consoleErrors }) => {
    const admin = new AdminPage(page);
    await admin.goto();
    await expect(admin.loginForm).toBeVisible();
    await admin.password.fill("a secret phrase");
    await expect(admin.password).toHaveAttribute("type", "password");

    await admin.passwordToggle.click();
    await expect(admin.password).toHaveAttribute("type", "text");
    await expect(admin.passwordToggle).toHaveAccessibleName("Hide password");

    await admin.passwordToggle.click();
    await expect(admin.password).toHaveAttribute("type", "password");
    await expect(admin.passwordToggle).toHaveAccessibleName("Show password");
    await expect(admin.password).toHaveValue("a secret phrase");
    expectNoConsoleErrors(consoleErrors);
  });

  test("a wrong password shows the server's message and keeps you out", async ({
    page,
    consoleErrors,
  }) => {
    const admin = new AdminPage(page);
    await admin.goto();
    await admin.login(ADMIN.email, "not-the-password");
    await expect(admin.loginError).toHaveText("Invalid email or password");
    await expect(admin.dashboard).toBeHidden();
    expect(await admin.sessionCookie()).toBeNull();
    expectNoConsoleErrors(consoleErrors, expected401);
  });

  test("asks for both fields before sending anything", async ({ page, consoleErrors }) => {
    let posted = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/auth/login")) posted++;
    });
    const admin = new AdminPage(page);
    await admin.goto();
    await admin.signIn.click();
    await expect(admin.loginForm.getByText("Email is required")).toBeVisible();
    await expect(admin.email).toBeFocused();
    await admin.email.fill(ADMIN.email);
    await admin.signIn.click();
    await expect(admin.loginForm.getByText("Password is required")).toBeVisible();
    expect(posted).toBe(0);
    expectNoConsoleErrors(consoleErrors);
  });

  test("the right password opens the dashboard with a welcome, and a reload keeps you in", async ({
    page,
    consoleErrors,
  }) => {
    const admin = new AdminPage(page);
    await admin.goto();
    await admin.login();

    const toast = admin.toast("Login successful");
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(`Welcome back, ${ADMIN.name}!`);
    await expect(admin.dashboard).toBeVisible();
    await expect(admin.dashboard).toBeFocused();
    // The session is a cookie no script can read: nothing on the page holds the token.
    const cookie = await admin.sessionCookie();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await admin.scriptVisible()).not.toContain(cookie?.value);
    // The role comes from the verification that follows the sign-in.
    await expect
      .poll(async () => JSON.parse((await admin.storedUser()) ?? "{}"))
      .toEqual({ name: ADMIN.name, email: ADMIN.email, role: "owner" });

    await page.reload();
    await expect(admin.dashboard).toBeVisible();
    await expect(admin.loginForm).toBeHidden();
    expectNoConsoleErrors(consoleErrors);
  });

  test("the owner's first screen lists what stands between the site and going live", async ({
    page,
  }) => {
    const admin = new AdminPage(page);
    await admin.signInDirectly();
    const checklist = page.getByRole("region", { name: "Before you go live" });
    const todo = checklist.getByRole("list", { name: "Still to do" });
    // This server has no calendar, no mail and no https address; it has a model key.
    await expect(todo).toContainText("Your booking link");
    await expect(todo).toContainText("a “Request a call” form on your contact page");
    await expect(todo).toContainText("BOOKING_URL");
    await expect(todo).toContainText("Email");
    await expect(todo).toContainText("The site's address, over https");
    await expect(todo).toContainText("The demo articles and use cases");
    await todo.getByText("The demo articles and use cases", { exact: true }).click();
    await expect(todo.getByRole("link", { name: "Open Content" })).toHaveAttribute(
      "href",
      "/admin/content",
    );
    await expect(todo).not.toContainText("The assistant's language model");
    await checklist.getByText(/^Done \(\d+\)$/).click();
    await expect(checklist.getByRole("list", { name: "Done" })).toContainText(
      "The assistant's language model",
    );
    // Nothing secret is shown: variables by name only.
    await expect(checklist).not.toContainText("e2e-key");
  });

  test("a session the server no longer accepts is forgotten, cookie and all", async ({
    page,
    consoleErrors,
  }) => {
    const admin = new AdminPage(page);
    await admin.goto();
    await page
      .context()
      .addCookies([
        { name: "admin_session", value: "x".repeat(43), url: new URL(page.url()).origin },
      ]);
    await page.evaluate(() => {
      // Where earlier versions kept the token: it goes too.
      localStorage.setItem("admin_token", "y".repeat(43));
      localStorage.setItem("admin_user", JSON.stringify({ name: "Old", email: "old@e2e.test" }));
    });
    await page.reload();
    await expect(admin.loginForm).toBeVisible();
    // The refused cookie is cleared by the answer that refuses it, which can land after the form.
    await expect.poll(() => admin.sessionCookie()).toBeNull();
    expect(await admin.storedUser()).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("admin_token"))).toBeNull();
    expectNoConsoleErrors(consoleErrors, expected401);
  });

  test("filters by qualification and dates, kept in the URL, back to page 1 on change", async ({
    page,
    consoleErrors,
  }) => {
    const admin = new AdminPage(page);
    await admin.signInDirectly("?page=3");
    await expect(admin.dashboard).toBeVisible();

    await admin.from.fill("2024-02-01");
    await expect(page).toHaveURL(/date_from=2024-02-01/);
    await expect(page).not.toHaveURL(/page=/);
    await admin.to.fill("2024-03-31");
    await expect(page).toHaveURL(/date_to=2024-03-31/);
    await expect(admin.row(leads.hot.name)).toBeVisible();
    await expect(admin.row(leads.warm.name)).toBeVisible();
    await expect(admin.row(leads.cold.name)).toBeVisible();

    await admin.qualification.selectOption("Hot");
    await expect(page).toHaveURL(/qualification=Hot/);
    await expect(admin.row(leads.hot.name)).toBeVisible();
    await expect(admin.row(leads.warm.name)).toBeHidden();
    await expect(admin.row(leads.cold.name)).toBeHidden();
    const hotRow = admin.row(leads.hot.name);
    await expect(hotRow).toContainText(leads.hot.company);
    await expect(hotRow).toContainText("Mar 12, 2024");
    await expect(hotRow).toContainText("Call offered");
    for (const badge of await admin.table.locator("tbody tr td:nth-child(4)").allTextContents()) {
      expect(badge.trim()).toBe("Hot");
    }

    await admin.to.fill("2024-03-10");
    await expect(admin.page.getByText("No chat summaries found")).toBeVisible();

    // The URL is the state: a reload (or a shared link) shows the same view.
    await admin.to.fill("2024-03-31");
    await expect(page).toHaveURL(/date_to=2024-03-31/);
    await page.reload();
    await expect(admin.qualification).toHaveValue("Hot");
    await expect(admin.from).toHaveValue("2024-02-01");
    await expect(admin.row(leads.hot.name)).toBeVisible();

    await admin.qualification.selectOption("");
    await expect(page).not.toHaveURL(/qualification=/);
    await expect(admin.row(leads.warm.name)).toBeVisible();
    expectNoConsoleErrors(consoleErrors);
  });

  test("exports the filtered leads as a dated CSV file", async ({ page, consoleErrors }) => {
    const admin = new AdminPage(page);
    await admin.signInDirectly("?date_from=2024-02-01&date_to=2024-03-31");
    await expect(admin.row(leads.cold.name)).toBeVisible();

    const downloading = page.waitForEvent("download");
    await admin.exportCsv.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^chat-summaries-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await readFile(await download.path(), "utf8");
    // UTF-8 with a byte-order mark, so Excel shows accents.
    expect(file.startsWith("\uFEFF")).toBe(true);
    const csv = file.slice(1);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "Date,Name,Email,Phone,Company,Qualification,Services,Pain Points,Summary,Call to Action,Next Step,Status,Source,Traffic Source,Campaign,Landing Page,Referrer",
    );
    const hot = lines.find((l) => l.includes(leads.hot.name));
    expect(hot).toBe(
      `2024-03-12,${leads.hot.name},${leads.hot.email},512-555-0147,${leads.hot.company},Hot,"Marketing Automation; AI Solutions",slow follow-up,"${leads.hot.summary}",Yes,Call to action offered,New,Chat,,,,`,
    );
    // A company name that a spreadsheet would run as a formula is exported as text.
    expect(lines.find((l) => l.includes(leads.cold.name))).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(leads.warm.name);
    expectNoConsoleErrors(consoleErrors);
  });

  test("lists contact-form messages in the same inbox, as leads from the contact form", async ({
    page,
    consoleErrors,
  }) => {
    const admin = new AdminPage(page);
    await admin.signInDirectly("?source=contact_form");
    const row = admin.row(contactName);
    await expect(row).toBeVisible();
    await expect(row).toContainText("Raman Bakery");
    await expect(row).toContainText("Contact form");
    await expect(row).toContainText("Can a chatbot take cake orders after hours?");
    expectNoConsoleErrors(consoleErrors);
  });

  test("shows the leads as cards on a phone, without sideways scrolling", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const admin = new AdminPage(page);
    await admin.signInDirectly("?qualification=Hot&date_from=2024-03-01&date_to=2024-03-31");
    await expect(admin.cards.getByRole("article", { name: leads.hot.name })).toBeVisible();
    await expect(admin.table).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expectNoConsoleErrors(consoleErrors);
  });

  test("the login form and the dashboard have no serious accessibility problems", async ({
    page,
  }) => {
    const admin = new AdminPage(page);
    const check = async () => {
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
        .analyze();
      return results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    };
    await admin.goto();
    await expect(admin.loginForm).toBeVisible();
    expect(await check()).toEqual([]);
    await admin.signInDirectly("?date_from=2024-02-01&date_to=2024-03-31");
    await expect(admin.row(leads.hot.name)).toBeVisible();
    expect(await check()).toEqual([]);
  });

  test("is never indexed and never cached", async ({ page }) => {
    const response = await page.goto("/admin");
    expect(response?.headers()["cache-control"]).toMatch(/no-store/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /nofollow/);
  });

  test("signing out in one tab shows the login form in the other; signing in there brings it back", async ({
    page,
    consoleErrors,
  }) => {
    const admin = new AdminPage(page);
    await admin.signInDirectly();
    await expect(admin.dashboard).toBeVisible();
    const other = new AdminPage(await page.context().newPage());
    await other.goto();
    await expect(other.dashboard).toBeVisible();

    await other.logout.click();
    await expect(other.loginForm).toBeVisible();
    await expect(admin.loginForm).toBeVisible();

    await other.login();
    await expect(other.dashboard).toBeVisible();
    await expect(admin.dashboard).toBeVisible();
    expectNoConsoleErrors(consoleErrors, expected401);
  });

  test("logout revokes the session, drops its cookie and returns to the login form", async ({
    page,
    consoleErrors,
  }) => {
    const admin = new AdminPage(page);
    const token = await admin.signInDirectly();
    await expect(admin.dashboard).toBeVisible();

    await admin.logout.click();
    await expect(admin.toast("Logged out successfully")).toBeVisible();
    await expect(admin.loginForm).toBeVisible();
    expect(await admin.sessionCookie()).toBeNull();
    expect(await admin.storedUser()).toBeNull();

    await page.reload();
    await expect(admin.loginForm).toBeVisible();
    const reuse = await page.request.get("/api/auth/verify", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reuse.status()).toBe(401);
    expectNoConsoleErrors(consoleErrors);
  });
});
