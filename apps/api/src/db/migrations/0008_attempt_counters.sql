CREATE TABLE "attempt_failures" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"counter" text NOT NULL,
	"group" text NOT NULL,
	"member" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attempt_failures_group_idx" ON "attempt_failures" USING btree ("counter","group","failed_at");--> statement-breakpoint
CREATE INDEX "attempt_failures_failed_at_idx" ON "attempt_failures" USING btree ("failed_at");