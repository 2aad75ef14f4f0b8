// Page object for the shell every public page shares: navbar, mobile menu and footer.
import type { Locator, Page } from "@playwright/test";

export class Site {
  readonly nav: Locator;
  readonly servicesButton: Locator;
  readonly footer: Locator;
  readonly menuButton: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole("navigation", { name: "Main" });
    this.servicesButton = this.nav.getByRole("button", { name: "Services" });
    this.footer = page.getByRole("contentinfo");
    this.menuButton = page.getByRole("button", { name: "Menu", exact: true });
  }

  async goto(path: string) {
    const response = await this.page.goto(path);
    return response;
  }

  servicesMenuLink(name: string) {
    return this.nav.getByRole("link", { name: new RegExp(name) });
  }
}
