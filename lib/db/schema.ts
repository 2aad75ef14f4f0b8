// The one Drizzle schema: tables in snake_case, TypeScript in camelCase.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AttributionJson } from "../validations/attribution";
import { EVENT_STATUSES } from "../validations/event-status";
import { LEAD_QUALIFICATIONS } from "../validations/lead-qualification";
import { LEAD_STATUSES } from "../validations/lead-status";
import type { OutboxPayload } from "../validations/notification-payload";
import { PROOF_KINDS } from "../validations/proof";
import { POST_STATUSES } from "../validations/studio";
import { LEAD_ACTIVITY_KINDS, LEAD_SOURCES } from "../validations/summaries";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    service: text("service"),
    message: text("message"),
    /** The inbox lead this message became (source "contact_form"). */
    leadId: uuid("lead_id"),
    /** The form's Idempotency-Key: a resend after a lost answer is this message, not a second. */
    submissionKey: text("submission_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_created_at_idx").on(t.createdAt),
    uniqueIndex("contact_messages_submission_key_idx").on(t.submissionKey),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export const postStatus = POST_STATUSES;

// posts and use_cases also hold `search_vector`, a generated column kept out of this schema so
// no query returns it (lib/db/search.ts, migration 0018).
export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull(),
    /** The Markdown the studio edits; `content` is its sanitised HTML (null: written as HTML). */
    contentMarkdown: text("content_markdown"),
    featuredImageUrl: text("featured_image_url"),
    /** What the featured image shows, for those who cannot see it (the page's and feed's alt). */
    featuredImageAlt: text("featured_image_alt"),
    isFeatured: boolean("is_featured").notNull().default(false),
    status: text("status", { enum: postStatus }).notNull().default("draft"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    authorName: text("author_name").notNull(),
    authorAvatar: text("author_avatar"),
    authorBio: text("author_bio"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** When a scheduled post goes live (status "scheduled"); null otherwise. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** Emailed to the newsletter's subscribers when it goes live (chosen when scheduling). */
    sendNewsletter: boolean("send_newsletter").notNull().default(false),
    /** When it was emailed to them: once per post. */
    newsletterSentAt: timestamp("newsletter_sent_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    readTimeMinutes: integer("read_time_minutes").notNull().default(1),
    metaDescription: text("meta_description"),
    metaKeywords: text("meta_keywords"),
    /** Drafted by the language model: it reaches "published" only by an admin's approval. */
    aiGenerated: boolean("ai_generated").notNull().default(false),
    approvedBy: text("approved_by"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("posts_status_published_at_idx").on(t.status, t.publishedAt),
    index("posts_tags_idx").using("gin", t.tags),
    index("posts_scheduled_idx").on(t.publishAt).where(sql`status = 'scheduled'`),
  ],
);

export type Post = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;

export const useCases = pgTable(
  "use_cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    industry: text("industry").notNull(),
    imageUrl: text("image_url"),
    challenge: text("challenge").notNull(),
    solution: text("solution").notNull(),
    /** The Markdown the studio edits (null: written as HTML). */
    challengeMarkdown: text("challenge_markdown"),
    solutionMarkdown: text("solution_markdown"),
    results: text("results").array().notNull().default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
    status: text("status", { enum: postStatus }).notNull().default("published"),
    /** When a scheduled use case goes live (status "scheduled"); null otherwise. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("use_cases_scheduled_idx").on(t.publishAt).where(sql`status = 'scheduled'`)],
);

export type UseCase = typeof useCases.$inferSelect;
export type NewUseCase = typeof useCases.$inferInsert;

// A published post's or use case's former addresses, kept when the studio changes its slug, so
// links already shared or indexed lead to it (a permanent redirect) instead of a 404. A new
// post or use case given such an address takes it over (the row is deleted).
export const postRedirects = pgTable(
  "post_redirects",
  {
    slug: text("slug").primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("post_redirects_post_id_idx").on(t.postId)],
);

export const useCaseRedirects = pgTable(
  "use_case_redirects",
  {
    slug: text("slug").primaryKey(),
    useCaseId: uuid("use_case_id")
      .notNull()
      .references(() => useCases.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("use_case_redirects_use_case_id_idx").on(t.useCaseId)],
);

export type { LeadQualification } from "../validations/lead-qualification";
export { LEAD_QUALIFICATIONS as leadQualifications } from "../validations/lead-qualification";

/** A chat session that saved something: its context (kept 30 days), its lead, and the newest
 * save sequence applied (older saves are ignored). */
export const chatContexts = pgTable(
  "chat_contexts",
  {
    sessionId: text("session_id").primaryKey(),
    context: jsonb("context").notNull(),
    leadId: uuid("lead_id").references(() => chatSummaries.id, { onDelete: "set null" }),
    seq: integer("seq").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_contexts_updated_at_idx").on(t.updatedAt),
    index("chat_contexts_lead_id_idx").on(t.leadId),
  ],
);

/** Chat sessions a privacy deletion removed: a browser resending one is refused
 * (lib/api/chat-proof.ts) and forgets it. Kept 35 days, past the browser's 30-day memory. */
export const erasedChatSessions = pgTable("erased_chat_sessions", {
  sessionId: text("session_id").primaryKey(),
  erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
});

export { LEAD_SOURCES as leadSources, type LeadSource } from "../validations/summaries";

/** The leads. A chat lead's own session (`session_id`) updates it, newest sequence wins; other
 * sessions linked by email only append their conversation and fill empty fields. */
export const chatSummaries = pgTable(
  "chat_summaries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id").unique(),
    source: text("source", { enum: LEAD_SOURCES }).notNull().default("chat"),
    seq: integer("seq").notNull().default(0),
    visitCount: integer("visit_count").notNull().default(1),
    interactionDate: date("interaction_date").notNull(),
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    companyName: text("company_name"),
    leadQualification: text("lead_qualification", { enum: LEAD_QUALIFICATIONS })
      .notNull()
      .default("Warm"),
    servicesDiscussed: text("services_discussed").array().notNull().default(sql`'{}'::text[]`),
    keyPainPoints: text("key_pain_points").array().notNull().default(sql`'{}'::text[]`),
    chatSummary: text("chat_summary").notNull(),
    callToActionOffered: boolean("call_to_action_offered").notNull().default(false),
    nextStep: text("next_step").notNull(),
    /** The owner's pipeline (New → Contacted → Meeting booked → Qualified → Won or Lost). */
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("New"),
    /** The owner's own qualification; the chat's (lead_qualification) stays as sent. */
    ownerQualification: text("owner_qualification", { enum: LEAD_QUALIFICATIONS }),
    /** When the status first left New: for the time to first contact. */
    firstContactedAt: timestamp("first_contacted_at", { withTimezone: true }),
    /** When the owner was told of this lead's contact details, and of it turning Hot. */
    notifiedContactAt: timestamp("notified_contact_at", { withTimezone: true }),
    notifiedHotAt: timestamp("notified_hot_at", { withTimezone: true }),
    // The visitor asked the chat for a person: when (never later than the save), in their words.
    handoffRequestedAt: timestamp("handoff_requested_at", { withTimezone: true }),
    handoffMessage: text("handoff_message"),
    /** When the owner answered that request (marked it, or moved the lead's status since). */
    handoffAnsweredAt: timestamp("handoff_answered_at", { withTimezone: true }),
    /** When the owner was told of that request (null again for a new one). */
    handoffNotifiedAt: timestamp("handoff_notified_at", { withTimezone: true }),
    /** Where the visitor came from: the first touch (30 days) and the latest visit's. */
    attribution: jsonb("attribution").$type<AttributionJson>(),
    /** When the owner means to follow this lead up (null: no follow-up set). */
    followUpAt: timestamp("follow_up_at", { withTimezone: true }),
    /** What the deal is worth to the owner, in US cents, and when they expect it to close. */
    dealValueCents: bigint("deal_value_cents", { mode: "number" }),
    expectedCloseOn: date("expected_close_on"),
    /** The admin answering in the visitor's open chat, and the conversation's last message
     * since: the assistant stays quiet while this is recent (lib/live/presence.ts). */
    liveAgentId: uuid("live_agent_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    liveAt: timestamp("live_at", { withTimezone: true }),
    /** The lead's latest own answer by email (auto-replies aside); the token of its reply
     * address (replies+<token>@, INBOUND_REPLY_ADDRESS), made with its first email. */
    lastReplyAt: timestamp("last_reply_at", { withTimezone: true }),
    replyToken: text("reply_token").unique(),
    /** The admin who works this lead (null: nobody yet). */
    assigneeId: uuid("assignee_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_summaries_status_idx").on(t.status),
    index("chat_summaries_assignee_idx").on(t.assigneeId),
    index("chat_summaries_interaction_date_idx").on(t.interactionDate, t.createdAt),
    index("chat_summaries_qualification_idx").on(t.leadQualification),
    index("chat_summaries_contact_email_idx").on(t.contactEmail),
    index("chat_summaries_follow_up_idx").on(t.followUpAt),
  ],
);

/** A lead's conversation: every message of every visit, in order, each stored once. */
export const leadMessages = pgTable(
  "lead_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => chatSummaries.id, { onDelete: "cascade" }),
    sessionId: text("session_id"),
    /** The browser's id for the message: with the session (or lead, sender and text), a resend
     * is harmless. */
    clientId: text("client_id").notNull(),
    /** `agent`: a person answering in the open chat (lib/live), named as they were then. */
    sender: text("sender", { enum: ["user", "bot", "agent"] }).notNull(),
    authorName: text("author_name"),
    /** A person's reply started from "Draft a reply". */
    aiDrafted: boolean("ai_drafted").notNull().default(false),
    content: text("content").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    /** Sent by a chat linked to the lead by email alone: maybe not the lead's owner. */
    unverified: boolean("unverified").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lead_messages_session_client_idx").on(t.sessionId, t.clientId),
    index("lead_messages_lead_sent_idx").on(t.leadId, t.sentAt),
  ],
);

export const BOOKING_PROVIDERS = ["cal", "calendly"] as const;
export const BOOKING_STATUSES = ["booked", "rescheduled", "cancelled"] as const;

/** Calls booked through the calendar; unique on the provider's id, so a retry changes nothing. */
export const leadBookings = pgTable(
  "lead_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => chatSummaries.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: BOOKING_PROVIDERS }).notNull(),
    providerId: text("provider_id").notNull(),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lead_bookings_provider_id_idx").on(t.provider, t.providerId),
    index("lead_bookings_lead_idx").on(t.leadId, t.startAt),
  ],
);

