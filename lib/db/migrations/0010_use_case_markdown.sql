ALTER TABLE "use_cases" ADD COLUMN "challenge_markdown" text;--> statement-breakpoint
ALTER TABLE "use_cases" ADD COLUMN "solution_markdown" text;