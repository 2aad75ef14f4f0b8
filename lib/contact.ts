// The contact form's schema on the server, with the service choices of the catalogue.
import "server-only";
import { contactServiceOptions } from "@/content/services";
import { contactSchemaFor } from "@/lib/validations/contact";

export const contactSchema = contactSchemaFor(contactServiceOptions().map((o) => o.value));

/** Service slug → its name, for the admin's lists ("consultation" included). */
export const serviceLabels: Record<string, string> = Object.fromEntries(
  contactServiceOptions().map((o) => [o.value, o.label]),
);