/** The owner's notes on a lead. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => chatSummaries.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

// Every change to a lead (status, qualification, notes, arrival, a request for a person answered),
// with who and when.
export const leadActivity = pgTable(
  "lead_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => chatSummaries.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor"),
    kind: text("kind", {
      enum: LEAD_ACTIVITY_KINDS,
    }).notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
  },
  (t) => [index("lead_activity_lead_idx").on(t.leadId, t.at)],
);

/** Notifications to deliver (webhook or email), written in the lead's transaction and claimed by
 * one worker at a time (FOR UPDATE SKIP LOCKED). */
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => chatSummaries.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    channel: text("channel", { enum: ["webhook", "email", "push"] }).notNull(),
    payload: jsonb("payload").$type<OutboxPayload>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notification_outbox_due_idx").on(t.deliveredAt, t.nextAttemptAt)],
);

/** The owner's emails to a lead, sent through the outbox (notification_id holds the state); a
 * retried Idempotency-Key sends nothing. */
export const leadEmails = pgTable(
  "lead_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => chatSummaries.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    toEmail: text("to_email").notNull(),
    replyTo: text("reply_to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    idempotencyKey: text("idempotency_key"),
    /** Its Message-ID (without the angle brackets): a reply names it in In-Reply-To. */
    messageId: text("message_id").unique(),
    /** Started from "Draft a reply" (the model's words): shown so on the lead's page. */
    aiDrafted: boolean("ai_drafted").notNull().default(false),
    notificationId: uuid("notification_id").references(() => notificationOutbox.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lead_emails_idempotency_idx").on(t.leadId, t.idempotencyKey),
    index("lead_emails_lead_idx").on(t.leadId, t.createdAt),
  ],
);

/** A lead's answer by email (IMAP or a mail forwarder): its new text only, stored once per
 * Message-ID. `verified` is false for mail matched by its sender alone without a passing DKIM or
 * SPF check. */
export const leadReplies = pgTable(
  "lead_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => chatSummaries.id, { onDelete: "cascade" }),
    messageId: text("message_id").notNull().unique(),
    fromEmail: text("from_email").notNull(),
    fromName: text("from_name"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** The text was longer than the limit and is kept cut. */
    truncated: boolean("truncated").notNull().default(false),
    attachments: jsonb("attachments")
      .$type<Array<{ name: string; size: number; type: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    autoReply: boolean("auto_reply").notNull().default(false),
    verified: boolean("verified").notNull(),
    matchedBy: text("matched_by", { enum: ["thread", "reply_address", "sender"] }).notNull(),
    via: text("via", { enum: ["imap", "webhook"] }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_replies_lead_idx").on(t.leadId, t.sentAt)],
);

/** Where the IMAP watcher stopped in each mailbox: the last UID seen, under its UIDVALIDITY. */
export const imapMailboxes = pgTable("imap_mailboxes", {
  mailbox: text("mailbox").primaryKey(),
  uidValidity: text("uid_validity").notNull(),
  lastUid: bigint("last_uid", { mode: "number" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Scheduled work done once across instances: the first to insert (job, run) does it. */
export const scheduledRuns = pgTable(
  "scheduled_runs",
  {
    job: text("job").notNull(),
    run: text("run").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.run] })],
);

/** Background jobs (lib/jobs). A run is claimed by moving `next_run_at` forward in one statement,
 * so one instance runs each due time. */
export const jobs = pgTable("jobs", {
  name: text("name").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  /** A run under way holds the job until then (a crashed runner's hold runs out). */
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastFailedAt: timestamp("last_failed_at", { withTimezone: true }),
  lastError: text("last_error"),
  /** Which process ran it last (host and pid). */
  lastRunBy: text("last_run_by"),
  runs: integer("runs").notNull().default(0),
  failures: integer("failures").notNull().default(0),
});

export type ChatSummary = typeof chatSummaries.$inferSelect;
export type NewChatSummary = typeof chatSummaries.$inferInsert;

export const adminRoles = ["owner", "editor"] as const;
export type AdminRole = (typeof adminRoles)[number];

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  /** TOTP secret, encrypted (lib/auth/secret-box.ts); null while two-factor is off. */
  mfaSecret: text("mfa_secret"),
  /** A secret being set up, until the admin confirms it with a code. */
  mfaPendingSecret: text("mfa_pending_secret"),
  mfaEnabledAt: timestamp("mfa_enabled_at", { withTimezone: true }),
  /** The last TOTP time step accepted: a code is good once. */
  mfaLastStep: bigint("mfa_last_step", { mode: "number" }),
  /** An invited admin's one-time setup link (hash), until they choose a password. */
  inviteTokenHash: text("invite_token_hash").unique(),
  inviteExpiresAt: timestamp("invite_expires_at", { withTimezone: true }),
  /** A "Forgot password?" link (hash), single use, valid 30 minutes. */
  resetTokenHash: text("reset_token_hash").unique(),
  resetExpiresAt: timestamp("reset_expires_at", { withTimezone: true }),
  /** Author profile shown under blog posts they write. */
  avatarUrl: text("avatar_url"),
  bio: text("bio"),
  /** Owners manage admins, security and privacy; editors work leads and content. */
  role: text("role", { enum: adminRoles }).notNull().default("editor"),
  /** Takes new chat leads in turn when the owners' rule says so. */
  takesNewLeads: boolean("takes_new_leads").notNull().default(false),
  /** Phone alerts wait outside BUSINESS_HOURS, unless the admin turns that off. */
  alertsQuietHours: boolean("alerts_quiet_hours").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type User = typeof users.$inferSelect;

/** A browser where an admin turned on alerts (Web Push): the endpoint is the push service's
 * address for that browser, and the keys encrypt what is sent to it. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    browser: text("browser"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/** Bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Slides with every authenticated request; idle longer than ADMIN_IDLE_MINUTES = expired. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session (12 hours after sign-in). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // The last password or code check (sign-in or step-up): sensitive actions need a recent one.
    steppedUpAt: timestamp("stepped_up_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

export type Session = typeof sessions.$inferSelect;

/** Secrets the server generates once and every instance shares (e.g. the chat-session key). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Settings the owners change in the admin (not deployment configuration): one JSON value each. */
export const siteSettings = pgTable("site_settings", {
  name: text("name").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

/** The proof the owner edits (lib/proof): the results figures, the hero's figures, the
 * testimonials and the team, seeded from content/ once per database and `demo` until the owner
 * edits or confirms each. `updated_at` is its version for the editor's conflict check. */
export const proofItems = pgTable(
  "proof_items",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: PROOF_KINDS }).notNull(),
    position: integer("position").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    demo: boolean("demo").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
    /** Taken off the site by the owner; kept so the next start's seed does not bring it back. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [index("proof_items_kind_idx").on(t.kind, t.position)],
);

/** Model tokens per UTC day, shared by every instance: a call reserves its worst case and settles
 * to the reported usage; the budget is checked against used plus reserved. */
export const llmUsage = pgTable("llm_usage", {
  day: date("day").primaryKey(),
  inputTokens: bigint("input_tokens", { mode: "number" }).notNull().default(0),
  outputTokens: bigint("output_tokens", { mode: "number" }).notNull().default(0),
  reservedTokens: bigint("reserved_tokens", { mode: "number" }).notNull().default(0),
  calls: integer("calls").notNull().default(0),
  refusals: integer("refusals").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Model tokens per UTC day per address (LLM_ADDRESS_DAILY_TOKENS): a keyed hash, kept two days. */
export const llmAddressUsage = pgTable(
  "llm_address_usage",
  {
    day: date("day").notNull(),
    addressHash: text("address_hash").notNull(),
    tokens: bigint("tokens", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.addressHash] })],
);

/** Daily counts (the agency's calendar day) of what leaves no other row: chat sessions issued. */
export const dailyMetrics = pgTable(
  "daily_metrics",
  {
    day: date("day").notNull(),
    name: text("name", { enum: ["chat_sessions"] }).notNull(),
    value: integer("value").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.name] })],
);

/** Single-use recovery codes for two-factor sign-in (SHA-256 of each code). */
export const mfaRecoveryCodes = pgTable(
  "mfa_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mfa_recovery_codes_user_idx").on(t.userId)],
);

/** The second step of a sign-in with two-factor on: short-lived and single-use. */
export const mfaChallenges = pgTable("mfa_challenges", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  /** Wrong codes given to this challenge: the fifth closes it. */
  failedAttempts: integer("failed_attempts").notNull().default(0),
  ip: text("ip"),
  userAgent: text("user_agent"),
});

