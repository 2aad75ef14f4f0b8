// Where a visitor came from (lib/attribution.ts), as a chat save or the contact form sends it.
// A malformed record is dropped, never refused: a lead is worth more than its source.
import { z } from "zod";
import { hasControlCharacters, wellFormed } from "./common";

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !hasControlCharacters(v))
    .overwrite(wellFormed)
    .nullable()
    .default(null);

const httpUrl = (v: string) => {
  try {
    return /^https?:$/.test(new URL(v).protocol);
  } catch {
    return false;
  }
};

export const touchSchema = z.object({
  /** A path on this site, with its query. */
  landing_page: z
    .string()
    .max(500)
    .refine((v) => v.startsWith("/") && !v.startsWith("//") && !hasControlCharacters(v))
    .overwrite(wellFormed),
  referrer: z.string().max(500).refine(httpUrl).overwrite(wellFormed).nullable().default(null),
  utm_source: text(100),
  utm_medium: text(100),
  utm_campaign: text(100),
  utm_term: text(100),
  utm_content: text(100),
  at: z.iso.datetime(),
});

export const attributionSchema = z.object({ first: touchSchema, last: touchSchema });
export type AttributionJson = z.output<typeof attributionSchema>;

/** The optional field of a request body: absent or malformed, it is simply not there. */
export const attributionField = attributionSchema.optional().catch(undefined);
