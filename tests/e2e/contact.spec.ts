import { e2eAdmin } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { AdminPage } from "./pages/admin";
import { leadsWithEmail } from "./pages/admin-api";
import { ContactFormPage } from "./pages/contact-form";

const lead = {
  name: "Renee Castillo",
  email: "renee@hill-country-hvac.example",
  company: "Hill Country HVAC",
  service: "marketing-automation",
  message: "Our follow-up emails are manual. Can you automate quotes and reminders?",
};

test.describe("contact form", () => {
  test("requires a full name and a valid email before sending anything", async ({ page }) => {
    let posted = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/contact")) posted++;
    });
    await page.goto("/contact");
    const form = new ContactFormPage(page);
    await expect(form.email).toHaveAttribute("type", "email");
    await form.submit.click();
    await expect(form.form.getByText("Please enter your full name")).toBeVisible();
    await expect(form.form.getByText("Please enter your email address")).toBeVisible();
    await expect(form.name).toBeFocused();
    await expect(form.name).toHaveAttribute("aria-invalid", "true");

    await form.fill({ name: lead.name, email: "renee@" });
    await form.submit.click();
    await expect(form.form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.email).toBeFocused();
    expect(posted).toBe(0);
  });

  test("stores the message, confirms it in place and in a toast, and clears every field", async ({
    page,
    request,
  }) => {
    // Pass the request through to the real server and keep its answer.
    const answers: Array<{ status: number; body: { id?: string } }> = [];
    await page.route("**/api/contact", async (route) => {
      const response = await route.fetch();
      answers.push({ status: response.status(), body: await response.json() });
      await route.fulfill({ response });
    });
    await page.goto("/");
    const form = new ContactFormPage(page);
    await form.fill(lead);
    await form.submit.click();

    const toast = page
      .getByRole("region", { name: "Notifications" })
      .getByRole("status")
      .filter({ hasText: "Message Sent!" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(
      "We'll get back to you within 24 hours to discuss your AI automation needs.",
    );
    // The form gives way to a confirmation that is not hidden under the toast.
    // It says what happens next rather than the toast's words again.
    const confirmation = page.locator("#contact").getByRole("heading", {
      name: `Thanks, ${lead.name.split(" ")[0]}. Here's what happens next`,
    });
    await expect(confirmation).toBeFocused();
    await expect(page.locator("#contact")).toContainText(`reply to ${lead.email} within 24 hours`);
    await expect(page.locator("#contact")).not.toContainText("Message Sent!");
    await expect(form.submit).toHaveCount(0);
    // The next step is offered with what they just typed: the calendar fills in name and email.
    const book = new URL(
      (await page.getByRole("link", { name: "Pick a time for a call" }).getAttribute("href")) ?? "",
      "http://site",
    );
    expect(book.pathname).toBe("/book");
    expect(book.searchParams.get("name")).toBe(lead.name);
    expect(book.searchParams.get("email")).toBe(lead.email);
    await page.getByRole("button", { name: "Send another message" }).click();
    for (const field of [form.name, form.email, form.company, form.message])
      await expect(field).toHaveValue("");
    await expect(form.service).toHaveValue("");
    expect(answers).toHaveLength(1);
    expect(answers[0]?.status).toBe(201);
    expect(answers[0]?.body.id).toMatch(/^[0-9a-f-]{36}$/);

    // The owner finds it in the admin area.
    const { token } = await (await request.post("/api/auth/login", { data: e2eAdmin })).json();
    const res = await request.get("/api/admin/contact-messages?limit=50", {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { messages } = (await res.json()) as { messages: Array<Record<string, unknown>> };
    expect(messages.find((m) => m.id === answers[0]?.body.id)).toMatchObject({
      name: lead.name,
      email: lead.email,
      company: lead.company,
      service: lead.service,
      message: lead.message,
    });
  });

  test("without a calendar, Book a Strategy Call asks for a call, which the inbox shows as wanting a person", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const tab = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Book a Strategy Call" }).first().click();
    const call = await tab;
    await call.waitForURL((u) => u.pathname === "/contact" && u.search === "?intent=call");
    const form = new ContactFormPage(call, "Request a call");
    await expect(form.form).toContainText("we'll email you within 24 hours to set a time");
    const caller = { name: "Luis Ortega", email: "luis@barton-dental.example" };
    await form.fill({ ...caller, message: "Tuesday afternoons suit me." });
    await form.submit.click();
    await expect(call.getByRole("heading", { name: /Thanks, Luis/ })).toBeFocused();
    // They asked for a call: no calendar offered on top of it.
    await expect(call.getByRole("link", { name: "Pick a time for a call" })).toHaveCount(0);
    const [stored] = await leadsWithEmail(request, caller.email);
    expect(stored).toMatchObject({
      source: "contact_form",
      next_step: "Call them: they asked for a call",
      handoff: { message: "Asked for a call on the contact page", answered_at: null },
    });
    const admin = new AdminPage(call);
    await admin.signInDirectly();
    await expect(admin.row(caller.name)).toContainText("Wants a person");
  });

  test("a message stored while the answer was lost is stored once when the visitor sends again", async ({
    page,
    request,
  }) => {
    const email = `lost.${Date.now()}@answer.example`;
    // The first request reaches the server, which stores the message; its answer never arrives.
    let attempts = 0;
    await page.route("**/api/contact", async (route) => {
      attempts += 1;
      if (attempts === 1) {
        await route.fetch();
        return route.abort("connectionreset");
      }
      return route.continue();
    });
    await page.goto("/contact");
    const form = new ContactFormPage(page);
    await form.fill({ ...lead, email });
    await form.submit.click();
    await expect(form.form.getByRole("alert")).toContainText("We couldn't reach the server");
    await form.submit.click();
    await expect(page.getByRole("heading", { name: /Here's what happens next/ })).toBeVisible();
    expect(attempts).toBe(2);
    // The earlier "not sent" toast no longer holds, so it goes.
    await expect(page.getByRole("alert").filter({ hasText: "Message not sent" })).toHaveCount(0);

    const { token } = await (await request.post("/api/auth/login", { data: e2eAdmin })).json();
    const res = await request.get("/api/admin/contact-messages?limit=50", {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { messages } = (await res.json()) as { messages: Array<Record<string, unknown>> };
    expect(messages.filter((m) => m.email === email)).toHaveLength(1);
  });

  test("keeps what the visitor typed when saving fails", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "internal_error", message: "We couldn't save your message just now." },
        }),
      }),
    );
    await page.goto("/contact");
    const form = new ContactFormPage(page);
    await form.fill(lead);
    await form.submit.click();
    await expect(form.form.getByRole("alert")).toHaveText(
      "We couldn't save your message just now.",
    );
    await expect(form.name).toHaveValue(lead.name);
    await expect(form.email).toHaveValue(lead.email);
    await expect(form.message).toHaveValue(lead.message);
  });
});

test("a visit from a newsletter link, then the contact form: the lead's page says where they came from", async ({
  page,
}) => {
  const email = `nora.${Date.now()}@fall-campaign.example`;
  await page.goto("/pricing?utm_source=newsletter&utm_campaign=fall-workshop", {
    referer: "https://news.example.org/fall-issue",
  });
  // Recorded by the page itself, in this browser, on the visit's first page.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("bluebonnet.attribution.v1")))
    .toContain("fall-workshop");
  await page.goto("/contact");
  const form = new ContactFormPage(page);
  await form.fill({
    name: "Nora Campaign",
    email,
    message: "Saw your workshop in the newsletter.",
  });
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
  await form.submit.click();
  expect((await sent).status()).toBe(201);

  const admin = new AdminPage(page);
  await admin.signInDirectly(`?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: "Nora Campaign" }).first().click();
  const origin = page.getByRole("region", { name: "Where they came from" });
  await expect(origin).toContainText("newsletter");
  await expect(origin).toContainText("fall-workshop");
  await expect(origin).toContainText("/pricing?utm_source=newsletter&utm_campaign=fall-workshop");
  await expect(origin).toContainText("news.example.org");
});
