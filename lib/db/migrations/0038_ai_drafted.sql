ALTER TABLE "lead_emails" ADD COLUMN "ai_drafted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD COLUMN "ai_drafted" boolean DEFAULT false NOT NULL;