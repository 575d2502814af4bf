-- A checkout's stock update no longer touches an index (see ADR 0008).
DROP INDEX "products_stock_idx";--> statement-breakpoint
-- Room on each page for a product's next version, so that the update stays on its page (HOT).
-- Pages written from now on keep it; older ones as they are rewritten.
ALTER TABLE "products" SET (fillfactor = 85);--> statement-breakpoint
-- Searches read a sorted index, never a pending list of recent writes (see ADR 0008). The
-- setting stops new entries going to the list; the function merges what it holds now.
ALTER INDEX "products_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "products_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_idx'::regclass),
       gin_clean_pending_list('products_name_trgm_idx'::regclass);
