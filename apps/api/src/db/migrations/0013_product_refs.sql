ALTER TABLE "products" ADD COLUMN "category_refs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "subcategory_refs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- A product's categories and subcategories as the API shows them, kept by the database whatever
-- writes the links or the names: French alphabetical order (f_unaccent, lower, then the name
-- byte for byte), then id, as category/french-name.ts sorts them.
CREATE FUNCTION product_refs_refresh(product_ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    category_refs = coalesce((
      SELECT jsonb_agg(jsonb_build_object('_id', c.id, 'name', c.name)
                       ORDER BY f_unaccent(lower(c.name)) COLLATE "C", c.name COLLATE "C", c.id)
      FROM product_categories pc JOIN categories c ON c.id = pc.category_id
      WHERE pc.product_id = p.id), '[]'::jsonb),
    subcategory_refs = coalesce((
      SELECT jsonb_agg(jsonb_build_object('_id', s.id, 'name', s.name)
                       ORDER BY f_unaccent(lower(s.name)) COLLATE "C", s.name COLLATE "C", s.id)
      FROM product_subcategories ps JOIN subcategories s ON s.id = ps.subcategory_id
      WHERE ps.product_id = p.id), '[]'::jsonb)
  WHERE p.id = ANY(product_ids)
$$;
--> statement-breakpoint
CREATE FUNCTION product_refs_follow_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM product_refs_refresh(ARRAY[OLD.product_id::text]);
  ELSE
    PERFORM product_refs_refresh(ARRAY[NEW.product_id::text]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A category or subcategory renamed moves in the lists of its products.
CREATE FUNCTION product_refs_follow_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    PERFORM product_refs_refresh(ARRAY(
      SELECT product_id::text FROM product_categories WHERE category_id = NEW.id));
  ELSE
    PERFORM product_refs_refresh(ARRAY(
      SELECT product_id::text FROM product_subcategories WHERE subcategory_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_categories_refs AFTER INSERT OR DELETE ON product_categories
  FOR EACH ROW EXECUTE FUNCTION product_refs_follow_link();
--> statement-breakpoint
CREATE TRIGGER product_subcategories_refs AFTER INSERT OR DELETE ON product_subcategories
  FOR EACH ROW EXECUTE FUNCTION product_refs_follow_link();
--> statement-breakpoint
CREATE TRIGGER categories_refs AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION product_refs_follow_name();
--> statement-breakpoint
CREATE TRIGGER subcategories_refs AFTER UPDATE OF name ON subcategories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION product_refs_follow_name();
--> statement-breakpoint
SELECT product_refs_refresh(ARRAY(SELECT id::text FROM products));
