CREATE TABLE "robot_commands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"robot_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"args" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"operate_state" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(300),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "robot_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"robot_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"type" varchar(40) NOT NULL,
	"level" varchar(16) NOT NULL,
	"code" varchar(40),
	"message" varchar(300),
	"accuracy" real,
	"image" varchar(200),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_hostings" (
	"id" serial PRIMARY KEY NOT NULL,
	"robot_id" integer NOT NULL,
	"from_org_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" integer
);
--> statement-breakpoint
CREATE TABLE "robot_state" (
	"robot_id" integer PRIMARY KEY NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"updated_at" timestamp with time zone,
	"battery" real,
	"work_status" smallint,
	"device_state" smallint,
	"location_state" smallint,
	"charge_status" smallint,
	"speed" real,
	"map_id" varchar(64),
	"x" double precision,
	"y" double precision,
	"angle" real,
	"task_id" varchar(64),
	"progress" real,
	"counters" jsonb,
	"upgrading" boolean DEFAULT false NOT NULL,
	"firmware" varchar(60)
);
--> statement-breakpoint
CREATE TABLE "robot_telemetry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"robot_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"battery" real,
	"work_status" smallint,
	"device_state" smallint,
	"charge_status" smallint,
	"speed" real,
	"map_id" varchar(64),
	"x" double precision,
	"y" double precision,
	"progress" real
);
--> statement-breakpoint
CREATE TABLE "robots" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_number" varchar(60) NOT NULL,
	"alias" varchar(30) NOT NULL,
	"robot_type" smallint NOT NULL,
	"model" varchar(20) NOT NULL,
	"simulated" boolean NOT NULL,
	"version" varchar(60),
	"org_id" integer NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"register_method" varchar(16) DEFAULT 'platform' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "robots_device_number_unique" UNIQUE("device_number")
);
--> statement-breakpoint
ALTER TABLE "robot_commands" ADD CONSTRAINT "robot_commands_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_hostings" ADD CONSTRAINT "robot_hostings_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_hostings" ADD CONSTRAINT "robot_hostings_from_org_id_organizations_id_fk" FOREIGN KEY ("from_org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_hostings" ADD CONSTRAINT "robot_hostings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_state" ADD CONSTRAINT "robot_state_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robots" ADD CONSTRAINT "robots_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "robot_commands_robot_idx" ON "robot_commands" USING btree ("robot_id","created_at");--> statement-breakpoint
CREATE INDEX "robot_commands_pending_idx" ON "robot_commands" USING btree ("expires_at") WHERE "robot_commands"."operate_state" = 0;--> statement-breakpoint
CREATE INDEX "robot_events_robot_ts_idx" ON "robot_events" USING btree ("robot_id","ts");--> statement-breakpoint
CREATE UNIQUE INDEX "robot_hostings_current_uq" ON "robot_hostings" USING btree ("robot_id") WHERE "robot_hostings"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "robot_hostings_org_idx" ON "robot_hostings" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "robot_telemetry_robot_ts_idx" ON "robot_telemetry" USING btree ("robot_id","ts");--> statement-breakpoint
CREATE INDEX "robots_org_idx" ON "robots" USING btree ("org_id");