// Lead notifications the owner's webhook refused: the dashboard shows each with its error, and
// sends it again on request once the receiver is back (tests/fakes/webhook-receiver.ts).
import { createHmac } from "node:crypto";
import { e2eWebhookSecret, fakeWebhookPort } from "../../playwright.config";
import { expect, expectNoConsoleErrors, test } from "./fixtures";
import { AdminPage } from "./pages/admin";

const receiver = `http://127.0.0.1:${fakeWebhookPort}`;

test("a lead notification the webhook refused is listed with its error, and Retry now delivers it once", async ({
  page,
  request,
  consoleErrors,
}) => {
  const run = Date.now().toString(36);
  const name = `Nora Vance ${run}`;
  const email = `nora.${run}@vance-roofing.example`;
  await request.post(`${receiver}/__refuse`, { data: { word: email } });
  try {
    const saved = await request.post("/api/chat/summary", {
      headers: { "x-forwarded-for": "198.51.100.77" },
      data: {
        interaction_date: new Date().toISOString().slice(0, 10),
        contact_info: { name, email, phone: "", company_name: "Vance Roofing" },
        chat_summary: "User engaged about AI Solutions",
        services_discussed: ["AI Solutions"],
        key_pain_points: ["missed calls"],
        call_to_action_offered: false,
        next_step: "Continue nurturing",
        lead_qualification: "Warm",
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);

    const admin = new AdminPage(page);
    await admin.signInDirectly();
    const problems = page.getByRole("region", { name: "Notifications not delivered" });
    const item = problems.getByRole("listitem").filter({ hasText: name });
    // The first delivery is tried just after the save's answer; the list shows it once refused.
    await expect(async () => {
      await page.reload();
      await expect(item).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(item).toContainText(`Webhook: new lead for ${name}`);
    await expect(item).toContainText(/webhook answered 503 · 1 try · next try/);
    await expect(item.getByRole("link", { name })).toHaveAttribute(
      "href",
      /\/admin\/leads\/[0-9a-f-]{36}$/,
    );
    expect((await (await request.get(`${receiver}/__received?word=${email}`)).json()).length).toBe(
      0,
    );

    // The receiver is back; the owner does not wait for the next scheduled try.
    await request.post(`${receiver}/__accept`, { data: { word: email } });
    const retry = item.getByRole("button", { name: "Retry now" });
    await retry.click();
    // Pressed once, it cannot be pressed again while the try is under way.
    await expect(item.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await expect(page.getByText("Sending again")).toBeVisible();
    await expect(item).toBeHidden({ timeout: 10_000 });

    const delivered = (await (
      await request.get(`${receiver}/__received?word=${email}`)
    ).json()) as Array<{ headers: Record<string, string>; body: string }>;
    expect(delivered).toHaveLength(1);
    const { headers, body } = delivered[0] ?? { headers: {}, body: "{}" };
    const signature = `sha256=${createHmac("sha256", e2eWebhookSecret).update(body).digest("hex")}`;
    expect(headers["x-signature-256"]).toBe(signature);
    const payload = JSON.parse(body);
    expect(payload.event).toBe("lead.created");
    expect(payload.lead.contact_email).toBe(email);
    expect(payload.lead.url).toMatch(/\/admin\/leads\/[0-9a-f-]{36}$/);
    expectNoConsoleErrors(consoleErrors);
  } finally {
    await request.post(`${receiver}/__accept`, { data: { word: email } });
  }
});
