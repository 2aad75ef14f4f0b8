// The newsletter in the browser, on its own server mailing a real SMTP server (smtp-server):
// subscribe, confirm, receive a post sent from the studio, unsubscribe.
import { startMailbox } from "../helpers/smtp";
import { expect, test } from "./fixtures";
import { type SecondServer, startSecondServer } from "./second-server";

const OWNER = { email: "owner@newsletter.e2e.test", password: "owner-passphrase-12345" };
const READER = "reader@newsletter.example";
const SMTP_PORT = 3212;
let server: SecondServer;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mailbox = await startMailbox(SMTP_PORT);
  const port = 3211;
  server = await startSecondServer(port, {
    DATA_DIR: "memory://",
    SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

const plain = (mail: string) =>
  mail
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=")
    .replace(/\r?\n[ \t]+/g, " ");
async function mailTo(email: string, subject: RegExp) {
  let found = "";
  await expect
    .poll(
      () => {
        found =
          mailbox.mails
            .map(plain)
            .find((m) => new RegExp(`^To: ${email}`, "mi").test(m) && subject.test(m)) ?? "";
        return found !== "";
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

test.describe("before the page's script has loaded", () => {
  // As a click in the first moments: the form is plain HTML then.
  test.use({ javaScriptEnabled: false });

  test("a click on Subscribe still subscribes, with nothing in the address", async ({ page }) => {
    await page.goto(`${server.url}/blog/after-hours-lead-capture-ai-chat-assistant`, {
      waitUntil: "domcontentloaded",
    });
    const form = page.getByRole("form", { name: "Subscribe to the newsletter" });
    await form.getByLabel("Email").fill("early@newsletter.example");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(`${server.url}/newsletter/subscribed`);
    await expect(page.getByRole("status")).toHaveText(/Check your inbox/);
    await mailTo("early@newsletter.example", /^Subject: Confirm your subscription/m);
  });
});

test("a reader subscribes from an article, confirms, receives the next post and leaves in one click", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${server.url}/blog`);
  await page.locator("main article a[href^='/blog/']").first().click();
  // The blog's index has the form too: wait for the article's.
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole("link", { name: "Back to Blog" })).toBeVisible();
  const form = page.getByRole("form", { name: "Subscribe to the newsletter" });
  // A mistyped address is said under the field, as on the contact form (once the script runs).
  await expect(form).toHaveAttribute("novalidate", "");
  await form.getByLabel("Email").fill("reader@");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Email")).toBeFocused();
  await form.getByLabel("Email").fill(READER);
  await expect(form.getByText("Please enter a valid email address")).toHaveCount(0);
  await form.getByRole("button", { name: "Subscribe" }).click();
  // Said in place, or (a click before the script loaded) by the page the form posted to.
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();

  const confirmation = await mailTo(READER, /^Subject: Confirm your subscription/m);
  const link = /(http:\/\/[^\s]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(
    confirmation,
  )?.[1];
  expect(link).toBeTruthy();
  await page.goto(link ?? "");
  await page.getByRole("button", { name: "Yes, send me new articles" }).click();
  await expect(page.getByRole("status")).toHaveText(/You are subscribed/);

  // The owner writes a post in the studio and sends it to the subscribers as it goes out.
  await page.goto(`${server.url}/admin`);
  const login = page.getByRole("form", { name: "Admin login" });
  await login.getByLabel("Email", { exact: true }).fill(OWNER.email);
  await login.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  const title = `Fresh article ${Date.now().toString(36)}`;
  await page.goto(`${server.url}/admin/content/posts/new`);
  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: "Article body (Markdown)" }).click();
  await page.keyboard.type("News for the readers.");
  const emailIt = page.getByLabel("Also email it to 1 subscriber when it goes live");
  await emailIt.check();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  // This owner's first post: published under the name alone.
  await page
    .getByRole("dialog", { name: "Before your first post goes out" })
    .getByRole("button", { name: /^Publish as / })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: "on its way to the newsletter" }),
  ).toBeVisible();
  await expect(page.getByText(/^Emailed to the newsletter's subscribers on /)).toBeVisible();
  await expect(emailIt).toHaveCount(0);

  const issue = await mailTo(READER, new RegExp(`^Subject: ${title}`, "m"));
  expect(issue).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  const leave = /(http:\/\/[^\s]+\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+)/.exec(
    issue,
  )?.[1];

  // The owner sees the reader and the send.
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Newsletter" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await expect(
    page
      .getByRole("list", { name: /^Subscribers/ })
      .getByRole("listitem")
      .filter({ hasText: READER }),
  ).toContainText("Confirmed");
  await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText(/1 of 1 sent/);

  // The reader follows the link in the email: a page, one button, no sign-in.
  await page.context().clearCookies();
  await page.goto(leave ?? "");
  await expect(page).toHaveURL(/\/newsletter\/unsubscribe\?token=/);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(/You are unsubscribed/);
});
