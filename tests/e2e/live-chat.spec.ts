// A person in the visitor's open chat, on a phone: the visitor asks for a person, the owner
// (signed in on another page) finds the chat under Conversations and answers; the visitor sees
// it at once, their next message reaches the owner without the model, a reply to a closed chat
// raises the launcher's badge, a reply can start from the model's draft, and handing back lets
// the assistant answer again.
import { fakeGeminiPort } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { AdminPage } from "./pages/admin";
import { leadsWithEmail } from "./pages/admin-api";
import { ChatWidget, setFakeGemini } from "./pages/chat";

const modelCalls = async () =>
  (
    (await (await fetch(`http://127.0.0.1:${fakeGeminiPort}/__stats`)).json()) as {
      requests: number;
    }
  ).requests;

test("the owner answers live in the visitor's chat, then hands back to the assistant", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  await setFakeGemini("reply");
  const email = `nora.${Date.now().toString(36)}@lakeside.example`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pricing");
  const chat = new ChatWidget(page);
  await chat.open();
  await chat.sessionIssued();
  await chat.say(`Hi, I'm Nora Diaz, ${email}. We run two clinics.`);
  await expect(await chat.say("Can I talk to a real person?")).toContainText(
    "I've let Marcus Reyes know",
  );
  await expect.poll(async () => (await leadsWithEmail(request, email)).length).toBe(1);

  // The owner, on another page, finds the chat waiting under Conversations.
  const owner = await browser.newPage();
  const admin = new AdminPage(owner);
  await admin.signInDirectly();
  await owner
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Conversations" })
    .click();
  const waiting = owner
    .getByRole("list", { name: "Conversations" })
    .getByRole("link")
    .filter({ hasText: "Nora Diaz" });
  await expect(waiting).toContainText("Wants a person");
  await waiting.click();
  const replyBox = owner.getByLabel("Reply in the chat");
  await replyBox.fill("Hi Nora, Marcus here. Happy to help with the clinics.");
  await owner.getByRole("button", { name: "Send to chat" }).click();

  // The visitor sees who joined (the admin's profile name) and the reply, without reloading.
  const joined = chat.log.getByText(/ joined the conversation$/);
  await expect(joined).toBeVisible({ timeout: 2_000 });
  const name = ((await joined.textContent()) ?? "").replace(/ joined the conversation$/, "");
  expect(name).not.toBe("");
  const fromPerson = chat.log.locator("p").filter({ hasText: new RegExp(`^${name}: `) });
  await expect(fromPerson).toContainText("Hi Nora, Marcus here.", { timeout: 2_000 });
  await expect(chat.panel).toContainText(`${name} is answering`);
  await expect(owner.getByRole("status").filter({ hasText: "is in the conversation" })).toHaveText(
    `${name} is in the conversation: Ava is not answering.`,
  );

  // The visitor's next message reaches the owner, and the model is not asked.
  const calls = await modelCalls();
  await chat.input.fill("What would a pilot for two clinics cost?");
  await chat.input.press("Enter");
  const fresh = owner.getByRole("list", { name: "New in this conversation" });
  await expect(fresh).toContainText("What would a pilot for two clinics cost?");
  await expect(chat.typing).toBeHidden();
  expect(await modelCalls()).toBe(calls);

  // The owner starts from the model's draft; sent while the chat is closed, it raises the
  // launcher's badge, and opening the chat clears it.
  await owner.getByRole("button", { name: "Draft a reply for the chat" }).click();
  await expect(replyBox).toHaveValue(/^Drafted by the model: you asked "What would a pilot/);
  await replyBox.fill("A pilot starts at $1,500.");
  await chat.close.click();
  await owner.getByRole("button", { name: "Send to chat" }).click();
  await expect(
    page.getByRole("button", { name: "Open chat with Ava (1 new reply)" }),
  ).toBeVisible();
  await chat.open();
  await expect(fromPerson.last()).toContainText("A pilot starts at $1,500.");
  await expect(page.getByRole("button", { name: /new repl/ })).toHaveCount(0);

  // Handed back: the visitor is told, and the assistant answers again.
  await owner.getByRole("button", { name: "Hand back to Ava" }).click();
  await expect(chat.log.getByText(`${name} handed the conversation back to Ava`)).toBeVisible();
  await expect(chat.panel).toContainText("AI Assistant");
  await expect(await chat.say("Thanks! Do you also do custom software?")).not.toBeEmpty();
  expect(await modelCalls()).toBeGreaterThan(calls);

  // The lead's conversation keeps the team's lines beside the visitor's.
  await owner.reload();
  const transcript = owner.getByRole("list", { name: "Conversation" });
  await expect(transcript).toContainText(`${name}: Hi Nora, Marcus here.`);
  await expect(transcript).toContainText(`${name} (AI-drafted)`);
  await expect(transcript).toContainText("Visitor: What would a pilot for two clinics cost?");
  await owner.close();
});
