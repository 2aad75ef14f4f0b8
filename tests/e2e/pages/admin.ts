// Page object for /admin: the login form and the lead dashboard.
import type { Locator, Page } from "@playwright/test";

export const ADMIN = {
  // Set for the e2e server in playwright.config.ts (webServer env).
  email: "admin@e2e.test",
  password: "correct-horse-battery-staple",
  name: "Admin",
};

export class AdminPage {
  readonly loginForm: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly passwordToggle: Locator;
  readonly signIn: Locator;
  readonly loginError: Locator;
  readonly dashboard: Locator;
  readonly qualification: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly table: Locator;
  readonly cards: Locator;
  readonly exportCsv: Locator;
  readonly logout: Locator;

  constructor(readonly page: Page) {
    this.loginForm = page.getByRole("form", { name: "Admin login" });
    this.email = this.loginForm.getByLabel("Email", { exact: true });
    this.password = this.loginForm.getByLabel("Password", { exact: true });
    this.passwordToggle = this.loginForm.getByRole("button", { name: /^(Show|Hide) password$/ });
    this.signIn = this.loginForm.getByRole("button", { name: /Sign in|Signing in/ });
    this.loginError = this.loginForm.getByRole("alert");
    this.dashboard = page.getByRole("heading", { level: 1, name: "Leads", exact: true });
    this.qualification = page.getByLabel("Qualification");
    this.from = page.getByLabel("From date");
    this.to = page.getByLabel("To date");
    this.table = page.getByRole("table", { name: /^Leads(, page \d+ of \d+)?$/ });
    this.cards = page.getByRole("list", { name: /^Leads(, page \d+ of \d+)?$/ });
    this.exportCsv = page.getByRole("button", { name: "Export CSV" });
    this.logout = page.getByRole("button", { name: "Logout" });
  }

  async goto(query = "") {
    await this.page.goto(`/admin${query}`);
  }

  toast(title: string) {
    return this.page.getByRole("status").filter({ hasText: title });
  }

  /** A table row (wide screens) by the lead's name. */
  row(name: string) {
    return this.table.getByRole("row", { name: new RegExp(name) });
  }

  async login(email = ADMIN.email, password = ADMIN.password) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signIn.click();
  }

  /**
   * Signs in through the API, skipping the form: the answer's cookie lands in this page's
   * browser, and the user is remembered as the app remembers it.
   */
  async signInDirectly(query = "") {
    const res = await this.page.request.post("/api/auth/login", {
      data: { email: ADMIN.email, password: ADMIN.password },
    });
    if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
    const { token, user } = await res.json();
    await this.goto(query);
    await this.page.evaluate((u) => localStorage.setItem("admin_user", u), JSON.stringify(user));
    await this.page.reload();
    return token as string;
  }

  /** The session's cookie as the browser keeps it, or null. */
  async sessionCookie() {
    const cookies = await this.page.context().cookies();
    return cookies.find((c) => c.name === "admin_session") ?? null;
  }

  /** Everything a script on the page can read: localStorage's values and document.cookie. */
  scriptVisible() {
    return this.page.evaluate(() => [...Object.values(localStorage), document.cookie].join("\n"));
  }

  storedUser() {
    return this.page.evaluate(() => localStorage.getItem("admin_user"));
  }
}
