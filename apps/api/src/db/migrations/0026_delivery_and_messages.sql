CREATE TABLE "delivery_imports" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"file_sha256" text NOT NULL,
	"summary" jsonb NOT NULL,
	"applied_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_remittances" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"amount_centimes" integer NOT NULL,
	"paid_on" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_jobs" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"text" text NOT NULL,
	"params" jsonb NOT NULL,
	"order_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_centimes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected_centimes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_fee_centimes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_imports" ADD CONSTRAINT "delivery_imports_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_remittances" ADD CONSTRAINT "delivery_remittances_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_remittances_carrier_idx" ON "delivery_remittances" USING btree ("carrier","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "message_jobs_idempotency_key" ON "message_jobs" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "message_jobs_due_idx" ON "message_jobs" USING btree ("run_at") WHERE "message_jobs"."sent_at" is null and "message_jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "orders_tracking_idx" ON "orders" USING btree ("carrier","tracking_number");--> statement-breakpoint
-- « autre » is stored as `other` from now on (the carriers' codes, issue 47).
UPDATE "orders" SET "carrier" = 'other' WHERE "carrier" = 'autre';