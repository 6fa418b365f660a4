CREATE TABLE "robot_daily_cum" (
	"robot_id" integer NOT NULL,
	"day" date NOT NULL,
	"runs" bigint DEFAULT 0 NOT NULL,
	"area_m2" numeric DEFAULT 0 NOT NULL,
	"run_seconds" numeric DEFAULT 0 NOT NULL,
	"energy_kwh" numeric DEFAULT 0 NOT NULL,
	"water_l" numeric DEFAULT 0 NOT NULL,
	"distance_km" numeric DEFAULT 0 NOT NULL,
	"faults" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "robot_daily_cum_robot_id_day_pk" PRIMARY KEY("robot_id","day")
);
--> statement-breakpoint
CREATE TABLE "robot_daily_group" (
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"robot_type" smallint NOT NULL,
	"robot_days" integer DEFAULT 0 NOT NULL,
	"runs" bigint DEFAULT 0 NOT NULL,
	"area_m2" numeric DEFAULT 0 NOT NULL,
	"run_seconds" numeric DEFAULT 0 NOT NULL,
	"energy_kwh" numeric DEFAULT 0 NOT NULL,
	"water_l" numeric DEFAULT 0 NOT NULL,
	"distance_km" numeric DEFAULT 0 NOT NULL,
	"faults" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "robot_daily_group_day_org_id_robot_type_pk" PRIMARY KEY("day","org_id","robot_type")
);
--> statement-breakpoint
-- robot_daily_cum and robot_daily_group are derived from robot_daily (db/schema/robot-daily.ts). They
-- are kept here, by triggers, so every writer of robot_daily (the run ingest, the event writer, a
-- hand-written repair) keeps them without knowing them. robot_daily_ranges_rebuild recomputes both
-- from robot_daily from a day on: the rebuild (modules/statistics/rollup-rebuild.ts) calls it after
-- rewriting days, with the triggers told to stand aside for its bulk delete and insert.
CREATE OR REPLACE FUNCTION robot_daily_ranges_rebuild(from_day date) RETURNS void AS $$
BEGIN
  DELETE FROM robot_daily_cum WHERE day >= from_day;
  INSERT INTO robot_daily_cum (robot_id, day, runs, area_m2, run_seconds, energy_kwh, water_l, distance_km, faults)
  WITH base AS (
    SELECT DISTINCT ON (robot_id) * FROM robot_daily_cum WHERE day < from_day ORDER BY robot_id, day DESC)
  SELECT d.robot_id, d.day, coalesce(b.runs, 0) + sum(d.runs) OVER w, coalesce(b.area_m2, 0) + sum(d.area_m2) OVER w,
    coalesce(b.run_seconds, 0) + sum(d.run_seconds) OVER w, coalesce(b.energy_kwh, 0) + sum(d.energy_kwh) OVER w,
    coalesce(b.water_l, 0) + sum(d.water_l) OVER w, coalesce(b.distance_km, 0) + sum(d.distance_km) OVER w,
    coalesce(b.faults, 0) + sum(d.faults) OVER w
  FROM robot_daily d LEFT JOIN base b ON b.robot_id = d.robot_id
  WHERE d.day >= from_day
  WINDOW w AS (PARTITION BY d.robot_id ORDER BY d.day);
  DELETE FROM robot_daily_group WHERE day >= from_day;
  INSERT INTO robot_daily_group (day, org_id, robot_type, robot_days, runs, area_m2, run_seconds, energy_kwh, water_l, distance_km, faults)
  SELECT d.day, r.org_id, r.robot_type, count(*), sum(d.runs), sum(d.area_m2), sum(d.run_seconds), sum(d.energy_kwh), sum(d.water_l),
    sum(d.distance_km), sum(d.faults)
  FROM robot_daily d JOIN robots r ON r.id = d.robot_id AND r.deleted_at IS NULL
  WHERE d.day >= from_day
  GROUP BY 1, 2, 3;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A change of a robot_daily row adds its difference to the robot's running totals of that day and
