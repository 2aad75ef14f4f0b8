// Bodies and answers of the chat endpoints (POST /api/chat/session, /llm-response, /context,
// /summary; GET /api/chat/context/{sessionId}). Shared by the route handlers and the chat
// client, so the two cannot drift apart.
import { z } from "zod";
import { CHAT_CONFIG } from "@/lib/chat/config";
import {
  optionalEmailAddress,
  optionalPhone,
  safeText,
  visitorDate,
} from "@/lib/validations/common";
import { LEAD_QUALIFICATIONS } from "@/lib/validations/lead-qualification";
import { attributionField } from "./attribution";

/** Issued by the server (POST /api/chat/session): 128 random bits, base64url. */
export const sessionIdSchema = z
  .string({ error: "sessionId must be text" })
  .trim()
  .min(1, "sessionId is required")
  .max(100, "sessionId must be at most 100 characters")
  .regex(/^[\w-]+$/, "sessionId may contain only letters, digits, '_' and '-'");

/** Proof that the caller holds the session: the token issued with it. */
export const sessionTokenSchema = z
  .string({ error: "session token must be text" })
  .trim()
  .max(200, "session token must be at most 200 characters")
  .regex(/^[\w-]*$/, "session token is malformed");

const contactInfoSchema = z.object({
  name: safeText("contact_info.name", 100).default(""),
  email: optionalEmailAddress("contact_info.email").default(""),
  phone: optionalPhone("contact_info.phone").default(""),
  company_name: safeText("contact_info.company_name", 120).default(""),
});

/** Contact details as far as they are known (the context's userInfo). */
const knownContactSchema = z.object({
  name: safeText("userInfo.name", 100).optional(),
  email: optionalEmailAddress("userInfo.email").optional(),
  phone: optionalPhone("userInfo.phone").optional(),
  company_name: safeText("userInfo.company_name", 120).optional(),
});

const STAGES = ["greeting", "discovery", "qualification", "closing"] as const;

const topicList = (label: string) =>
  z
    .array(safeText(label, 120), { error: `${label} must be a list of text` })
    .max(20, `${label} may hold at most 20 items`)
    .default([]);

export const llmRequestSchema = z.object({
  prompt: safeText("prompt", CHAT_CONFIG.limits.promptChars, { min: 1 }),
  context: z.object({
    sessionId: sessionIdSchema,
    sessionToken: sessionTokenSchema.optional(),
    stage: z.enum(STAGES).optional().catch(undefined),
    userInfo: knownContactSchema.optional().catch(undefined),
    // The client may say which model it would like; the server decides (configuration wins).
    model: safeText("model", 60).optional(),
    temperature: z.number().min(0).max(2).optional(),
    maxTokens: z.number().int().min(1).max(8192).optional(),
    history: z
      .array(
        z.object({
          role: z.enum(["user", "assistant"]),
          content: safeText("history.content", CHAT_CONFIG.limits.messageChars),
        }),
      )
      .max(CHAT_CONFIG.memory.maxHistory)
      .default([]),
  }),
});
export type LlmRequest = z.input<typeof llmRequestSchema>;

/** The conversation context of spec §3: a known shape, so nothing else can be stored. */
export const chatContextSchema = z.object({
  userInfo: knownContactSchema.default({}),
  conversationStage: z.enum(STAGES).default("greeting"),
  servicesDiscussed: topicList("context.servicesDiscussed"),
  painPoints: topicList("context.painPoints"),
  lastInteraction: z.iso.datetime({ error: "context.lastInteraction must be an ISO date-time" }),
  messageCount: z.number().int().min(0).max(100_000).default(0),
});
export type ChatContext = z.output<typeof chatContextSchema>;

/** A per-session save counter: the server keeps the newest save and ignores older ones. */
const seqSchema = z
  .number({ error: "seq must be a whole number" })
  .int("seq must be a whole number")
  .min(0, "seq must be at least 0")
  .max(2_000_000_000, "seq is too large");

export const contextRequestSchema = z.object({
  sessionId: sessionIdSchema,
  sessionToken: sessionTokenSchema.optional(),
  seq: seqSchema.optional(),
  context: chatContextSchema,
});
export type ContextRequest = z.input<typeof contextRequestSchema>;

export const contextResponseSchema = z.object({
  sessionId: sessionIdSchema,
  context: chatContextSchema,
  updatedAt: z.string(),
});

/** Most transcript messages one save may carry; a longer backlog goes in several saves. */
export const TRANSCRIPT_BATCH = 40;

const transcriptMessageSchema = z.object({
  id: z
    .string({ error: "transcript.id must be text" })
    .min(1, "transcript.id is required")
    .max(64, "transcript.id must be at most 64 characters")
    .regex(/^[\w.:-]+$/, "transcript.id is malformed"),
  sender: z.enum(["user", "bot"], { error: "transcript.sender must be user or bot" }),
  content: safeText("transcript.content", CHAT_CONFIG.limits.transcriptChars, { min: 1 }),
  timestamp: z.iso.datetime({ error: "transcript.timestamp must be an ISO date-time" }),
});

export const summaryRequestSchema = z.object({
  session_id: sessionIdSchema.optional(),
  session_token: sessionTokenSchema.optional(),
  seq: seqSchema.optional(),
  visit_count: z.number().int().min(0).max(100_000).optional(),
  transcript: z
    .array(transcriptMessageSchema)
    .max(TRANSCRIPT_BATCH, `transcript may hold at most ${TRANSCRIPT_BATCH} messages per save`)
    .default([]),
  interaction_date: visitorDate("interaction_date"),
  contact_info: contactInfoSchema.default({ name: "", email: "", phone: "", company_name: "" }),
  chat_summary: safeText("chat_summary", 2000, { min: 1 }),
  services_discussed: topicList("services_discussed"),
  key_pain_points: topicList("key_pain_points"),
  call_to_action_offered: z
    .boolean({ error: "call_to_action_offered must be true or false" })
    .default(false),
  next_step: safeText("next_step", 200, { min: 1 }),
  lead_qualification: z.enum(LEAD_QUALIFICATIONS, {
    error: "lead_qualification must be Hot, Warm or Cold",
  }),
  /** The visitor asked for a person: when, and in their words (not in the spec's payload). */
  handoff: z
    .object({
      requested_at: z.iso.datetime({ error: "handoff.requested_at must be an ISO date-time" }),
      message: safeText("handoff.message", CHAT_CONFIG.limits.messageChars, { min: 1 }),
    })
    .optional(),
  /** Where the visitor came from (the browser's record; not in the spec's payload). */
  attribution: attributionField,
});

/** The lead summary payload of spec §3, as the chat sends it. */
export type SummaryRequest = z.output<typeof summaryRequestSchema>;
export type LeadSummaryPayload = z.input<typeof summaryRequestSchema>;

/** Largest body the chat endpoints accept, in bytes (a summary may carry part of the transcript). */
export const CHAT_MAX_BYTES = 32 * 1024;
export const SUMMARY_MAX_BYTES = 128 * 1024;
