CREATE TABLE "order_edits" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"order_id" varchar(24) NOT NULL,
	"edited_by" varchar(24),
	"old_total_centimes" integer NOT NULL,
	"new_total_centimes" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" varchar(24),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_attempts" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "call_attempts" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
CREATE SEQUENCE "orders_number_seq" AS integer START WITH 10001;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" integer;--> statement-breakpoint
-- Orders placed before the labels were numbered get theirs in the order they were placed.
UPDATE "orders" SET "number" = 10000 + n.rn FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS rn FROM "orders") n WHERE "orders"."id" = n."id";--> statement-breakpoint
SELECT setval('orders_number_seq', coalesce((SELECT max("number") FROM "orders"), 10000) + 1, false);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET DEFAULT nextval('orders_number_seq');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER SEQUENCE "orders_number_seq" OWNED BY "orders"."number";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claimed_by" varchar(24);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claim_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_edits" ADD CONSTRAINT "order_edits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_edits" ADD CONSTRAINT "order_edits_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_edits_order_idx" ON "order_edits" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_key" ON "staff_invitations" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");