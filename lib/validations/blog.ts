// Query parameters of the blog API and the /blog page, parsed once with zod.
import { z } from "zod";
import {
  hasControlCharacters,
  safeText,
  stripControlCharacters,
  wholeNumber,
} from "@/lib/validations/common";

export const BLOG_PAGE_SIZE = 6;
export const BLOG_MAX_LIMIT = 50;

const text = (name: string, max: number) => safeText(name, max).transform((v) => v || undefined);

export const postListQuery = z.object({
  page: wholeNumber("page", { max: 10_000 }).default(1),
  limit: wholeNumber("limit", { max: BLOG_MAX_LIMIT }).default(BLOG_PAGE_SIZE),
  tag: text("tag", 50).optional(),
  search: text("search", 100).optional(),
  featured: z.enum(["true", "false"], { error: "featured must be true or false" }).optional(),
});

export const featuredQuery = z.object({
  limit: wholeNumber("limit", { max: 10 }).default(1),
});

export const slugParam = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(120);

/** The /blog page's URL state (?q=&tag=&page=): bad values fall back to the defaults. */
export const blogPageQuery = z.object({
  q: z
    .string()
    .transform(stripControlCharacters)
    .pipe(z.string().trim().max(100))
    .optional()
    .catch(undefined),
  tag: z
    .string()
    .refine((v) => !hasControlCharacters(v))
    .pipe(z.string().trim().max(50))
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

/** URLSearchParams → plain object, first value of each key (zod then decides). */
export function searchParamsObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in out)) out[key] = value;
  return out;
}
