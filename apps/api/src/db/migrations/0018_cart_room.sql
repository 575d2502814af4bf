-- Whether the owner's cart has room for the product (a line of it already, or fewer lines than
-- the cap), asked under a lock held by the owner's adds until their end. A function's statements
-- each take a fresh snapshot, so its count sees the lines of the add it waited for: the lock,
-- the count and the add fit in one statement (cart/service.ts).
CREATE FUNCTION cart_room(owner varchar, product varchar, max_lines integer) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('cart:' || owner, 0));
  RETURN (SELECT count(*) < max_lines OR coalesce(bool_or(product_id = product), false)
    FROM cart_items WHERE user_id = owner);
END $$;
