// Roles, step-up and the reset link in the browser, on a server of its own whose password check
// lasts one minute and which sends mail to a real SMTP server (smtp-server).
import { startMailbox } from "../helpers/smtp";
import { expect, test } from "./fixtures";
import { type SecondServer, startSecondServer } from "./second-server";

// The reset test, last in the file (tests run in order), changes the owner's password.
const OWNER = { email: "owner@roles.e2e.test", password: "owner-passphrase-12345" };
let server: SecondServer;
const SMTP_PORT = 3191;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
const mails = () => mailbox.mails;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mailbox = await startMailbox(SMTP_PORT);
  const port = 3192;
  server = await startSecondServer(port, {
    DATA_DIR: "memory://",
    SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    ADMIN_STEP_UP_MINUTES: "1",
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

async function signIn(page: import("@playwright/test").Page, email: string, password: string) {
  await page.goto(`${server.url}/admin`);
  const form = page.getByRole("form", { name: "Admin login" });
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads", exact: true })).toBeVisible();
}

test("an invitation a minute after sign-in asks for the password in place, then goes through", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, OWNER.email, OWNER.password);
  await page.goto(`${server.url}/admin?view=security`);
  await expect(page.getByRole("list", { name: "Admins" })).toBeVisible();
  // Past the step-up window (one minute on this server).
  await page.waitForTimeout(62_000);
  await page.getByLabel("Name", { exact: true }).fill("Eddie Editor");
  await page.getByLabel("Email", { exact: true }).fill("eddie@roles.e2e.test");
  await page.getByRole("button", { name: "Invite admin" }).click();

  const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByLabel("Your password")).toBeFocused();
  await confirm.getByLabel("Your password").fill("not-the-password");
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(confirm.getByText("That password is not right.")).toBeVisible();
  await confirm.getByLabel("Your password").fill(OWNER.password);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(confirm).toBeHidden();
  // The invitation carried on by itself.
  await expect(page.getByText("Send this link to the new admin")).toBeVisible();
  const link = await page.locator("code").filter({ hasText: "invite=" }).textContent();
  const admins = page.getByRole("list", { name: "Admins" });
  await expect(admins.getByText("eddie@roles.e2e.test")).toBeVisible();
  await expect(page.getByLabel("Role of Eddie Editor")).toHaveValue("editor");

  // The editor joins, and finds only their own settings.
  const editor = await page.context().browser()?.newContext();
  if (!editor || !link) throw new Error("no second browser context or link");
  const tab = await editor.newPage();
  await tab.goto(link);
  await tab.getByLabel(/New password/).fill("eddies-own-passphrase");
  await tab.getByLabel("The same password again").fill("eddies-own-passphrase");
  await tab.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(tab.getByRole("heading", { level: 1, name: "Leads", exact: true })).toBeVisible();
  const nav = tab.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Content" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Privacy" })).toHaveCount(0);
  await nav.getByRole("link", { name: "Security" }).click();
  await expect(tab.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  await expect(tab.getByRole("heading", { name: "Change your password" })).toBeVisible();
  await expect(tab.getByRole("list", { name: "Admins" })).toHaveCount(0);
  await expect(tab.getByRole("button", { name: "Invite admin" })).toHaveCount(0);
  // Nor through the API with the editor's own cookie.
  const refused = await tab.request.get(`${server.url}/api/admin/users`);
  expect(refused.status()).toBe(403);
  await editor.close();
});

test("an owner limits editors to their own leads, and the editor sees only those", async ({
  page,
  browser,
}) => {
  // Two leads made, one assigned, a setting changed and a second admin signed in: past 30 s when
  // the machine runs the other browser suites beside this one.
  test.setTimeout(60_000);
  await signIn(page, OWNER.email, OWNER.password);
  const leadUrls: Record<string, string> = {};
  for (const name of ["Alma Assigned", "Olaf Other"]) {
    await page.goto(`${server.url}/admin/leads/new`);
    const add = page.getByRole("form", { name: "New lead" });
    await add.getByLabel("Name").fill(name);
    await add.getByLabel("Phone").fill("+1 512 555 0177");
    await add.getByRole("button", { name: "Add lead" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    leadUrls[name] = page.url();
  }
  await page.goto(leadUrls["Alma Assigned"] ?? "");
  await page.getByLabel("Assigned to").selectOption({ label: "Eddie Editor" });
  await expect(page.getByText("Assigned to Eddie Editor").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "History" })).toContainText(
    "Assigned to Eddie Editor",
  );

  await page.goto(`${server.url}/admin/pipeline`);
  await page.getByLabel("Editors see only the leads assigned to them").check();
  await expect(page.getByText("Editors now see only their own leads")).toBeVisible();

  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${server.url}/admin`);
  const form = tab.getByRole("form", { name: "Admin login" });
  await form.getByLabel("Email", { exact: true }).fill("eddie@roles.e2e.test");
  await form.getByLabel("Password", { exact: true }).fill("eddies-own-passphrase");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(tab.getByRole("heading", { level: 1, name: "Leads", exact: true })).toBeVisible();
  await expect(tab.getByText("Alma Assigned").first()).toBeVisible();
  await expect(tab.getByText("Olaf Other")).toHaveCount(0);
  await tab.goto(`${server.url}/admin/pipeline`);
  await expect(tab.getByRole("article", { name: "Alma Assigned" })).toBeVisible();
  await expect(tab.getByRole("article", { name: "Olaf Other" })).toHaveCount(0);
  await expect(tab.getByText("You see the leads assigned to you.")).toBeVisible();
  // Olaf's own address shows nothing of him.
  await tab.goto(leadUrls["Olaf Other"] ?? "");
  await expect(tab.getByRole("heading", { level: 1, name: "Olaf Other" })).toHaveCount(0);
  await expect(tab.getByText("This lead is not here")).toBeVisible();
  await context.close();
});

test("forgot password: the emailed link sets a new one, once, and it signs in", async ({
  page,
}) => {
  const newPassword = "owner-chose-a-new-one";
  await page.goto(`${server.url}/admin`);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status")).toContainText(
    "If an admin account uses that email, a link to choose a new password is on its way.",
  );
  // The owners' security alerts arrive here too: the reset mail is the one with the link.
  const decoded = () => mails().map((m) => m.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
  const linkIn = (mail: string) =>
    /http:\/\/[^\s]+\/admin\?reset=[A-Za-z0-9_-]{43}/.exec(mail)?.[0] ?? "";
  await expect.poll(() => decoded().some((m) => linkIn(m) !== "")).toBe(true);
  const link = decoded().map(linkIn).find(Boolean) ?? "";
  expect(link).not.toBe("");

  await page.goto(link);
  await page.getByLabel(/New password/).fill(newPassword);
  await page.getByLabel("The same password again").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password is changed. Sign in with it now.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await signIn(page, OWNER.email, newPassword);

  // The link is spent.
  const again = await page.request.post(`${server.url}/api/auth/reset-password`, {
    data: { token: new URL(link).searchParams.get("reset"), password: "and-yet-another-one" },
  });
  expect(again.status()).toBe(404);
});
