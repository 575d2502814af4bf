-- The primary key Postgres named when 0001 created the table (drizzle-kit cannot name it).
ALTER TABLE "reset_codes" DROP CONSTRAINT "reset_codes_pkey";--> statement-breakpoint
ALTER TABLE "reset_codes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reset_codes" ADD COLUMN "email" text PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "reset_codes" ADD COLUMN "reset_token_hash" text;
