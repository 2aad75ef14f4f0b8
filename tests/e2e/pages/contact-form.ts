// Page object for the contact form (home page section and /contact).
import type { Locator, Page } from "@playwright/test";

export class ContactFormPage {
  readonly form: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly company: Locator;
  readonly service: Locator;
  readonly message: Locator;
  readonly submit: Locator;

  /** `name`: "Request a call" when reached from a booking button on a site with no calendar. */
  constructor(
    readonly page: Page,
    name = "Contact form",
  ) {
    this.form = page.getByRole("form", { name });
    this.name = this.form.getByLabel(/Full name/);
    this.email = this.form.getByLabel(/^Email/);
    this.company = this.form.getByLabel(/Company/);
    this.service = this.form.getByLabel(/Service/);
    this.message = this.form.getByLabel(/Project details/);
    this.submit = this.form.getByRole("button", { name: /Send Message|Request a call|Sending/ });
  }

  async fill(values: {
    name?: string;
    email?: string;
    company?: string;
    service?: string;
    message?: string;
  }) {
    if (values.name !== undefined) await this.name.fill(values.name);
    if (values.email !== undefined) await this.email.fill(values.email);
    if (values.company !== undefined) await this.company.fill(values.company);
    if (values.service !== undefined) await this.service.selectOption(values.service);
    if (values.message !== undefined) await this.message.fill(values.message);
  }
}
