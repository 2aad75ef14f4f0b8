CREATE TABLE "post_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "use_case_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"use_case_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_redirects" ADD CONSTRAINT "post_redirects_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_case_redirects" ADD CONSTRAINT "use_case_redirects_use_case_id_use_cases_id_fk" FOREIGN KEY ("use_case_id") REFERENCES "public"."use_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_redirects_post_id_idx" ON "post_redirects" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "use_case_redirects_use_case_id_idx" ON "use_case_redirects" USING btree ("use_case_id");