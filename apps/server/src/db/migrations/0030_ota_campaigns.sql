CREATE TABLE "ota_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"package_id" integer NOT NULL,
	"unit" varchar(16) NOT NULL,
	"version" varchar(60) NOT NULL,
	"org_id" integer NOT NULL,
	"created_by" integer,
	"state" varchar(24) NOT NULL,
	"wave_plan" integer[] NOT NULL,
	"current_wave" smallint DEFAULT 0 NOT NULL,
	"advance" varchar(8) NOT NULL,
	"success_percent" smallint NOT NULL,
	"halt_percent" smallint NOT NULL,
	"halt_count" integer NOT NULL,
	"window_start" varchar(5),
	"window_end" varchar(5),
	"time_zone" varchar(64) NOT NULL,
	"min_battery" smallint NOT NULL,
	"retries" smallint NOT NULL,
	"retry_backoff_seconds" integer NOT NULL,
	"robot_timeout_minutes" integer NOT NULL,
	"rollback_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ota_target_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"robot_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" varchar(16),
	"step" smallint,
	"percent" smallint,
	"result" smallint,
	"reason" varchar(24)
);
--> statement-breakpoint
CREATE TABLE "ota_targets" (
	"campaign_id" integer NOT NULL,
	"robot_id" integer NOT NULL,
	"wave" smallint NOT NULL,
	"state" varchar(16) NOT NULL,
	"reason" varchar(24),
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"command_id" varchar(36),
	"step" smallint,
	"percent" smallint,
	"result" smallint,
	"from_version" varchar(60),
	"sent_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ota_targets_campaign_id_robot_id_pk" PRIMARY KEY("campaign_id","robot_id")
);
--> statement-breakpoint
ALTER TABLE "ota_campaigns" ADD CONSTRAINT "ota_campaigns_package_id_version_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."version_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_campaigns" ADD CONSTRAINT "ota_campaigns_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_campaigns" ADD CONSTRAINT "ota_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_campaigns" ADD CONSTRAINT "ota_campaigns_rollback_of_ota_campaigns_id_fk" FOREIGN KEY ("rollback_of") REFERENCES "public"."ota_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_target_events" ADD CONSTRAINT "ota_target_events_campaign_id_ota_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ota_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_target_events" ADD CONSTRAINT "ota_target_events_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_targets" ADD CONSTRAINT "ota_targets_campaign_id_ota_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ota_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_targets" ADD CONSTRAINT "ota_targets_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ota_campaigns_org_idx" ON "ota_campaigns" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "ota_campaigns_state_idx" ON "ota_campaigns" USING btree ("state");--> statement-breakpoint
CREATE INDEX "ota_target_events_robot_idx" ON "ota_target_events" USING btree ("campaign_id","robot_id","at");--> statement-breakpoint
CREATE INDEX "ota_targets_robot_idx" ON "ota_targets" USING btree ("robot_id");--> statement-breakpoint
CREATE INDEX "ota_targets_state_idx" ON "ota_targets" USING btree ("campaign_id","wave","state");