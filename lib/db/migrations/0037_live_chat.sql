ALTER TABLE "chat_summaries" ADD COLUMN "live_agent_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD COLUMN "live_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD CONSTRAINT "chat_summaries_live_agent_id_users_id_fk" FOREIGN KEY ("live_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;