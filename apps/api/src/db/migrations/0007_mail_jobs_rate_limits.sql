CREATE TABLE "mail_jobs" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"message" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_jobs_idempotency_key" ON "mail_jobs" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "mail_jobs_due_idx" ON "mail_jobs" USING btree ("run_at") WHERE "mail_jobs"."sent_at" is null and "mail_jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "mail_jobs_failed_idx" ON "mail_jobs" USING btree ("failed_at" DESC NULLS LAST) WHERE "mail_jobs"."failed_at" is not null;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");