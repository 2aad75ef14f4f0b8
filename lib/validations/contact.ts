// The contact form's one schema, used by the form in the browser and by POST /api/contact.
import { z } from "zod";
import { contactLimits, serviceValues } from "./contact-fields";

const trimmed = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

export const contactSchema = z.object({
  name: trimmed(contactLimits.name, "Full name").min(1, "Please enter your full name"),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address")
    .max(contactLimits.email, `Email must be at most ${contactLimits.email} characters`)
    .pipe(z.email("Please enter a valid email address")),
  company: trimmed(contactLimits.company, "Company").optional().default(""),
  service: z
    .enum([...serviceValues, ""], { error: "Please choose a service from the list" })
    .optional()
    .default(""),
  message: trimmed(contactLimits.message, "Project details").optional().default(""),
});

export type ContactForm = z.input<typeof contactSchema>;
export type ContactPayload = z.output<typeof contactSchema>;

/** Largest request body POST /api/contact accepts, in bytes. */
export const CONTACT_MAX_BYTES = 16 * 1024;
