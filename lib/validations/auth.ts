// The login body, shared by the admin login form and POST /api/auth/login, and the shapes the
// admin app keeps in the browser.
import { z } from "zod";
import { isEmailAddress } from "./common";

export const loginSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email must be at most 254 characters")
    .refine(isEmailAddress, "Please enter a valid email address")
    .transform((v) => v.toLowerCase()),
  // Never trimmed: spaces are part of a passphrase. The cap bounds the hashing work.
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .refine((v) => !v.includes("\u0000"), "Password contains characters that are not allowed")
    .max(1024, "Password must be at most 1024 characters"),
});

export type LoginInput = z.input<typeof loginSchema>;

/** Largest request body POST /api/auth/login accepts, in bytes. */
export const LOGIN_MAX_BYTES = 4 * 1024;

/** The signed-in user as the API returns it and the admin app stores it. */
export const authUserSchema = z.object({
  name: z.string(),
  email: z.string(),
});

export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string().min(1),
  user: authUserSchema,
});

/** GET /api/auth/verify. */
export const verifyResponseSchema = z.object({ user: authUserSchema });

export { apiErrorSchema } from "./api";
