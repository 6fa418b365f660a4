-- Every committed change that can end a session or change what it may do moves auth_epoch, whatever
-- code path (or hand-written statement) makes it: the session cache serves an entry only while the
-- epoch it was read with is still the current one (plugins/session-cache.ts).
-- The triggers are deferred to commit, so the single row is locked only at the very end of a
-- transaction, after all its other locks: two transactions never wait on each other through it.
INSERT INTO auth_epoch (id, epoch) VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_auth_epoch() RETURNS trigger AS $$
BEGIN
  UPDATE auth_epoch SET epoch = epoch + 1 WHERE id = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sessions_revoked_auth_epoch AFTER UPDATE ON sessions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.revoked_reason IS DISTINCT FROM NEW.revoked_reason
      OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.token_hash IS DISTINCT FROM NEW.token_hash)
EXECUTE FUNCTION bump_auth_epoch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sessions_deleted_auth_epoch AFTER DELETE ON sessions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.revoked_at IS NULL)
EXECUTE FUNCTION bump_auth_epoch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_auth_epoch AFTER UPDATE ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.account IS DISTINCT FROM NEW.account OR OLD.enabled IS DISTINCT FROM NEW.enabled
      OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.is_first_login IS DISTINCT FROM NEW.is_first_login
      OR OLD.role_id IS DISTINCT FROM NEW.role_id OR OLD.org_id IS DISTINCT FROM NEW.org_id)
EXECUTE FUNCTION bump_auth_epoch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_deleted_auth_epoch AFTER DELETE ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
EXECUTE FUNCTION bump_auth_epoch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER organizations_auth_epoch AFTER UPDATE ON organizations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.path IS DISTINCT FROM NEW.path)
EXECUTE FUNCTION bump_auth_epoch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER organizations_deleted_auth_epoch AFTER DELETE ON organizations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
EXECUTE FUNCTION bump_auth_epoch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER roles_auth_epoch AFTER UPDATE ON roles DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.perm_version IS DISTINCT FROM NEW.perm_version)
EXECUTE FUNCTION bump_auth_epoch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER roles_deleted_auth_epoch AFTER DELETE ON roles DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
EXECUTE FUNCTION bump_auth_epoch();
