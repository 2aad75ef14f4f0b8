ALTER TABLE "posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "use_cases" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "posts_scheduled_idx" ON "posts" USING btree ("publish_at") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "use_cases_scheduled_idx" ON "use_cases" USING btree ("publish_at") WHERE status = 'scheduled';