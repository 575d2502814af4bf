CREATE TABLE "pending_holds" (
	"holder" text PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Each pending order counts once for its account and once for its delivery phone; the count
-- follows every write to orders (placed, status changed, phone edited, deleted), so no writer
-- can forget it. Rows are taken in one order (account before phone) to avoid lock cycles.
CREATE FUNCTION count_pending_holds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.order_status = 'pending' THEN
    UPDATE pending_holds SET orders = orders - 1
      WHERE holder IN ('account:' || OLD.user_id, 'phone:' || OLD.delivery_telephone);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.order_status = 'pending' THEN
    INSERT INTO pending_holds AS h (holder, orders)
      SELECT k, 1 FROM unnest(ARRAY['account:' || NEW.user_id, 'phone:' || NEW.delivery_telephone]) AS k
      WHERE k IS NOT NULL
      ON CONFLICT (holder) DO UPDATE SET orders = h.orders + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_pending_holds
  AFTER INSERT OR DELETE OR UPDATE OF order_status, user_id, delivery_telephone ON orders
  FOR EACH ROW EXECUTE FUNCTION count_pending_holds();
--> statement-breakpoint
INSERT INTO pending_holds (holder, orders)
  SELECT k, count(*)::int FROM orders,
    unnest(ARRAY['account:' || orders.user_id, 'phone:' || orders.delivery_telephone]) AS k
  WHERE orders.order_status = 'pending' AND k IS NOT NULL
  GROUP BY k;
