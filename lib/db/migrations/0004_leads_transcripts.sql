CREATE TABLE "lead_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"session_id" text,
	"client_id" text NOT NULL,
	"sender" text NOT NULL,
	"content" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_contexts" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_contexts" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD COLUMN "source" text DEFAULT 'chat' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD COLUMN "visit_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_lead_id_chat_summaries_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."chat_summaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_messages_session_client_idx" ON "lead_messages" USING btree ("session_id","client_id");--> statement-breakpoint
CREATE INDEX "lead_messages_lead_sent_idx" ON "lead_messages" USING btree ("lead_id","sent_at");--> statement-breakpoint
ALTER TABLE "chat_contexts" ADD CONSTRAINT "chat_contexts_lead_id_chat_summaries_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."chat_summaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_contexts_lead_id_idx" ON "chat_contexts" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "chat_summaries_contact_email_idx" ON "chat_summaries" USING btree ("contact_email");