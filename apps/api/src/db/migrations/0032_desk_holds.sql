CREATE TABLE "desk_holds" (
	"agent_id" varchar(24) PRIMARY KEY NOT NULL,
	"order_id" varchar(24) NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_claimed_idx";--> statement-breakpoint
ALTER TABLE "desk_holds" ADD CONSTRAINT "desk_holds_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_holds" ADD CONSTRAINT "desk_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Holds live at the upgrade: each agent's latest, so that claim-next resumes it.
INSERT INTO "desk_holds" ("agent_id", "order_id")
SELECT DISTINCT ON ("claimed_by") "claimed_by", "id" FROM "orders"
WHERE "claimed_by" IS NOT NULL AND "order_status" = 'pending'
ORDER BY "claimed_by", "claim_until" DESC;