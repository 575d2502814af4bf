-- Every change that can end what a session check answered (a session revoked, cut short or
-- deleted; an account's role or status changed, or the account deleted) is told on the channel
-- zina_session_changes when its transaction commits: each process drops what it kept of it
-- (modules/user/session-cache.ts). Triggers, so that no writer can forget to tell.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('zina_session_changes',
    CASE TG_TABLE_NAME WHEN 'users' THEN 'u:' ELSE 's:' END || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refresh_sessions_changed AFTER UPDATE ON refresh_sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER refresh_sessions_deleted AFTER DELETE ON refresh_sessions FOR EACH ROW
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_access_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION notify_session_change();
