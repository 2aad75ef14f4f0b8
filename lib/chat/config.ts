// The assistant's numbers from the specification (§9), in one place for client and server.
export const CHAT_CONFIG = {
  llm: {
    enabled: true,
    confidenceThreshold: 0.5,
    fallbackAfterAttempts: 10,
    maxFallbacksPerSession: 5,
    contextWindow: 6,
    model: "gemini-2.5-pro",
    maxTokens: 2000,
    temperature: 0.7,
    fallbackToRules: true,
    defaultConfidence: 0.8,
    fallbackConfidence: 0.5,
  },
  rateLimit: { perSession: 60, perIp: 120, windowMs: 60_000 },
  memory: {
    retentionDays: 30,
    maxHistory: 20,
    autosaveMs: 5000,
    crossSessionMemory: true,
    returningVisitThreshold: 3,
    leadQualification: "Warm" as const,
  },
  typingDelayMs: { min: 1000, max: 2000 },
  // After asking for a person, the chat follows the conversation (lib/chat/live.ts) this long.
  live: { followMs: 86_400_000 },
  // A stored transcript message is clipped to transcriptChars (long model replies included); the
  // model is sent at most historyChars of earlier messages (whole ones, the latest first).
  limits: { promptChars: 2000, messageChars: 2000, transcriptChars: 4000, historyChars: 4000 },
} as const;

export const STORAGE_KEYS = {
  session: "bluebonnet.chat.session.v1",
  name: "bluebonnet.chat.name",
  /** The conversation itself (its latest messages), kept as long as the session. */
  transcript: "bluebonnet.chat.transcript.v1",
  /** The server-issued session: id, token and the save counter. */
  credentials: "bluebonnet.chat.credentials.v1",
  /** Lead saves not yet confirmed by the server. */
  outbox: "bluebonnet.chat.outbox.v1",
  /** Chat sessions the server refused as erased (a privacy deletion): never saved again. */
  erased: "bluebonnet.chat.erased.v1",
} as const;
