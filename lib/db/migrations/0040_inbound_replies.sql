CREATE TABLE "imap_mailboxes" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"uid_validity" text NOT NULL,
	"last_uid" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"from_email" text NOT NULL,
	"from_name" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"truncated" boolean DEFAULT false NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auto_reply" boolean DEFAULT false NOT NULL,
	"verified" boolean NOT NULL,
	"matched_by" text NOT NULL,
	"via" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_replies_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD COLUMN "last_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD COLUMN "reply_token" text;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_lead_id_chat_summaries_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."chat_summaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_replies_lead_idx" ON "lead_replies" USING btree ("lead_id","sent_at");--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD CONSTRAINT "chat_summaries_reply_token_unique" UNIQUE("reply_token");--> statement-breakpoint
ALTER TABLE "lead_emails" ADD CONSTRAINT "lead_emails_message_id_unique" UNIQUE("message_id");