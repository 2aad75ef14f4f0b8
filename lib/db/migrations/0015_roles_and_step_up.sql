ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor';--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "stepped_up_at" timestamp with time zone;--> statement-breakpoint
-- Every admin so far could do everything: they stay able to, as owners, and choose who to demote.
UPDATE "users" SET "role" = 'owner' WHERE "role" = 'admin';
