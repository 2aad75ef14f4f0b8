// Privacy requests in the admin (POST /api/admin/privacy/{search,export,delete}): the email
// travels in the body, never in a URL, so it stays out of access logs.
import { z } from "zod";
import { emailAddress } from "./common";

export const privacyLookupSchema = z.object({ email: emailAddress("email") });

/** Deleting needs the address typed twice: `confirm` must repeat it. */
export const privacyDeleteSchema = z
  .object({
    email: emailAddress("email"),
    confirm: z.string({ error: "confirm must repeat the email address" }).trim().max(254),
  })
  .refine((v) => v.confirm.toLowerCase() === v.email, {
    message: "confirm must repeat the email address",
    path: ["confirm"],
  });

export const privacyCountsSchema = z.object({
  leads: z.number(),
  messages: z.number(),
  notes: z.number(),
  chatContexts: z.number(),
  contactMessages: z.number(),
  notifications: z.number(),
  tickets: z.number(),
  subscribers: z.number(),
});
export type PrivacyCounts = z.output<typeof privacyCountsSchema>;

/** What the search answers: how much is stored, and which leads, to open them first if needed. */
export const privacySearchResponseSchema = z.object({
  counts: privacyCountsSchema,
  leads: z.array(
    z.object({
      id: z.string(),
      name: z.string().nullable(),
      source: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type PrivacySearchResponse = z.output<typeof privacySearchResponseSchema>;

export const privacySettingsSchema = z.object({ retention_days: z.number().nullable() });
export type PrivacySettings = z.output<typeof privacySettingsSchema>;
