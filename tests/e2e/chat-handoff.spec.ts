// A visitor who wants a person: asked in words or with "Talk to a person", the owner hears at
// once (a signed webhook holding the visitor's words), the visitor is told when to expect a
// reply, and the inbox shows the request until the owner answers it.
import { createHmac } from "node:crypto";
import { e2eWebhookSecret, fakeWebhookPort } from "../../playwright.config";
import { expect, expectNoConsoleErrors, test } from "./fixtures";
import { AdminPage } from "./pages/admin";
import { leadsWithEmail } from "./pages/admin-api";
import { ChatWidget, setFakeGemini } from "./pages/chat";

const receiver = `http://127.0.0.1:${fakeWebhookPort}`;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PROMISE =
  "We usually reply within an hour, Mon–Fri 9 am–5 pm CT; otherwise by the next business morning.";

type Delivery = { headers: Record<string, string>; body: string };

test.beforeEach(async () => setFakeGemini("reply"));

test("asking for a real person after giving an email reaches the owner once, with the visitor's words", async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `dana.${unique()}@sunridge.example`;
  await page.goto("/services");
  const chat = new ChatWidget(page);
  await chat.open();
  await chat.sessionIssued();
  await chat.say(`Hi, I'm Dana Hollis, ${email}. We run a roofing company.`);
  const words = "can I talk to a real person?";
  const reply = await chat.say(words);
  await expect(reply).toContainText("I've let Marcus Reyes know you'd like to talk to a person.");
  await expect(reply).toContainText(PROMISE);

  const handoffs = async () =>
    ((await (await request.get(`${receiver}/__received?word=${email}`)).json()) as Delivery[])
      .map((d) => ({ ...d, payload: JSON.parse(d.body) }))
      .filter((d) => d.payload.event === "lead.handoff_requested");
  await expect.poll(async () => (await handoffs()).length, { timeout: 15_000 }).toBe(1);
  // Asked again: told it is already on its way, and the owner is not told twice.
  await expect(await chat.say("hello? a human please")).toContainText(
    "Marcus Reyes already has your request",
  );
  await chat.close.click();
  await page.waitForTimeout(1_500);
  const [delivery] = await handoffs();
  expect(await handoffs()).toHaveLength(1);
  const { headers, body, payload } = delivery as Delivery & { payload: Record<string, never> };
  expect(headers["x-signature-256"]).toBe(
    `sha256=${createHmac("sha256", e2eWebhookSecret).update(body).digest("hex")}`,
  );
  expect(payload.handoff).toMatchObject({ message: words });
  expect(JSON.stringify(payload.handoff)).toContain("We run a roofing company.");
  expectNoConsoleErrors(consoleErrors);
});

test("Talk to a person asks for a way to reach the visitor, and the inbox shows the request until it is answered", async ({
  page,
  browser,
  request,
}) => {
  const run = unique();
  const email = `lee.${run}@brightside.example`;
  await page.goto("/pricing");
  const chat = new ChatWidget(page);
  await chat.open();
  await chat.sessionIssued();
  await chat.panel.getByRole("button", { name: "Talk to a person" }).click();
  await expect(chat.log).toContainText("I'd like to talk to a person.");
  await expect(chat.botMessages().last()).toContainText(
    "What's the best email or phone number to reach you?",
  );
  await expect(chat.input).toBeFocused();
  const reply = await chat.say(`Lee Park, ${email}`);
  await expect(reply).toContainText("Thanks, Lee! I've let Marcus Reyes know");
  await expect(reply).toContainText(PROMISE);
  await expect.poll(async () => (await leadsWithEmail(request, email)).length).toBe(1);

  const ownerPage = await browser.newPage();
  const admin = new AdminPage(ownerPage);
  await admin.signInDirectly();
  const row = admin.row(email);
  await expect(row).toContainText("Wants a person");
  await row.getByRole("link", { name: "Lee Park" }).click();
  const request_ = ownerPage.getByRole("region", { name: "Wants to talk to a person" });
  await expect(request_).toContainText("I'd like to talk to a person.");
  await expect(request_).toContainText(PROMISE);
  await request_.getByRole("button", { name: "Mark as answered" }).click();
  await expect(admin.toast("Marked as answered")).toBeVisible();
  await expect(request_).toBeHidden();
  await expect(ownerPage.getByText(/Asked to talk to a person on .*; answered/)).toBeVisible();
  await expect(
    ownerPage.getByRole("list", { name: "History" }).getByText("Answered the request for a person"),
  ).toBeVisible();
  await ownerPage.close();
});
