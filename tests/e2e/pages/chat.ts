// Page object for the floating chat assistant.
import type { Locator, Page } from "@playwright/test";
import { fakeGeminiPort } from "../../../playwright.config";
import type { FakeMode } from "../../fakes/gemini-server";

export class ChatWidget {
  readonly launcher: Locator;
  readonly panel: Locator;
  readonly log: Locator;
  readonly input: Locator;
  readonly send: Locator;
  readonly close: Locator;
  readonly scheduleCall: Locator;
  readonly typing: Locator;

  constructor(readonly page: Page) {
    this.launcher = page.getByRole("button", { name: /Open chat/ });
    this.panel = page.getByRole("dialog", { name: "Ava" });
    this.log = this.panel.getByRole("log", { name: "Conversation" });
    this.input = this.panel.getByPlaceholder("Type your message...");
    this.send = this.panel.getByRole("button", { name: "Send message" });
    this.close = this.panel.getByRole("button", { name: "Close chat" });
    this.scheduleCall = this.panel.getByRole("button", { name: "Schedule Call" });
    this.typing = this.panel.getByTestId("typing-indicator");
  }

  async open() {
    await this.launcher.click();
    await this.panel.waitFor();
  }

  /**
   * Waits until the server has issued this browser's chat session (asked for when the chat
   * opens). A person typing takes longer than that; a test that types at once must wait.
   */
  async sessionIssued() {
    await this.page.waitForFunction(
      () => localStorage.getItem("bluebonnet.chat.credentials.v1") !== null,
    );
  }

  botMessages() {
    return this.log.locator("p").filter({ hasText: /^Ava: / });
  }

  /** Sends with Enter and waits for the reply to appear. */
  async say(text: string) {
    const before = await this.botMessages().count();
    await this.input.fill(text);
    await this.input.press("Enter");
    await this.botMessages().nth(before).waitFor({ timeout: 10_000 });
    return this.botMessages().nth(before);
  }
}

/** Switches the fake Gemini server's behaviour for the following requests. */
export async function setFakeGemini(mode: FakeMode) {
  await fetch(`http://127.0.0.1:${fakeGeminiPort}/__control`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode }),
  });
}
