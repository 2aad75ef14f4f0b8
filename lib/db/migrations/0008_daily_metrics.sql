CREATE TABLE "daily_metrics" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_metrics_day_name_pk" PRIMARY KEY("day","name")
);
