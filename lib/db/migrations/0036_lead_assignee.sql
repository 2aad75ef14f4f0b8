ALTER TABLE "chat_summaries" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "takes_new_leads" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD CONSTRAINT "chat_summaries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_summaries_assignee_idx" ON "chat_summaries" USING btree ("assignee_id");