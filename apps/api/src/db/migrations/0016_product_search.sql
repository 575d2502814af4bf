CREATE TABLE "product_search" (
	"product_id" varchar(24) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The document, as products.search_vector computed it: name (A), category names (B), description (C).
CREATE FUNCTION product_search_document(name text, extra text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('french'::regconfig, f_unaccent(name)), 'A')
      || setweight(to_tsvector('french'::regconfig, f_unaccent(extra)), 'B')
      || setweight(to_tsvector('french'::regconfig, f_unaccent(description)), 'C')
$$;
--> statement-breakpoint
INSERT INTO product_search (product_id, created_at, search_vector)
SELECT id, created_at, product_search_document(name, search_extra, description) FROM products;
--> statement-breakpoint
CREATE INDEX "product_search_idx" ON "product_search" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
-- Kept by the database itself, whatever writes the products (the admin API, the seed, a bulk
-- import); a deleted product's row goes with it (the foreign key cascades).
CREATE FUNCTION product_search_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, created_at, search_vector)
  VALUES (NEW.id, NEW.created_at, product_search_document(NEW.name, NEW.search_extra, NEW.description));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_search_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search
  SET created_at = NEW.created_at,
      search_vector = product_search_document(NEW.name, NEW.search_extra, NEW.description)
  WHERE product_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_searched AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION product_search_add();
--> statement-breakpoint
-- Stock and price changes (every checkout, every sale) leave the search alone.
CREATE TRIGGER products_searched_text AFTER UPDATE OF name, search_extra, description, created_at
  ON products FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.search_extra IS DISTINCT FROM NEW.search_extra
        OR OLD.description IS DISTINCT FROM NEW.description
        OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION product_search_follow();