/** Who did what in the admin area, and when. Never a password, code or token. Kept one year. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    actor: text("actor"),
    action: text("action").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_action_at_idx").on(t.action, t.at),
    index("audit_log_user_at_idx").on(t.userId, t.at),
  ],
);

export { EVENT_STATUSES, type EventStatus } from "../validations/event-status";

/** A ticket type of an event; `id` is stable across edits (its Stripe reference is built on it). */
export type EventTicketJson = {
  id: string;
  name: string;
  priceCents: number;
  currency: string;
  items: string[];
  buyButtonId: string | null;
  paymentLink: string | null;
  /** The Stripe Payment Link (plink_…) behind the button: checkouts through another are held. */
  paymentLinkId?: string | null;
};
/** A host as the event's page shows them: a photo (or their initials) and what they cover. */
export type EventHostJson = { name: string; role: string; bio?: string; photo?: string | null };

/** The workshops and other events the owner runs; only published ones are public. */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** The Markdown the admin edits, and its sanitised HTML. */
    bodyMarkdown: text("body_markdown").notNull().default(""),
    body: text("body").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The start it was published with, once a published event is moved: search engines are told. */
    previousStartsAt: timestamp("previous_starts_at", { withTimezone: true }),
    timeZone: text("time_zone").notNull(),
    /** Private: for buyers only, never on a public page. */
    meetingUrl: text("meeting_url"),
    recordingUrl: text("recording_url"),
    /** Templates and slides, sent with the access mail and the recording. */
    materialsUrl: text("materials_url"),
    capacity: integer("capacity"),
    /** Up to 3 questions a free ticket's registration form asks. */
    questions: jsonb("questions").$type<string[]>().notNull().default([]),
    hosts: jsonb("hosts").$type<EventHostJson[]>().notNull().default([]),
    tickets: jsonb("tickets").$type<EventTicketJson[]>().notNull().default([]),
    status: text("status", { enum: EVENT_STATUSES }).notNull().default("draft"),
    /** When a scheduled event's page goes live (status "scheduled"); null otherwise. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("events_status_starts_idx").on(t.status, t.startsAt)],
);

export type Event = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;

/** review: paid, but not what the ticket costs (or through another link); held for the owner.
 * registered: a free seat; waitlisted: waiting for a seat; cancelled: a seat given back. */
