CREATE TABLE "stripe_refunds" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"refunded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "review_reason" text;