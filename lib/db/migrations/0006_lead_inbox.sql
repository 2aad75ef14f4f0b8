CREATE TABLE "lead_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD COLUMN "status" text DEFAULT 'New' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD COLUMN "owner_qualification" text;--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD COLUMN "first_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_activity" ADD CONSTRAINT "lead_activity_lead_id_chat_summaries_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."chat_summaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_chat_summaries_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."chat_summaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_activity_lead_idx" ON "lead_activity" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_summaries_status_idx" ON "chat_summaries" USING btree ("status");--> statement-breakpoint
-- Contact-form messages received before the inbox become its leads (source "contact_form").
UPDATE "contact_messages" SET "lead_id" = gen_random_uuid() WHERE "lead_id" IS NULL;--> statement-breakpoint
INSERT INTO "chat_summaries" ("id", "source", "interaction_date", "contact_name", "contact_email", "company_name", "services_discussed", "chat_summary", "next_step", "created_at", "updated_at")
SELECT "lead_id", 'contact_form', ("created_at" AT TIME ZONE 'America/Chicago')::date, "name", "email", "company",
  CASE WHEN "service" IS NULL THEN '{}'::text[] ELSE ARRAY[replace(initcap(replace("service", '-', ' ')), 'Ai ', 'AI ')] END,
  coalesce("message", ''), 'Reply within 24 hours', "created_at", "created_at"
FROM "contact_messages";
