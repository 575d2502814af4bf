CREATE TABLE "product_listings" (
	"category_id" varchar(24) NOT NULL,
	"subcategory_id" varchar(24) NOT NULL,
	"product_id" varchar(24) NOT NULL,
	"sale_price_centimes" integer NOT NULL,
	"discount" integer NOT NULL,
	"name_key" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_listings_category_id_subcategory_id_product_id_pk" PRIMARY KEY("category_id","subcategory_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listings_newest_idx" ON "product_listings" USING btree ("category_id","subcategory_id","created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_listings_price_idx" ON "product_listings" USING btree ("category_id","subcategory_id","sale_price_centimes","product_id");--> statement-breakpoint
CREATE INDEX "product_listings_discount_idx" ON "product_listings" USING btree ("category_id","subcategory_id","discount" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_listings_name_idx" ON "product_listings" USING btree ("category_id","subcategory_id","name_key" collate "C","name" collate "C","product_id");--> statement-breakpoint
CREATE INDEX "product_listings_product_idx" ON "product_listings" USING btree ("product_id");--> statement-breakpoint
-- Kept by the database itself, whatever writes the products or their links (the admin API, the
-- seed, a bulk import): a product is listed under every pair of its categories × subcategories.
CREATE FUNCTION product_listings_add(product text, category text, subcategory text)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_listings (category_id, subcategory_id, product_id, sale_price_centimes,
                                discount, name_key, name, created_at)
  SELECT pc.category_id, ps.subcategory_id, p.id, p.sale_price_centimes, p.discount,
         f_unaccent(lower(p.name)), p.name, p.created_at
  FROM products p
  JOIN product_categories pc ON pc.product_id = p.id
  JOIN product_subcategories ps ON ps.product_id = p.id
  WHERE p.id = product
    AND (category IS NULL OR pc.category_id = category)
    AND (subcategory IS NULL OR ps.subcategory_id = subcategory)
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE FUNCTION product_listings_add_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_listings_add(NEW.product_id, NEW.category_id, NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_listings_add_subcategory() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_listings_add(NEW.product_id, NULL, NEW.subcategory_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_listings_remove_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_listings WHERE product_id = OLD.product_id AND category_id = OLD.category_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_listings_remove_subcategory() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_listings
  WHERE product_id = OLD.product_id AND subcategory_id = OLD.subcategory_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_listings_follow_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_listings
  SET sale_price_centimes = NEW.sale_price_centimes, discount = NEW.discount,
      name_key = f_unaccent(lower(NEW.name)), name = NEW.name, created_at = NEW.created_at
  WHERE product_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_categories_listed AFTER INSERT ON product_categories
  FOR EACH ROW EXECUTE FUNCTION product_listings_add_category();
--> statement-breakpoint
CREATE TRIGGER product_subcategories_listed AFTER INSERT ON product_subcategories
  FOR EACH ROW EXECUTE FUNCTION product_listings_add_subcategory();
--> statement-breakpoint
CREATE TRIGGER product_categories_unlisted AFTER DELETE ON product_categories
  FOR EACH ROW EXECUTE FUNCTION product_listings_remove_category();
--> statement-breakpoint
CREATE TRIGGER product_subcategories_unlisted AFTER DELETE ON product_subcategories
  FOR EACH ROW EXECUTE FUNCTION product_listings_remove_subcategory();
--> statement-breakpoint
-- Stock changes (every checkout) leave the listing alone: only its sort keys move it.
CREATE TRIGGER products_listed_keys AFTER UPDATE OF sale_price_centimes, discount, name, created_at
  ON products FOR EACH ROW
  WHEN (OLD.sale_price_centimes IS DISTINCT FROM NEW.sale_price_centimes
        OR OLD.discount IS DISTINCT FROM NEW.discount OR OLD.name IS DISTINCT FROM NEW.name
        OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION product_listings_follow_product();
--> statement-breakpoint
SELECT product_listings_add(id, NULL, NULL) FROM products;
