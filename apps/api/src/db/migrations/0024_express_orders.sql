CREATE TABLE "express_codes" (
	"phone" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "track_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_express_idempotency_key" ON "orders" USING btree ("idempotency_key") WHERE "orders"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_track_token_key" ON "orders" USING btree ("track_token_hash");