-- every later one (creating the day's row from the one before) and to its group. Two transactions
-- writing the same robot on different days would each miss the other's new rows: the robot's
-- advisory lock (two-key space 2013, robot id) makes them take turns. The robot row is read FOR
-- SHARE, so a move to another organisation (robots_daily_group below) waits for this transaction,
-- or this one reads the robot where the move put it.
CREATE OR REPLACE FUNCTION robot_daily_ranges() RETURNS trigger AS $$
DECLARE
  rid integer := coalesce(NEW.robot_id, OLD.robot_id);
  dy date := coalesce(NEW.day, OLD.day);
  d_runs bigint := coalesce(NEW.runs, 0) - coalesce(OLD.runs, 0);
  d_area numeric := coalesce(NEW.area_m2, 0) - coalesce(OLD.area_m2, 0);
  d_secs numeric := coalesce(NEW.run_seconds, 0) - coalesce(OLD.run_seconds, 0);
  d_energy numeric := coalesce(NEW.energy_kwh, 0) - coalesce(OLD.energy_kwh, 0);
  d_water numeric := coalesce(NEW.water_l, 0) - coalesce(OLD.water_l, 0);
  d_km numeric := coalesce(NEW.distance_km, 0) - coalesce(OLD.distance_km, 0);
  d_faults bigint := coalesce(NEW.faults, 0) - coalesce(OLD.faults, 0);
  d_rows integer := CASE TG_OP WHEN 'INSERT' THEN 1 WHEN 'DELETE' THEN -1 ELSE 0 END;
  robot record;
BEGIN
  IF current_setting('fleet.daily_ranges_rebuild', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF d_runs <> 0 OR d_area <> 0 OR d_secs <> 0 OR d_energy <> 0 OR d_water <> 0 OR d_km <> 0 OR d_faults <> 0 THEN
    INSERT INTO robot_daily_cum (robot_id, day, runs, area_m2, run_seconds, energy_kwh, water_l, distance_km, faults)
    SELECT rid, dy, coalesce(p.runs, 0), coalesce(p.area_m2, 0), coalesce(p.run_seconds, 0), coalesce(p.energy_kwh, 0),
      coalesce(p.water_l, 0), coalesce(p.distance_km, 0), coalesce(p.faults, 0)
    FROM (SELECT 1) one
      LEFT JOIN LATERAL (SELECT * FROM robot_daily_cum c WHERE c.robot_id = rid AND c.day < dy ORDER BY c.day DESC LIMIT 1) p ON true
    ON CONFLICT DO NOTHING;
    UPDATE robot_daily_cum SET runs = runs + d_runs, area_m2 = area_m2 + d_area, run_seconds = run_seconds + d_secs,
      energy_kwh = energy_kwh + d_energy, water_l = water_l + d_water, distance_km = distance_km + d_km, faults = faults + d_faults
    WHERE robot_id = rid AND day >= dy;
  END IF;
  SELECT org_id, robot_type, deleted_at INTO robot FROM robots WHERE id = rid FOR SHARE;
  IF FOUND AND robot.deleted_at IS NULL THEN
    INSERT INTO robot_daily_group AS g (day, org_id, robot_type, robot_days, runs, area_m2, run_seconds, energy_kwh, water_l, distance_km, faults)
    VALUES (dy, robot.org_id, robot.robot_type, d_rows, d_runs, d_area, d_secs, d_energy, d_water, d_km, d_faults)
    ON CONFLICT (day, org_id, robot_type) DO UPDATE SET robot_days = g.robot_days + excluded.robot_days, runs = g.runs + excluded.runs, area_m2 = g.area_m2 + excluded.area_m2,
      run_seconds = g.run_seconds + excluded.run_seconds, energy_kwh = g.energy_kwh + excluded.energy_kwh,
      water_l = g.water_l + excluded.water_l, distance_km = g.distance_km + excluded.distance_km, faults = g.faults + excluded.faults;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A new row counts in its group's robot_days even with online time only (once per robot and day); a
-- later change of online time alone (every telemetry flush) changes nothing here: no call.
CREATE TRIGGER robot_daily_ranges_insert AFTER INSERT ON robot_daily FOR EACH ROW EXECUTE FUNCTION robot_daily_ranges();
--> statement-breakpoint
CREATE TRIGGER robot_daily_ranges_update AFTER UPDATE ON robot_daily FOR EACH ROW
WHEN ((OLD.runs, OLD.area_m2, OLD.run_seconds, OLD.energy_kwh, OLD.water_l, OLD.distance_km, OLD.faults)
      IS DISTINCT FROM (NEW.runs, NEW.area_m2, NEW.run_seconds, NEW.energy_kwh, NEW.water_l, NEW.distance_km, NEW.faults))
EXECUTE FUNCTION robot_daily_ranges();
--> statement-breakpoint
CREATE TRIGGER robot_daily_ranges_delete AFTER DELETE ON robot_daily FOR EACH ROW EXECUTE FUNCTION robot_daily_ranges();
--> statement-breakpoint
-- A robot that moves organisation, changes type, is deleted or comes back takes all its days from
-- its old group to its new one (a deleted robot is in none: no reader counts it).
CREATE OR REPLACE FUNCTION robots_daily_group() RETURNS trigger AS $$
BEGIN
  INSERT INTO robot_daily_group AS g (day, org_id, robot_type, robot_days, runs, area_m2, run_seconds, energy_kwh, water_l, distance_km, faults)
  SELECT x.day, x.org_id, x.robot_type, sum(x.k), sum(x.k * d.runs), sum(x.k * d.area_m2), sum(x.k * d.run_seconds), sum(x.k * d.energy_kwh),
    sum(x.k * d.water_l), sum(x.k * d.distance_km), sum(x.k * d.faults)
  FROM robot_daily d
    CROSS JOIN LATERAL (
      SELECT d.day, OLD.org_id, OLD.robot_type, -1 WHERE OLD.deleted_at IS NULL
      UNION ALL
      SELECT d.day, NEW.org_id, NEW.robot_type, 1 WHERE TG_OP = 'UPDATE' AND NEW.deleted_at IS NULL) x(day, org_id, robot_type, k)
  WHERE d.robot_id = OLD.id
  GROUP BY 1, 2, 3
  ON CONFLICT (day, org_id, robot_type) DO UPDATE SET robot_days = g.robot_days + excluded.robot_days, runs = g.runs + excluded.runs,
    area_m2 = g.area_m2 + excluded.area_m2, run_seconds = g.run_seconds + excluded.run_seconds, energy_kwh = g.energy_kwh + excluded.energy_kwh,
    water_l = g.water_l + excluded.water_l, distance_km = g.distance_km + excluded.distance_km, faults = g.faults + excluded.faults;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER robots_daily_group_update AFTER UPDATE OF org_id, robot_type, deleted_at ON robots FOR EACH ROW
WHEN (OLD.org_id IS DISTINCT FROM NEW.org_id OR OLD.robot_type IS DISTINCT FROM NEW.robot_type
      OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
EXECUTE FUNCTION robots_daily_group();
--> statement-breakpoint
CREATE TRIGGER robots_daily_group_delete AFTER DELETE ON robots FOR EACH ROW WHEN (OLD.deleted_at IS NULL)
EXECUTE FUNCTION robots_daily_group();
--> statement-breakpoint
SELECT robot_daily_ranges_rebuild('-infinity');
