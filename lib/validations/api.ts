// The error answer every endpoint gives: {error:{code,message}} (a few clients send {message}).
import { z } from "zod";

export const apiErrorSchema = z.object({
  error: z.object({ code: z.string().optional(), message: z.string().min(1) }).optional(),
  message: z.string().min(1).optional(),
});

/** The server's message in an error answer, if it has one. */
export function apiErrorMessage(json: unknown): string | undefined {
  const parsed = apiErrorSchema.safeParse(json);
  return parsed.success ? (parsed.data.error?.message ?? parsed.data.message) : undefined;
}
