// The contact form's one schema, used by the form in the browser and by POST /api/contact. The
// service choices come from the catalogue: the server passes them in (lib/contact.ts), the form
// uses the options it was rendered with, so the browser never loads the catalogue itself.
import { z } from "zod";
import { attributionField } from "./attribution";
import { isEmailAddress, safeText } from "./common";
import { contactLimits } from "./contact-fields";
import { EMAIL_MESSAGES } from "./patterns";

const trimmed = (max: number, label: string) => safeText(label, max);

export const contactSchemaFor = (serviceValues: readonly string[]) =>
  z.object({
    name: trimmed(contactLimits.name, "Full name").min(1, "Please enter your full name"),
    email: z
      .string({ error: EMAIL_MESSAGES.missing })
      .trim()
      .min(1, EMAIL_MESSAGES.missing)
      .max(contactLimits.email, `Email must be at most ${contactLimits.email} characters`)
      .refine(isEmailAddress, EMAIL_MESSAGES.invalid),
    company: trimmed(contactLimits.company, "Company").optional().default(""),
    service: z
      .string({ error: "Please choose a service from the list" })
      .refine((v) => v === "" || serviceValues.includes(v), "Please choose a service from the list")
      .optional()
      .default(""),
    message: trimmed(contactLimits.message, "Project details").optional().default(""),
    /** "call": sent as "Request a call" (the booking buttons' destination without a calendar). */
    intent: z.enum(["call"], { error: 'intent must be "call" when given' }).optional(),
    /** Where the visitor came from (the browser's record), if it sent one. */
    attribution: attributionField,
  });

type ContactSchema = ReturnType<typeof contactSchemaFor>;
export type ContactForm = z.input<ContactSchema>;
export type ContactPayload = z.output<ContactSchema>;

/** Largest request body POST /api/contact accepts, in bytes. */
export const CONTACT_MAX_BYTES = 16 * 1024;
