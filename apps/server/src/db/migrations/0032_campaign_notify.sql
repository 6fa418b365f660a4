-- The live hub tells the browsers showing a campaign that it moved (gateway/signal-watch.ts): every
-- change of a campaign or of its robots announces the campaign's id at commit, on every instance,
-- whichever code wrote it (the engine, a report, a move). One notification per campaign and
-- statement; PostgreSQL folds equal ones of a transaction into one.
CREATE OR REPLACE FUNCTION notify_ota_campaign() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('fleet_campaigns', c.id::text) FROM (SELECT DISTINCT campaign_id AS id FROM changed) c;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_ota_campaign_row() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('fleet_campaigns', c.id::text) FROM (SELECT DISTINCT id FROM changed) c;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ota_targets_notify_insert AFTER INSERT ON ota_targets REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_ota_campaign();
--> statement-breakpoint
CREATE TRIGGER ota_targets_notify_update AFTER UPDATE ON ota_targets REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_ota_campaign();
--> statement-breakpoint
CREATE TRIGGER ota_campaigns_notify_insert AFTER INSERT ON ota_campaigns REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_ota_campaign_row();
--> statement-breakpoint
CREATE TRIGGER ota_campaigns_notify_update AFTER UPDATE ON ota_campaigns REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_ota_campaign_row();
