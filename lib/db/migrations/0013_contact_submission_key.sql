ALTER TABLE "contact_messages" ADD COLUMN "submission_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_submission_key_idx" ON "contact_messages" USING btree ("submission_key");