-- Every instance's session cache hears each move of auth_epoch without reading it per request
-- (plugins/auth-epoch-watch.ts): the notification is sent at the commit of the transaction that moved it.
CREATE OR REPLACE FUNCTION notify_auth_epoch() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('auth_epoch', NEW.epoch::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER auth_epoch_notify AFTER UPDATE ON auth_epoch FOR EACH ROW EXECUTE FUNCTION notify_auth_epoch();
