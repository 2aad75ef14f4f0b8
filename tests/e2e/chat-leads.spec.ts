// No lead lost or duplicated, tried the way real visitors behave: leaving mid-reply, chatting
// while the database is down, coming back the next day, typing fast, being rate limited.
import { expect, test } from "./fixtures";
import { deletePersonalData, leadsWithEmail, saidByLeadWithEmail } from "./pages/admin-api";
import { ChatWidget, setFakeGemini } from "./pages/chat";

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test.describe("lead capture under faults", () => {
  test.beforeEach(async () => setFakeGemini("reply"));

  test("an email in the first message, then the tab closes during the reply: exactly one lead", async ({
    context,
    request,
  }) => {
    const email = `ann.${unique()}@firm.example`;
    const page = await context.newPage();
    await page.goto("/pricing");
    const chat = new ChatWidget(page);
    await chat.open();
    // The save needs the session, issued on open: a tab that closes before it arrives keeps the
    // save for the next visit (the database-down test below).
    await chat.sessionIssued();
    await chat.input.fill(`I'm Ann, ${email}`);
    await chat.input.press("Enter");
    await expect(chat.typing).toBeVisible();
    await page.close({ runBeforeUnload: true });
    await expect
      .poll(async () => (await leadsWithEmail(request, email)).length, { timeout: 10_000 })
      .toBe(1);
    // Nothing else arrives later (a beacon and a fetch of the same save are one lead).
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await leadsWithEmail(request, email)).toHaveLength(1);
  });

  test("a visitor who leaves before the chat's session arrives is a lead at once, and one lead on return", async ({
    context,
    request,
  }) => {
    const email = `lou.${unique()}@early.example`;
    // A slow server: the session is issued 1.5 s after the chat opens; the visitor is gone by then.
    let slow = true;
    await context.route("**/api/chat/session", async (route) => {
      if (slow) await new Promise((r) => setTimeout(r, 1_500));
      await route.continue().catch(() => {}); // the page may be closed by then
    });
    const page = await context.newPage();
    await page.goto("/pricing");
    const chat = new ChatWidget(page);
    await chat.open();
    await chat.input.fill(`I'm Lou, ${email}`);
    await chat.input.press("Enter");
    await expect(chat.typing).toBeVisible();
    await page.close({ runBeforeUnload: true });
    await expect
      .poll(async () => (await leadsWithEmail(request, email)).length, { timeout: 10_000 })
      .toBe(1);

    // Back the next day: the save the browser kept goes out with a session and joins that lead.
    slow = false;
    const again = await context.newPage();
    await again.goto("/pricing");
    const back = new ChatWidget(again);
    await back.open();
    await back.say("Do you also do SEO?");
    await back.close.click();
    await expect
      .poll(() => saidByLeadWithEmail(request, email), { timeout: 10_000 })
      .toContain("Do you also do SEO?");
    expect(await leadsWithEmail(request, email)).toHaveLength(1);
    const said = await saidByLeadWithEmail(request, email);
    expect(said.filter((c) => c === `I'm Lou, ${email}`)).toHaveLength(1);
  });

  test("saves refused while the database is down arrive, once, when the visitor comes back", async ({
    context,
    request,
  }) => {
    const email = `dora.${unique()}@down.example`;
    let refused = 0;
    await context.route("**/api/chat/summary", (route) => {
      refused += 1;
      return route.fulfill({
        status: 503,
        contentType: "application/json",
        headers: { "Retry-After": "5" },
        body: '{"error":{"code":"service_unavailable","message":"down"}}',
      });
    });
    const page = await context.newPage();
    // Only the outbox may deliver this lead: no last-moment beacon.
    await page.addInitScript(() => {
      navigator.sendBeacon = () => false;
    });
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    await chat.say(`Hi, I'm Dora Lane, reach me at ${email}`);
    await chat.close.click();
    await expect.poll(() => refused).toBeGreaterThan(0);
    // Refused saves stay in the browser's outbox when the visitor leaves.
    const kept = await page.evaluate(() => localStorage.getItem("bluebonnet.chat.outbox.v1"));
    expect(kept).toContain(email);
    await page.close();

    // The database is back; the visitor returns and does not even open the chat.
    await context.unroute("**/api/chat/summary");
    const again = await context.newPage();
    await again.goto("/about-us");
    await expect
      .poll(async () => (await leadsWithEmail(request, email)).length, { timeout: 15_000 })
      .toBe(1);
    await expect
      .poll(() => again.evaluate(() => localStorage.getItem("bluebonnet.chat.outbox.v1")), {
        timeout: 10_000,
      })
      .toBeNull();
    expect(await leadsWithEmail(request, email)).toHaveLength(1);
  });

  test("a visitor who returns the next day continues the same lead, with both conversations", async ({
    page,
    request,
  }) => {
    const email = `rex.${unique()}@return.example`;
    await page.clock.install({ time: new Date("2026-11-20T15:00:00Z") });
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    await chat.say(`I'm Rex Moore, ${email}, we need a chatbot`);
    await chat.close.click();
    await expect
      .poll(async () => (await leadsWithEmail(request, email)).length, { timeout: 10_000 })
      .toBe(1);

    await page.clock.setSystemTime(new Date("2026-11-21T16:00:00Z"));
    await page.reload();
    await chat.open();
    // Yesterday's conversation above today's welcome.
    await expect(chat.log).toContainText("we need a chatbot");
    await expect(chat.log.getByText("Earlier conversation, November 20")).toBeVisible();
    await expect(chat.botMessages().last()).toContainText("Welcome back, Rex Moore!");
    await chat.say("Also, can you build a client portal?");
    await chat.close.click();

    await expect
      .poll(() => saidByLeadWithEmail(request, email), { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining("we need a chatbot"),
          "Also, can you build a client portal?",
        ]),
      );
    expect(await leadsWithEmail(request, email)).toHaveLength(1);
  });

  test("a visitor whose data the owner deleted is not stored again from their own browser's memory", async ({
    context,
    request,
  }) => {
    const email = `ivy.${unique()}@erased.example`;
    const first = await context.newPage();
    await first.goto("/");
    const chat = new ChatWidget(first);
    await chat.open();
    await chat.say(`I'm Ivy Chen, ${email}, please delete my data later`);
    await chat.close.click();
    await expect
      .poll(async () => (await leadsWithEmail(request, email)).length, { timeout: 10_000 })
      .toBe(1);
    // A second tab shows the same chat, restored from the browser's memory.
    const second = await context.newPage();
    await second.goto("/pricing");
    const other = new ChatWidget(second);
    await other.open();
    await other.say("Do you also build websites?");

    await deletePersonalData(request, email);

    // Ivy writes again in the first tab: the server refuses the erased chat, the browser forgets
    // it (memory, pending saves) and the panel starts afresh, saying why.
    await chat.open();
    await chat.input.fill("Any news?");
    await chat.input.press("Enter");
    await chat.close.click();
    await chat.open();
    await expect(chat.botMessages().first()).toContainText(
      "Your earlier conversation with us was deleted at your request",
    );
    await expect(chat.panel).not.toContainText("Any news?");
    expect(await first.evaluate(() => localStorage.getItem("bluebonnet.chat.name"))).toBeNull();
    // The other tab, still showing the old chat, starts afresh at its next save instead of
    // storing it again under the new session.
    await other.close.click();
    await other.open();
    await expect(other.botMessages().first()).toContainText("deleted at your request");
    await expect(other.panel).not.toContainText("Do you also build websites?");
    await expect
      .poll(() => first.evaluate(() => localStorage.getItem("bluebonnet.chat.outbox.v1")), {
        timeout: 10_000,
      })
      .toBeNull();
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await leadsWithEmail(request, email)).toHaveLength(0);
    expect(await first.evaluate(() => localStorage.getItem("bluebonnet.chat.name"))).toBeNull();
  });

  test("two messages sent 200 ms apart both appear at once and both get answers, in order", async ({
    page,
  }) => {
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    await chat.input.fill("First question about pricing");
    await chat.input.press("Enter");
    await page.waitForTimeout(200);
    await chat.input.fill("Second question about the workshop");
    await chat.input.press("Enter");
    await expect(chat.input).toHaveValue("");
    const userMessages = chat.log.locator("p").filter({ hasText: /^You: / });
    await expect(userMessages).toHaveText([
      "You: First question about pricing",
      "You: Second question about the workshop",
    ]);
    await expect(chat.botMessages()).toHaveCount(3, { timeout: 10_000 });
    await expect(chat.botMessages().nth(1)).toContainText("First question about pricing");
    await expect(chat.botMessages().nth(2)).toContainText("Second question about the workshop");
    await expect(chat.typing).toHaveCount(0);
  });

  test("a rate-limited reply gets the assistant's fallback answer, not an apology", async ({
    page,
  }) => {
    await page.route("**/api/chat/llm-response", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "Retry-After": "30" },
        body: '{"error":{"code":"rate_limited","message":"Too many requests."}}',
      }),
    );
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    const reply = await chat.say("How much does the Growth package cost?");
    await expect(reply).toContainText("$8,000");
    await expect(reply).not.toContainText("technical difficulties");
  });

  test("Start over saves the conversation before forgetting it", async ({ page, request }) => {
    const email = `sol.${unique()}@reset.example`;
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    await chat.say(`This is Sol Park, ${email}`);
    await chat.panel.getByRole("button", { name: "Chat options" }).click();
    await chat.panel.getByRole("button", { name: "Start over" }).click();
    await expect(chat.botMessages()).toHaveCount(1);
    await expect
      .poll(async () => (await leadsWithEmail(request, email)).length, { timeout: 10_000 })
      .toBe(1);
  });

  test("a session the server no longer recognises is replaced, and the lead still arrives once", async ({
    page,
    request,
  }) => {
    const email = `rey.${unique()}@rekeyed.example`;
    // A session from before the site's key changed: well formed, but its token is no longer valid.
    await page.addInitScript(() => {
      if (localStorage.getItem("bluebonnet.chat.credentials.v1")) return;
      localStorage.setItem(
        "bluebonnet.chat.credentials.v1",
        JSON.stringify({
          sessionId: "0123456789abcdef0123456789abcdef",
          sessionToken: "A".repeat(43),
          seq: 3,
        }),
      );
    });
    await page.goto("/");
    const chat = new ChatWidget(page);
    await chat.open();
    await chat.say(`I'm Rey Ortiz, ${email}`);
    await expect
      .poll(async () => (await leadsWithEmail(request, email)).length, { timeout: 10_000 })
      .toBe(1);
    await chat.say("We also need our CRM connected to QuickBooks");
    await chat.close.click();
    await expect
      .poll(async () => (await leadsWithEmail(request, email))[0]?.services_discussed, {
        timeout: 10_000,
      })
      .toContain("Systems Integration");
    expect(await leadsWithEmail(request, email)).toHaveLength(1);
    const stored = await page.evaluate(() =>
      localStorage.getItem("bluebonnet.chat.credentials.v1"),
    );
    expect(stored).not.toContain("0123456789abcdef0123456789abcdef");
  });
});