export const ATTENDEE_STATUSES = [
  "paid",
  "refunded",
  "review",
  "declined",
  "registered",
  "waitlisted",
  "cancelled",
] as const;
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number];
/** The states that hold one of the event's seats. */
export const SEAT_STATUSES = ["paid", "registered"] as const satisfies readonly AttendeeStatus[];
/** An answer to one of the event's registration questions. */
export type AttendeeAnswerJson = { question: string; answer: string };

/** Who holds a ticket: one row per Stripe Checkout Session (or a guest the owner added). */
export const eventAttendees = pgTable(
  "event_attendees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    ticketId: text("ticket_id").notNull(),
    ticketName: text("ticket_name").notNull(),
    name: text("name"),
    email: text("email").notNull(),
    amountCents: integer("amount_cents").notNull().default(0),
    currency: text("currency").notNull().default("usd"),
    stripeSessionId: text("stripe_session_id").unique(),
    paymentIntentId: text("payment_intent_id"),
    status: text("status", { enum: ATTENDEE_STATUSES }).notNull().default("paid"),
    /** Added by the owner (a comp ticket), not bought. */
    guest: boolean("guest").notNull().default(false),
    leadId: uuid("lead_id").references(() => chatSummaries.id, { onDelete: "set null" }),
    /** Each mail's outbox row: its state (due, sent, failing) is the mail's. */
    confirmationMailId: uuid("confirmation_mail_id").references(() => notificationOutbox.id, {
      onDelete: "set null",
    }),
    accessMailId: uuid("access_mail_id").references(() => notificationOutbox.id, {
      onDelete: "set null",
    }),
    recordingMailId: uuid("recording_mail_id").references(() => notificationOutbox.id, {
      onDelete: "set null",
    }),
    reminderMailId: uuid("reminder_mail_id").references(() => notificationOutbox.id, {
      onDelete: "set null",
    }),
    /** "You're in" (a free seat) or "a seat opened" with the buy link, for a waitlisted person. */
    offerMailId: uuid("offer_mail_id").references(() => notificationOutbox.id, {
      onDelete: "set null",
    }),
    /** Why a checkout waits for the owner (status "review"), in words. */
    reviewReason: text("review_reason"),
    answers: jsonb("answers").$type<AttendeeAnswerJson[]>().notNull().default([]),
    /** Marked by the owner on the list; null: not (yet) marked. */
    attendedAt: timestamp("attended_at", { withTimezone: true }),
    /** When a waitlisted person was given a seat or offered one. */
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    index("event_attendees_event_idx").on(t.eventId, t.createdAt),
    index("event_attendees_payment_intent_idx").on(t.paymentIntentId),
  ],
);

export type EventAttendee = typeof eventAttendees.$inferSelect;

/** Payments Stripe reported fully refunded: a purchase delivered after its refund is born refunded. */
export const stripeRefunds = pgTable("stripe_refunds", {
  paymentIntentId: text("payment_intent_id").primaryKey(),
  refundedAt: timestamp("refunded_at", { withTimezone: true }).notNull().defaultNow(),
});

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

// Newsletter readers (double opt-in); `unsubscribe_token` never changes, so old issues' links work.
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lowercased. */
    email: text("email").notNull().unique(),
    status: text("status", { enum: NEWSLETTER_STATUSES }).notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash"),
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    /** The page they subscribed on. */
    source: text("source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [index("newsletter_subscribers_status_idx").on(t.status, t.createdAt)],
);

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;

/** One post emailed to the subscribers: its mails are outbox rows carrying this id. */
export const newsletterSends = pgTable("newsletter_sends", {
  id: uuid("id").primaryKey().defaultRandom(),
  postId: uuid("post_id")
    .unique()
    .references(() => posts.id, { onDelete: "set null" }),
  subject: text("subject").notNull(),
  recipients: integer("recipients").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type NewsletterSend = typeof newsletterSends.$inferSelect;
