-- Stops the statement that calls it with SQLSTATE ZR001 and the reason as its message: all that
-- the statement wrote is undone. A statement that checks its own writes (the checkout's, which
-- needs no transaction of its own) calls it when they fell short (lib/db-errors.ts).
CREATE FUNCTION refuse_statement(reason text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'ZR001', MESSAGE = reason;
END $$;
