// Building blocks every request schema shares: text that is safe to store, whole numbers from
// query strings, calendar dates and email addresses. Messages name the field, because they go
// straight back to the client in a 400.
import { z } from "zod";
import { isEmailAddress, isPhoneNumber } from "./patterns";

// C0 controls and DEL, except tab, line feed and carriage return (a pasted CRLF newline).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

/** Removes control characters (for URL state, where a bad value is ignored rather than refused). */
export const stripControlCharacters = (value: string) =>
  value.replace(new RegExp(CONTROL_CHARACTERS.source, "g"), "");

/** Half of an emoji (a lone surrogate, as a cut string leaves) becomes U+FFFD: PostgreSQL's
 * jsonb refuses it, and a record holding it would fail to save. */
export const wellFormed = (v: string) =>
  typeof v.toWellFormed === "function" ? v.toWellFormed() : v;

/** Trimmed text of at most `max` characters without control characters (PostgreSQL cannot store
 * NUL); `min: 1` makes it required and not blank. */
export function safeText(label: string, max: number, { min = 0 }: { min?: number } = {}) {
  const base = z
    .string({ error: `${label} must be text` })
    .refine((v) => !hasControlCharacters(v), `${label} contains characters that are not allowed`)
    .overwrite(wellFormed)
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
  return min > 0 ? base.min(min, `${label} is required`) : base;
}

/** A query-string whole number between `min` and `max`. */
export const wholeNumber = (label: string, { min = 1, max }: { min?: number; max: number }) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `${label} must be at least ${min}`)
        .max(max, `${label} must be at most ${max}`),
    );

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one), from 1900 on. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value) || value < "1900-01-01") return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** YYYY-MM-DD of a moment in UTC. */
export const utcDate = (d: Date) => d.toISOString().slice(0, 10);

/** The day a visitor chatted, by their clock (may be a day ahead of the server's). Outside 2000 to
 * tomorrow (UTC) it is taken as today: refusing it would refuse the lead on every retry. */
export const visitorDate = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2026-11-21` })
    .refine(isCalendarDate, `${label} must be a real date written YYYY-MM-DD, like 2026-11-21`)
    .transform((d) =>
      d < "2000-01-01" || d > utcDate(new Date(Date.now() + 86_400_000)) ? utcDate(new Date()) : d,
    );

export { isEmailAddress } from "./patterns";

/** An email address, trimmed and lower-cased. */
export const emailAddress = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(254, `${label} must be at most 254 characters`)
    .refine(isEmailAddress, `${label} must be a valid email address`)
    .transform((v) => v.toLowerCase());

/** An email address, or blank (kept as ""). */
export const optionalEmailAddress = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(254, `${label} must be at most 254 characters`)
    .refine((v) => v === "" || isEmailAddress(v), `${label} must be a valid email address`)
    .transform((v) => v.toLowerCase());

/** A phone number as typed: digits with the usual separators, or blank. */
export const optionalPhone = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(40, `${label} must be at most 40 characters`)
    .refine((v) => v === "" || isPhoneNumber(v), `${label} must be a phone number`);
