-- A product's search text (products.search_extra: the names of its categories and subcategories,
-- sorted, each once, space-separated) follows a category or subcategory renamed or deleted,
-- whatever writes it, in the same transaction (ADR 0007), as the references and the listings do.
-- A product's own writes still set it themselves: its insert computes it (searchExtraOf) and an
-- edit of its links refreshes it once they are all in place (refreshSearchExtra, which runs
-- this function), so that a product is written once (docs/PERFORMANCE.md). A row is written only
-- when its text changes: each rewrite leaves a dead row in product_search and its GIN index.
CREATE FUNCTION product_search_extra_refresh(product_ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET search_extra = fresh.text
  FROM (
    SELECT linked.id, coalesce((
      SELECT string_agg(n.name, ' ' ORDER BY n.name) FROM (
        SELECT c.name FROM product_categories pc JOIN categories c ON c.id = pc.category_id
          WHERE pc.product_id = linked.id
        UNION
        SELECT s.name FROM product_subcategories ps JOIN subcategories s ON s.id = ps.subcategory_id
          WHERE ps.product_id = linked.id) AS n), '') AS text
    FROM products linked
    WHERE linked.id = ANY(product_ids)) AS fresh
  WHERE p.id = fresh.id AND p.search_extra IS DISTINCT FROM fresh.text
$$;
--> statement-breakpoint
-- A category or subcategory renamed: its products' text carries the new name.
CREATE FUNCTION product_search_extra_follow_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    PERFORM product_search_extra_refresh(ARRAY(
      SELECT product_id::text FROM product_categories WHERE category_id = NEW.id));
  ELSE
    PERFORM product_search_extra_refresh(ARRAY(
      SELECT product_id::text FROM product_subcategories WHERE subcategory_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A link that goes with its category or subcategory (ON DELETE CASCADE) takes the name out of
-- its product's text. A link removed while its category or subcategory stays is the product's
-- own edit (or its deletion), which refreshes once its links are set: nothing to do here.
CREATE FUNCTION product_search_extra_follow_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'product_categories' THEN
    IF NOT EXISTS (SELECT 1 FROM categories WHERE id = OLD.category_id) THEN
      PERFORM product_search_extra_refresh(ARRAY[OLD.product_id::text]);
    END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM subcategories WHERE id = OLD.subcategory_id) THEN
    PERFORM product_search_extra_refresh(ARRAY[OLD.product_id::text]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_extra AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION product_search_extra_follow_name();
--> statement-breakpoint
CREATE TRIGGER subcategories_search_extra AFTER UPDATE OF name ON subcategories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION product_search_extra_follow_name();
--> statement-breakpoint
CREATE TRIGGER product_categories_search_extra AFTER DELETE ON product_categories
  FOR EACH ROW EXECUTE FUNCTION product_search_extra_follow_link();
--> statement-breakpoint
CREATE TRIGGER product_subcategories_search_extra AFTER DELETE ON product_subcategories
  FOR EACH ROW EXECUTE FUNCTION product_search_extra_follow_link();
