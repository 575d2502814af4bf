-- A search reads its matches a chunk of product_search at a time and stops at its count's cap,
-- instead of building the GIN index's bitmap of every match (ADR 0019). btree_gin lets one GIN
-- index hold both the chunk and the words.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
-- The rows numbered as they are written; 4 096 rows to a chunk (PRODUCT_SEARCH_CHUNK_ROWS).
CREATE SEQUENCE "product_search_rows" AS bigint MINVALUE 0 START 0;
--> statement-breakpoint
-- The last word of a search is a prefix: the words it begins are read here, so that GIN walks
-- exact words, which it can skip through, instead of collecting every row of every word that
-- begins so. Byte order ("C"), so that the words beginning a prefix follow it.
CREATE TABLE "search_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO search_lexemes (lexeme)
SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM product_search;
--> statement-breakpoint
-- Once a statement, over the rows it wrote: the words sorted, so that concurrent writers take
-- the new ones in one order (an insert that finds a word known does nothing and waits for no one).
CREATE FUNCTION search_lexemes_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM written ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_lexemes_added AFTER INSERT ON product_search
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();
--> statement-breakpoint
CREATE TRIGGER product_search_lexemes_changed AFTER UPDATE ON product_search
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();
--> statement-breakpoint
DROP INDEX "product_search_idx";
--> statement-breakpoint
-- The existing rows are numbered in the table's order as the column is added (a volatile default
-- is computed row by row).
ALTER TABLE "product_search" ADD COLUMN "chunk" integer DEFAULT (nextval('product_search_rows') / 4096)::int NOT NULL;
--> statement-breakpoint
CREATE INDEX "product_search_chunk_idx" ON "product_search" USING gin ("chunk","search_vector") WITH (fastupdate=false);
--> statement-breakpoint
-- The last chunk written so far: a search walks the chunks 0 to this one.
CREATE FUNCTION product_search_last_chunk() RETURNS int LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN is_called THEN (last_value / 4096)::int ELSE 0 END FROM product_search_rows
$$;
--> statement-breakpoint
-- The query a search's matches are read with: the same rows as `query`, each prefix (`'noir':*`,
-- weights kept) replaced by the words of search_lexemes it begins, so that the GIN index walks
-- exact words. A prefix beginning no word, or more than 8, or a word that the query's text form
-- would need to escape, stays a prefix: the same rows either way.
CREATE FUNCTION search_match_query(query tsquery) RETURNS tsquery LANGUAGE plpgsql STABLE AS $$
DECLARE
  form text := query::text;
  found text[];
  words text[];
BEGIN
  FOR found IN SELECT regexp_matches(query::text, '(''([^''\\]+)'':\*([A-D]*))', 'g') LOOP
    SELECT array_agg(w.lexeme ORDER BY w.lexeme) INTO words
    FROM (SELECT l.lexeme FROM search_lexemes l
          WHERE l.lexeme >= found[2] ORDER BY l.lexeme LIMIT 9) AS w
    WHERE starts_with(w.lexeme, found[2]);
    IF cardinality(words) BETWEEN 1 AND 8
       AND NOT EXISTS (SELECT 1 FROM unnest(words) AS u(w) WHERE u.w ~ '[''\\]') THEN
      form := replace(form, found[1], '( ' || (
        SELECT string_agg('''' || u.w || '''' || CASE WHEN found[3] = '' THEN '' ELSE ':' || found[3] END, ' | ')
        FROM unnest(words) AS u(w)) || ' )');
    END IF;
  END LOOP;
  RETURN form::tsquery;
END $$;
