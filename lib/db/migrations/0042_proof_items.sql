CREATE TABLE "proof_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL,
	"demo" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE INDEX "proof_items_kind_idx" ON "proof_items" USING btree ("kind","position");