CREATE TABLE "lead_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"to_email" text NOT NULL,
	"reply_to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"idempotency_key" text,
	"notification_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"job" text NOT NULL,
	"run" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_runs_job_run_pk" PRIMARY KEY("job","run")
);
--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD CONSTRAINT "lead_emails_lead_id_chat_summaries_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."chat_summaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD CONSTRAINT "lead_emails_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD CONSTRAINT "lead_emails_notification_id_notification_outbox_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notification_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_emails_idempotency_idx" ON "lead_emails" USING btree ("lead_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "lead_emails_lead_idx" ON "lead_emails" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_summaries_follow_up_idx" ON "chat_summaries" USING btree ("follow_up_at");