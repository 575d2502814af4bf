-- Custom SQL migration file, put your code below! --
-- Codes live 10 minutes: dropping them lets the next migration key the table by address.
DELETE FROM "reset_codes";
