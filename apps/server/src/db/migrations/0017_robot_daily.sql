CREATE TABLE "robot_daily" (
	"robot_id" integer NOT NULL,
	"day" date NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"area_m2" numeric DEFAULT 0 NOT NULL,
	"run_seconds" numeric DEFAULT 0 NOT NULL,
	"energy_kwh" numeric DEFAULT 0 NOT NULL,
	"water_l" numeric DEFAULT 0 NOT NULL,
	"distance_km" numeric DEFAULT 0 NOT NULL,
	"faults" integer DEFAULT 0 NOT NULL,
	"online_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "robot_daily_robot_id_day_pk" PRIMARY KEY("robot_id","day")
);
--> statement-breakpoint
CREATE INDEX "robot_daily_day_idx" ON "robot_daily" USING btree ("day");--> statement-breakpoint
-- Backfill from the rows already stored, as modules/statistics/rollup-rebuild.ts does it: finished runs
-- on the day they ended, events of warning level and above on the day they were stamped, days of the
-- database's time zone (lib/daily-rollup.ts).
INSERT INTO "robot_daily" ("robot_id", "day", "runs", "area_m2", "run_seconds", "energy_kwh", "water_l", "distance_km")
SELECT r.robot_id, (coalesce(r.ended_at, r.updated_at) at time zone current_setting('TimeZone'))::date, count(*)::int,
  sum(r.area_m2::numeric), sum(extract(epoch from coalesce(r.ended_at, r.updated_at) - r.started_at)),
  sum(r.energy_kwh::numeric), sum(r.water_l::numeric), sum(r.distance_km::numeric)
FROM "robot_runs" r WHERE r.state <> 'running' GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "robot_daily" ("robot_id", "day", "faults")
SELECT e.robot_id, (e.ts at time zone current_setting('TimeZone'))::date, count(*)::int
FROM "robot_events" e WHERE e.level <> 'info' GROUP BY 1, 2
ON CONFLICT ("robot_id", "day") DO UPDATE SET "faults" = excluded."faults";
