ALTER TABLE "event_attendees" ADD COLUMN "reminder_mail_id" uuid;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "offer_mail_id" uuid;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_reminder_mail_id_notification_outbox_id_fk" FOREIGN KEY ("reminder_mail_id") REFERENCES "public"."notification_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_offer_mail_id_notification_outbox_id_fk" FOREIGN KEY ("offer_mail_id") REFERENCES "public"."notification_outbox"("id") ON DELETE set null ON UPDATE no action;