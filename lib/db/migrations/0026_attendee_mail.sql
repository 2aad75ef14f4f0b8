ALTER TABLE "event_attendees" ADD COLUMN "guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "confirmation_mail_id" uuid;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "access_mail_id" uuid;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "recording_mail_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "materials_url" text;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_confirmation_mail_id_notification_outbox_id_fk" FOREIGN KEY ("confirmation_mail_id") REFERENCES "public"."notification_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_access_mail_id_notification_outbox_id_fk" FOREIGN KEY ("access_mail_id") REFERENCES "public"."notification_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_recording_mail_id_notification_outbox_id_fk" FOREIGN KEY ("recording_mail_id") REFERENCES "public"."notification_outbox"("id") ON DELETE set null ON UPDATE no action;