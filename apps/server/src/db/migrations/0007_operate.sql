CREATE TABLE "robot_config" (
	"robot_id" integer PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"consumables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sim" jsonb,
	"schedule_version" varchar(64),
	"versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"robot_id" integer NOT NULL,
	"map_id" varchar(64) NOT NULL,
	"name" varchar(60) NOT NULL,
	"version" varchar(64) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"resolution" real NOT NULL,
	"origin_x" double precision NOT NULL,
	"origin_y" double precision NOT NULL,
	"dock" jsonb NOT NULL,
	"landmarks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"grid" text,
	"grid_version" varchar(64),
	"active" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"robot_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"exec_mode" smallint NOT NULL,
	"date" date,
	"exec_times" jsonb NOT NULL,
	"map_id" varchar(64) NOT NULL,
	"landmark_id" varchar(64) NOT NULL,
	"task_minutes" smallint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_result" smallint,
	"last_run_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "robot_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"robot_id" integer NOT NULL,
	"run_id" varchar(64) NOT NULL,
	"source" varchar(16) NOT NULL,
	"task_id" integer,
	"reservation_id" integer,
	"name" varchar(60) DEFAULT '' NOT NULL,
	"map_id" varchar(64),
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"state" varchar(16) NOT NULL,
	"area_m2" real DEFAULT 0 NOT NULL,
	"distance_km" real DEFAULT 0 NOT NULL,
	"water_l" real DEFAULT 0 NOT NULL,
	"energy_kwh" real DEFAULT 0 NOT NULL,
	"reservation_result" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"robot_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"period_type" smallint NOT NULL,
	"date" date,
	"exec_time" varchar(5) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"map_id" varchar(64) NOT NULL,
	"path_id" varchar(64),
	"clean_mode" varchar(16) NOT NULL,
	"scene" smallint DEFAULT 0 NOT NULL,
	"repeat_times" smallint DEFAULT 1 NOT NULL,
	"details" varchar(300),
	"state" smallint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "robot_state" ADD COLUMN "signal" real;--> statement-breakpoint
ALTER TABLE "robot_telemetry" ADD COLUMN "signal" real;--> statement-breakpoint
ALTER TABLE "robot_config" ADD CONSTRAINT "robot_config_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_maps" ADD CONSTRAINT "robot_maps_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_reservations" ADD CONSTRAINT "robot_reservations_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_tasks" ADD CONSTRAINT "robot_tasks_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "robot_maps_robot_map_uq" ON "robot_maps" USING btree ("robot_id","map_id");--> statement-breakpoint
CREATE INDEX "robot_reservations_robot_idx" ON "robot_reservations" USING btree ("robot_id") WHERE "robot_reservations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "robot_runs_robot_run_uq" ON "robot_runs" USING btree ("robot_id","run_id");--> statement-breakpoint
CREATE INDEX "robot_runs_robot_started_idx" ON "robot_runs" USING btree ("robot_id","started_at");--> statement-breakpoint
CREATE INDEX "robot_tasks_robot_idx" ON "robot_tasks" USING btree ("robot_id") WHERE "robot_tasks"."deleted_at" is null;