CREATE TABLE "listing_counts" (
	"category_id" varchar(24) NOT NULL,
	"subcategory_id" varchar(24) NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "listing_counts_category_id_subcategory_id_pk" PRIMARY KEY("category_id","subcategory_id")
);
--> statement-breakpoint
ALTER TABLE "listing_counts" ADD CONSTRAINT "listing_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_counts" ADD CONSTRAINT "listing_counts_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Counted on write, so that a listing's total is one row read however large the category.
CREATE FUNCTION listing_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_counts (category_id, subcategory_id, products)
    VALUES (NEW.category_id, NEW.subcategory_id, 1)
    ON CONFLICT (category_id, subcategory_id)
    DO UPDATE SET products = listing_counts.products + 1;
  ELSE
    UPDATE listing_counts SET products = products - 1
    WHERE category_id = OLD.category_id AND subcategory_id = OLD.subcategory_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_listings_counted AFTER INSERT OR DELETE ON product_listings
  FOR EACH ROW EXECUTE FUNCTION listing_counts_follow();
--> statement-breakpoint
INSERT INTO listing_counts (category_id, subcategory_id, products)
SELECT category_id, subcategory_id, count(*)::int FROM product_listings
GROUP BY category_id, subcategory_id;
