// The configured language model: Gemini through the AI SDK, or null when no key is set.
import "server-only";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import type { LanguageModel } from "ai";
import { env } from "@/lib/env";

let cached: LanguageModel | null | undefined;

export function configuredModel(): LanguageModel | null {
  if (cached !== undefined) return cached;
  if (!env.GEMINI_API_KEY) {
    cached = null;
  } else {
    const google = createGoogleGenerativeAI({
      apiKey: env.GEMINI_API_KEY,
      ...(env.GEMINI_BASE_URL ? { baseURL: env.GEMINI_BASE_URL } : {}),
    });
    cached = google(env.LLM_MODEL);
  }
  return cached;
}
