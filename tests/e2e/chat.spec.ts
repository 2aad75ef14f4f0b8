import { scheduleCallReply } from "@/lib/chat/fixed-replies";
import { expect, expectNoConsoleErrors, expectOpensBooking, test } from "./fixtures";
import { leadsWithEmail as storedLeads } from "./pages/admin-api";
import { ChatWidget, setFakeGemini } from "./pages/chat";

test.describe("chat assistant", () => {
  test.beforeEach(async () => setFakeGemini("reply"));

  test("loads nothing of the chat until opened, then greets and answers with the model", async ({
    page,
    consoleErrors,
  }) => {
    const chatCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/chat")) chatCalls.push(r.url());
    });
    await page.goto("/pricing");
    const chat = new ChatWidget(page);
    await expect(chat.panel).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(chatCalls).toEqual([]);

    await chat.open();
    await expect(chat.panel.getByRole("heading", { name: "Ava" })).toBeVisible();
    await expect(chat.panel.getByText("Bluebonnet Labs AI Assistant")).toBeVisible();
    await expect(chat.botMessages().first()).toContainText(
      "AI automation, digital marketing and custom software",
    );
    await expect(chat.input).toBeFocused();

    await expect(chat.send).toBeDisabled();
    await chat.input.fill("   ");
    await expect(chat.send).toBeDisabled();

    await chat.input.fill("We miss calls after hours. Can you help?");
    await chat.input.press("Enter");
    await expect(chat.log.getByText("We miss calls after hours. Can you help?")).toBeVisible();
    await expect(chat.input).toHaveValue("");
    await expect(chat.typing).toBeVisible();
    await expect(chat.typing).toHaveText(/Ava is typing/);
    const reply = chat.botMessages().nth(1);
    await expect(reply).toContainText("From the model", { timeout: 10_000 });
    await expect(chat.typing).toHaveCount(0);
    expectNoConsoleErrors(consoleErrors);
  });

  test("Escape closes the panel and focus returns to the launcher", async ({ page }) => {
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    await page.keyboard.press("Escape");
    await expect(chat.panel).toBeHidden();
    await expect(chat.launcher).toBeFocused();
  });

  test("when the model fails, the visitor still gets a useful answer", async ({ page }) => {
    await setFakeGemini("error500");
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    const reply = await chat.say("How much does the Growth package cost?");
    await expect(reply).toContainText("$8,000");
  });

  test("a reply points to the agency's own article on the question, and the link keeps the chat", async ({
    page,
  }) => {
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    await chat.say(
      "How can we capture leads that come in after hours, when nobody is at the desk?",
    );
    const reading = chat.log.getByRole("list", { name: "Related reading" }).last();
    const article = reading.getByRole("link", { name: /After-Hours Lead Capture/ });
    await expect(article).toHaveAttribute(
      "href",
      "/blog/after-hours-lead-capture-ai-chat-assistant",
    );
    await article.click();
    await expect(page).toHaveURL(/\/blog\/after-hours-lead-capture-ai-chat-assistant$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("After-Hours Lead Capture");
    // Followed inside the site: the conversation is still there.
    await expect(chat.log).toContainText("after hours, when nobody is at the desk");
  });

  test("a reply the model itself doubts is not shown: the visitor gets the fallback", async ({
    page,
  }) => {
    await setFakeGemini("doubtful");
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    const reply = await chat.say("How much does the Growth package cost?");
    await expect(reply).toContainText("$8,000");
    await expect(chat.log).not.toContainText("From the model");
  });

  test("a reply still on its way when the visitor starts over never lands in the new chat", async ({
    page,
  }) => {
    // The model hangs past the server's timeout: the answer (its fallback) comes ≈ 1.5 s later.
    await setFakeGemini("slow");
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    await chat.input.fill("How much does the Growth package cost?");
    await chat.input.press("Enter");
    await expect(chat.typing).toBeVisible();
    await chat.panel.getByRole("button", { name: "Chat options" }).click();
    // The visitor's menu has no developer switch for the model.
    await expect(chat.panel.getByRole("button", { name: /AI replies/ })).toHaveCount(0);
    await chat.panel.getByRole("button", { name: "Start over" }).click();
    await expect(chat.log).not.toContainText("Growth package");
    // Long enough for the old answer to have arrived: the new chat still holds only its greeting.
    await page.waitForTimeout(3_000);
    await expect(chat.botMessages()).toHaveCount(1);
    await expect(chat.log).not.toContainText("$8,000");
    await expect(chat.typing).toBeHidden();
    // And the new chat answers normally.
    await setFakeGemini("reply");
    await expect(await chat.say("Do you build chat assistants?")).toBeVisible();
    await expect(chat.botMessages()).toHaveCount(2);
  });

  test("contact details typed in the chat become a stored lead when the chat is closed", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    await chat.say(
      "Hi, I'm Dana Whitfield from Sunridge Dental. We need a chatbot for after-hours calls.",
    );
    const summarySent = page.waitForResponse((r) => r.url().endsWith("/api/chat/summary"));
    await chat.say("You can reach me at dana.closed@sunridge.example or (512) 555-0142");
    // Said once, under the message that gave them.
    await expect(
      chat.log.getByText("Thanks, Dana, we have your email and phone number."),
    ).toHaveCount(1);
    await summarySent;
    await chat.close.click();
    await expect(chat.panel).toBeHidden();

    await expect
      .poll(async () => (await storedLeads(request, "dana.closed@sunridge.example")).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const [lead] = await storedLeads(request, "dana.closed@sunridge.example");
    expect(lead).toMatchObject({
      contact_name: "Dana Whitfield",
      contact_phone: "(512) 555-0142",
      company_name: "Sunridge Dental",
      lead_qualification: "Warm",
      next_step: "Continue nurturing",
    });
    expect(lead?.services_discussed).toContain("AI Solutions");
  });

  test("a visitor who just closes the tab is kept as a lead too", async ({ context, request }) => {
    const page = await context.newPage();
    await page.goto("/services");
    const chat = new ChatWidget(page);
    await chat.open();
    await chat.say("We want marketing automation for our gym");
    // Leave right after typing the email, before any reply or save could happen.
    await chat.input.fill("I'm Sam Ortiz, sam.tab@lakeway-fitness.example");
    await chat.input.press("Enter");
    await page.close({ runBeforeUnload: true });
    await expect
      .poll(async () => (await storedLeads(request, "sam.tab@lakeway-fitness.example")).length, {
        timeout: 10_000,
      })
      .toBe(1);
  });

  test("keeps the conversation after a reload and on another page, and welcomes the visitor back by name", async ({
    page,
  }) => {
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    const reply = await chat.say("My name is Priya Shah and I run a bakery");
    const replyText = (await reply.textContent()) ?? "";
    await chat.close.click();
    await page.reload();
    await chat.open();
    await expect(chat.log).toContainText("My name is Priya Shah and I run a bakery");
    await expect(chat.log).toContainText(replyText.replace(/^Ava: /, ""));
    await expect(chat.log.getByText("Earlier conversation, today")).toBeVisible();
    await expect(chat.botMessages().last()).toHaveText(
      "Ava: Welcome back, Priya Shah! How can I help you today?",
    );
    // A full page load elsewhere: the same conversation, greeted once more, not twice over.
    await page.goto("/pricing");
    await chat.open();
    await expect(chat.log).toContainText("My name is Priya Shah and I run a bakery");
    await expect(chat.log.getByText(/Welcome back, Priya Shah/)).toHaveCount(1);
    // Start over forgets it, in this browser too.
    await chat.panel.getByRole("button", { name: "Chat options" }).click();
    await chat.panel.getByRole("button", { name: "Start over" }).click();
    await expect(chat.log).not.toContainText("I run a bakery");
    await page.reload();
    await chat.open();
    await expect(chat.log).not.toContainText("I run a bakery");
  });

  test("Schedule Call opens the call request (no calendar is set here) and the assistant says so", async ({
    page,
  }) => {
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    await expectOpensBooking(page, () => chat.scheduleCall.click());
    await expect(chat.botMessages().last()).toContainText(scheduleCallReply("Marcus Reyes", false));
  });

  test("Schedule Call after giving a name and email opens the calendar with both filled in", async ({
    page,
  }) => {
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    await chat.say("I'm Dana Whitfield, dana@sunridge.example");
    const calendar = await expectOpensBooking(page, () => chat.scheduleCall.click());
    expect(calendar.searchParams.get("name")).toBe("Dana Whitfield");
    expect(calendar.searchParams.get("email")).toBe("dana@sunridge.example");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("the panel fills the screen and still sends", async ({ page }) => {
      await page.goto("/");
      const chat = new ChatWidget(page);
      await chat.open();
      const box = await chat.panel.boundingBox();
      expect(box?.width).toBe(375);
      const reply = await chat.say("hello");
      await expect(reply).toBeVisible();
    });

    test("following an article under a reply shows the article: the panel makes way", async ({
      page,
    }) => {
      await page.goto("/");
      const chat = new ChatWidget(page);
      await chat.open();
      await chat.say("How can we capture leads that come in after hours?");
      await chat.log
        .getByRole("link", { name: /After-Hours Lead Capture/ })
        .last()
        .click();
      await expect(page).toHaveURL(/\/blog\/after-hours-lead-capture-ai-chat-assistant$/);
      await expect(chat.panel).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    });
  });
});
