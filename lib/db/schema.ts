// The one Drizzle schema: tables in snake_case, TypeScript in camelCase.
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    service: text("service"),
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export const postStatus = ["draft", "published"] as const;

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull(),
    featuredImageUrl: text("featured_image_url"),
    isFeatured: boolean("is_featured").notNull().default(false),
    status: text("status", { enum: postStatus }).notNull().default("draft"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    authorName: text("author_name").notNull(),
    authorAvatar: text("author_avatar"),
    authorBio: text("author_bio"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    readTimeMinutes: integer("read_time_minutes").notNull().default(1),
    metaDescription: text("meta_description"),
    metaKeywords: text("meta_keywords"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("posts_status_published_at_idx").on(t.status, t.publishedAt),
    index("posts_tags_idx").using("gin", t.tags),
  ],
);

export type Post = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;

export const useCases = pgTable("use_cases", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  industry: text("industry").notNull(),
  imageUrl: text("image_url"),
  challenge: text("challenge").notNull(),
  solution: text("solution").notNull(),
  results: text("results").array().notNull().default(sql`'{}'::text[]`),
  position: integer("position").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type UseCase = typeof useCases.$inferSelect;
export type NewUseCase = typeof useCases.$inferInsert;

export const leadQualifications = ["Hot", "Warm", "Cold"] as const;
export type LeadQualification = (typeof leadQualifications)[number];

/** The assistant's conversation context per browser session (kept 30 days). */
export const chatContexts = pgTable(
  "chat_contexts",
  {
    sessionId: text("session_id").primaryKey(),
    context: jsonb("context").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_contexts_updated_at_idx").on(t.updatedAt)],
);

/** One lead per chat session: repeated saves of a session update the same row. */
export const chatSummaries = pgTable(
  "chat_summaries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id").unique(),
    interactionDate: date("interaction_date").notNull(),
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    companyName: text("company_name"),
    leadQualification: text("lead_qualification", { enum: leadQualifications })
      .notNull()
      .default("Warm"),
    servicesDiscussed: text("services_discussed").array().notNull().default(sql`'{}'::text[]`),
    keyPainPoints: text("key_pain_points").array().notNull().default(sql`'{}'::text[]`),
    chatSummary: text("chat_summary").notNull(),
    callToActionOffered: boolean("call_to_action_offered").notNull().default(false),
    nextStep: text("next_step").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_summaries_interaction_date_idx").on(t.interactionDate, t.createdAt),
    index("chat_summaries_qualification_idx").on(t.leadQualification),
  ],
);

export type ChatSummary = typeof chatSummaries.$inferSelect;
export type NewChatSummary = typeof chatSummaries.$inferInsert;

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: ["admin"] })
    .notNull()
    .default("admin"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type User = typeof users.$inferSelect;

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
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

export type Session = typeof sessions.$inferSelect;
