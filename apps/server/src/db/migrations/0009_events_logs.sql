CREATE TABLE "robot_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"robot_id" integer NOT NULL,
	"command_id" uuid,
	"minutes" integer NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" varchar(120),
	"lines" integer,
	"bytes" integer,
	"content" "bytea",
	"uploaded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "robot_events" ADD COLUMN "image_data" "bytea";--> statement-breakpoint
ALTER TABLE "robot_logs" ADD CONSTRAINT "robot_logs_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "robot_logs_robot_idx" ON "robot_logs" USING btree ("robot_id","requested_at");