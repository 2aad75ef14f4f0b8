ALTER TABLE "chat_summaries" ADD COLUMN "handoff_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD COLUMN "handoff_message" text;--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD COLUMN "handoff_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD COLUMN "handoff_notified_at" timestamp with time zone;