ALTER TABLE "chat_summaries" ADD COLUMN "deal_value_cents" bigint;--> statement-breakpoint
ALTER TABLE "chat_summaries" ADD COLUMN "expected_close_on" date;