// Admin security as a new admin lives it: invited by the owner, they choose a password, turn on
// two-factor by "scanning" the code (the test reads the secret from the page and computes codes
// as an authenticator app would), sign out, sign back in with password and code, sign out their
// other session, and find all of it in the audit log.
import AxeBuilder from "@axe-core/playwright";
import { generate } from "otplib";
import { e2eAdmin, fakePushPort } from "../../playwright.config";
import { startPushService } from "../fakes/push-service";
import { expect, expectNoConsoleErrors, test } from "./fixtures";
import { AdminPage } from "./pages/admin";

const expected401 = [/status of 401/];
const PASSWORD = "a-long-new-admin-passphrase";

test("an invited admin turns on two-factor, signs in with a code, and revokes a session", async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const email = `jenna.${Date.now()}@e2e.test`;
  // The owner invites Jenna as a second owner, who sees the audit log (through the API; the UI
  // for it is on the same Security page).
  const owner = await (await request.post("/api/auth/login", { data: e2eAdmin })).json();
  const invited = await request.post("/api/admin/users", {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { email, name: "Jenna Cole", role: "owner" },
  });
  expect(invited.status()).toBe(201);
  const inviteUrl = new URL((await invited.json()).invite_url);

  // Jenna opens her link and chooses a password.
  await page.goto(`/admin${inviteUrl.search}`);
  await page.getByLabel(/New password/).fill(PASSWORD);
  await page.getByLabel("The same password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  const admin = new AdminPage(page);
  await expect(admin.dashboard).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  // Security: turn on two-factor.
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Security" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId("mfa-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const now = () => Math.floor(Date.now() / 1000);
  await page
    .getByLabel("Then enter the 6-digit code it shows")
    .fill(await generate({ secret, epoch: now() }));
  await page.getByRole("button", { name: "Turn on", exact: true }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.nth(0).textContent())?.trim() ?? "";
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in: on" })).toBeVisible();
  // The refresh streams the page's metadata after its body: axe reads the page once it is whole.
  await expect(page).toHaveTitle(/^Security · Admin/);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // Sign out, and back in: the password is not enough any more.
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Leads" })
    .click();
  await admin.logout.click();
  await admin.login(email, PASSWORD);
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeVisible();
  await code.fill("000000");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  const step = page.getByRole("form", { name: "Two-factor sign-in" });
  await expect(step.getByRole("alert")).toContainText("not valid");
  // The next period's code (the current one was used to turn two-factor on).
  await code.fill(await generate({ secret, epoch: now() + 30 }));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(admin.dashboard).toBeVisible();

  // Another device signs in with a recovery code...
  const step1 = await (
    await request.post("/api/auth/login", { data: { email, password: PASSWORD } })
  ).json();
  expect(step1.mfa_required).toBe(true);
  const phone = await request.post("/api/auth/login/mfa", {
    data: { mfa_token: step1.mfa_token, code: recovery },
  });
  expect(phone.status()).toBe(200);
  const phoneToken = (await phone.json()).token;

  // ...and Jenna signs it out from the Security page.
  await page.goto("/admin?view=security");
  const sessions = page.getByRole("list", { name: "Sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await sessions
    .filter({ hasNotText: "This device" })
    .getByRole("button", { name: /Sign out/ })
    .click();
  await expect(sessions).toHaveCount(1);
  const revoked = await request.get("/api/auth/verify", {
    headers: { Authorization: `Bearer ${phoneToken}` },
  });
  expect(revoked.status()).toBe(401);

  // The audit log tells the story.
  const log = page.getByRole("region", { name: "Audit log entries" });
  for (const event of [
    "Admin joined",
    "Two-factor turned on",
    "Recovery code used",
    "Session signed out",
    "Wrong two-factor code",
  ]) {
    await expect(log).toContainText(event);
  }
  await page.getByLabel("Event").selectOption("session_revoked");
  await expect(log.getByRole("row")).toHaveCount(2);
  // The filter is the page's address: the server renders it again as it was.
  await expect(page).toHaveURL(/\/admin\/security\?action=session_revoked$/);
  const filtered = await (await page.request.get(page.url())).text();
  expect(filtered).toContain("Session signed out");
  expect(filtered).not.toContain("Two-factor turned on</td>");

  // A mistyped current password is an error on the form, not the end of the session.
  await page.getByLabel("Current password").fill("not-my-password-at-all");
  await page.getByLabel("New password", { exact: true }).fill("another-long-passphrase");
  await page.getByLabel("New password again").fill("another-long-passphrase");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is not right.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("not-my-password-at-all");
  expectNoConsoleErrors(consoleErrors, [...expected401, /status of 403/]);
});

test("a session ended elsewhere sends the dashboard back to the login form with a message", async ({
  page,
  request,
  consoleErrors,
}) => {
  const admin = new AdminPage(page);
  await admin.signInDirectly();
  await expect(admin.dashboard).toBeVisible();
  // The dashboard's own requests (leads, overview, delivery problems) must have answered first:
  // one still on its way when the session ends would already send the page to the login form.
  await page.waitForLoadState("networkidle");
  // Sign every other session out from another device.
  const other = await (await request.post("/api/auth/login", { data: e2eAdmin })).json();
  await request.post("/api/auth/logout-all", {
    headers: { Authorization: `Bearer ${other.token}` },
  });
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Security" })
    .click();
  await expect(admin.loginForm).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Please login again" })).toBeVisible();
  expectNoConsoleErrors(consoleErrors, expected401);
});

test("the owner invites an admin from the Security page: pressed twice, one invitation", async ({
  page,
}) => {
  const admin = new AdminPage(page);
  await admin.signInDirectly("?view=security");
  const email = `sam.${Date.now()}@agency.example`;
  await page.getByLabel("Name", { exact: true }).fill("Sam Ortiz");
  await page.getByLabel("Email", { exact: true }).fill(email);
  // Held on its way, so the second press meets the first one still running.
  // (The invitation is a server action: a POST to the page with a Next-Action header.)
  await page.route("**/admin/security*", async (route) => {
    if (route.request().method() === "POST" && route.request().headers()["next-action"]) {
      await new Promise((r) => setTimeout(r, 500));
    }
    await route.continue();
  });
  const invite = page.getByRole("button", { name: "Invite admin" });
  await invite.dblclick();
  await expect(page.getByRole("button", { name: "Inviting…" })).toBeDisabled();
  await expect(page.getByText("Send this link to the new admin")).toBeVisible();
  await expect(page.getByRole("list", { name: "Admins" }).getByText(email)).toHaveCount(1);
  // The second press did not ask again (its answer would be "already exists").
  await expect(page.getByText("An admin with this email already exists.")).toHaveCount(0);
});

test("the admin's policy runs no inline script without its nonce, and no screen breaks it", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const admin = new AdminPage(page);
  await admin.signInDirectly();
  const policyOf = async () =>
    (await page.request.get("/admin")).headers()["content-security-policy"] ?? "";
  const policy = await policyOf();
  const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
  // A new nonce for every page.
  expect(await policyOf()).not.toBe(policy);
  // Every screen runs (the app draws each one in the browser) under that policy.
  for (const [view, heading] of [
    ["", "Leads"],
    ["/content", "Content"],
    ["/overview", "Overview"],
    ["?view=privacy", "Privacy requests"],
    ["?view=security", "Security"],
  ] as const) {
    await admin.goto(view);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test("an admin turns on phone alerts in this browser, gets the test alert, and turns them off", async ({
  page,
  context,
}) => {
  const push = await startPushService(fakePushPort);
  try {
    const browser = push.subscribe();
    await context.grantPermissions(["notifications"]);
    // This browser's push service is the local one: Chromium reaches none of the real ones here,
    // so its subscribe() answers with a subscription there, as the real one would.
    await page.addInitScript((s) => {
      const w = window as Window & { __sub?: unknown };
      PushManager.prototype.subscribe = async () => {
        const json = { endpoint: s.endpoint, expirationTime: null, keys: s.keys };
        w.__sub = {
          endpoint: s.endpoint,
          toJSON: () => json,
          unsubscribe: async () => {
            w.__sub = undefined;
            return true;
          },
        };
        return w.__sub as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => (w.__sub ?? null) as PushSubscription;
    }, browser);
    const admin = new AdminPage(page);
    await admin.signInDirectly("?view=security");

    // Installable: the manifest, its icons and a service worker allowed to serve /admin.
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(manifestHref).toBe("/admin/manifest.webmanifest");
    const manifest = await (await page.request.get(manifestHref ?? "")).json();
    expect(manifest).toMatchObject({ scope: "/admin", start_url: "/admin", display: "standalone" });
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect(res.headers()["content-type"]).toBe("image/png");
    }

    const card = page.getByRole("region", { name: "Phone alerts" });
    await card.getByRole("button", { name: "Turn on alerts in this browser" }).click();
    await expect(card.getByText("On in this browser")).toBeVisible();
    await expect(card.getByRole("list", { name: "Browsers with alerts on" })).toContainText(
      "This browser",
    );
    const scope = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration("/admin"))?.scope,
    );
    expect(scope).toMatch(/\/admin$/);

    await card.getByRole("button", { name: "Send a test alert" }).click();
    await expect(page.getByText("Test alert sent")).toBeVisible();
    await expect.poll(() => push.received.length, { timeout: 10_000 }).toBe(1);
    expect(push.problems).toEqual([]);
    expect(push.received[0]?.payload.title).toMatch(/alerts are on$/);

    await card.getByRole("button", { name: "Turn off here" }).click();
    await expect(
      card.getByRole("button", { name: "Turn on alerts in this browser" }),
    ).toBeVisible();
    await expect(card.getByRole("list", { name: "Browsers with alerts on" })).toHaveCount(0);
  } finally {
    await push.close();
  }
});
