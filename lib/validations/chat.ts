// Bodies of the chat endpoints (POST /api/chat/llm-response, /context, /summary).
import { z } from "zod";
import { CHAT_CONFIG } from "@/lib/chat/config";
import { leadQualifications } from "@/lib/db/schema";

export const sessionIdSchema = z
  .string()
  .trim()
  .min(1, "sessionId is required")
  .max(100, "sessionId must be at most 100 characters")
  .regex(/^[\w.-]+$/, "sessionId may contain only letters, digits, '.', '_' and '-'");

const short = (max: number) => z.string().trim().max(max);

const contactInfoSchema = z.object({
  name: short(100).default(""),
  email: short(254).default(""),
  phone: short(40).default(""),
  company_name: short(120).default(""),
});

export const llmRequestSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, "prompt must not be empty")
    .max(
      CHAT_CONFIG.limits.promptChars,
      `prompt must be at most ${CHAT_CONFIG.limits.promptChars} characters`,
    ),
  context: z.object({
    sessionId: sessionIdSchema,
    stage: short(40).optional(),
    userInfo: contactInfoSchema.partial().optional(),
    // The client may say which model it would like; the server decides (configuration wins).
    model: short(60).optional(),
    temperature: z.number().min(0).max(2).optional(),
    maxTokens: z.number().int().min(1).max(8192).optional(),
    history: z
      .array(
        z.object({
          role: z.enum(["user", "assistant"]),
          content: short(CHAT_CONFIG.limits.messageChars),
        }),
      )
      .max(CHAT_CONFIG.memory.maxHistory)
      .default([]),
  }),
});

export const contextRequestSchema = z.object({
  sessionId: sessionIdSchema,
  context: z.record(z.string(), z.unknown()),
});

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "interaction_date must be a date like 2026-11-21")
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)),
    "interaction_date must be a real date",
  );

const list = (name: string) =>
  z.array(short(120)).max(20, `${name} may hold at most 20 items`).default([]);

export const summaryRequestSchema = z.object({
  session_id: sessionIdSchema.optional(),
  interaction_date: isoDate,
  contact_info: contactInfoSchema.default({ name: "", email: "", phone: "", company_name: "" }),
  chat_summary: short(2000).min(1, "chat_summary is required"),
  services_discussed: list("services_discussed"),
  key_pain_points: list("key_pain_points"),
  call_to_action_offered: z.boolean().default(false),
  next_step: short(200).min(1, "next_step is required"),
  lead_qualification: z.enum(leadQualifications, {
    error: "lead_qualification must be Hot, Warm or Cold",
  }),
});

export type SummaryRequest = z.output<typeof summaryRequestSchema>;

/** Largest body any chat endpoint accepts, in bytes. */
export const CHAT_MAX_BYTES = 32 * 1024;
