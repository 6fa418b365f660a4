CREATE TABLE "robot_telemetry_15m" (
	"robot_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"samples" integer NOT NULL,
	"battery_avg" real,
	"battery_min" real,
	"battery_max" real,
	"speed_avg" real,
	"speed_max" real,
	"signal_avg" real,
	"working" integer DEFAULT 0 NOT NULL,
	"charging" integer DEFAULT 0 NOT NULL,
	"fault" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "robot_telemetry_15m_robot_id_bucket_pk" PRIMARY KEY("robot_id","bucket")
);
--> statement-breakpoint
CREATE INDEX "robot_telemetry_15m_bucket_idx" ON "robot_telemetry_15m" USING btree ("bucket");--> statement-breakpoint
CREATE INDEX "robot_telemetry_ts_brin" ON "robot_telemetry" USING brin ("ts");