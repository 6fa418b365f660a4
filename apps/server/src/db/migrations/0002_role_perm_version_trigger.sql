-- Every change of a role's permissions bumps roles.perm_version, whatever code path makes it, so a
-- cached permission set is never used after its role changed.
CREATE OR REPLACE FUNCTION bump_role_perm_version() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE roles SET perm_version = perm_version + 1 WHERE id = NEW.role_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE roles SET perm_version = perm_version + 1 WHERE id = OLD.role_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER role_permissions_bump_version
AFTER INSERT OR UPDATE OR DELETE ON role_permissions
FOR EACH ROW EXECUTE FUNCTION bump_role_perm_version();
