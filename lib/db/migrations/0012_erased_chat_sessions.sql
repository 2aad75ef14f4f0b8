CREATE TABLE "erased_chat_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
