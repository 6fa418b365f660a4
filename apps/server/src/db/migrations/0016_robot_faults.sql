CREATE TABLE "robot_faults" (
	"id" serial PRIMARY KEY NOT NULL,
	"robot_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"code" varchar(40) NOT NULL,
	"level" varchar(16) NOT NULL,
	"message" varchar(300),
	"opened_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"state" varchar(16) NOT NULL,
	"acknowledged_by" integer,
	"acknowledged_at" timestamp with time zone,
	"acknowledge_note" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"resolve_note" text,
	"resolved_auto" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "robot_faults" ADD CONSTRAINT "robot_faults_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_faults" ADD CONSTRAINT "robot_faults_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_faults" ADD CONSTRAINT "robot_faults_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_faults" ADD CONSTRAINT "robot_faults_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "robot_faults_open_uq" ON "robot_faults" USING btree ("robot_id","kind","code") WHERE "robot_faults"."state" in ('open', 'acknowledged');--> statement-breakpoint
CREATE INDEX "robot_faults_org_opened_idx" ON "robot_faults" USING btree ("org_id","opened_at");--> statement-breakpoint
CREATE INDEX "robot_faults_robot_opened_idx" ON "robot_faults" USING btree ("robot_id","opened_at");