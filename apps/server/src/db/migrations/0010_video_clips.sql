CREATE TABLE "robot_clip_frames" (
	"clip_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"ts" bigint NOT NULL,
	"jpeg" "bytea" NOT NULL,
	CONSTRAINT "robot_clip_frames_clip_id_seq_pk" PRIMARY KEY("clip_id","seq")
);
--> statement-breakpoint
CREATE TABLE "robot_clips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"robot_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"reason" varchar(16) NOT NULL,
	"event_type" varchar(40),
	"created_by" integer,
	"frame_count" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "robot_clip_frames" ADD CONSTRAINT "robot_clip_frames_clip_id_robot_clips_id_fk" FOREIGN KEY ("clip_id") REFERENCES "public"."robot_clips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_clips" ADD CONSTRAINT "robot_clips_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "robot_clips_robot_started_idx" ON "robot_clips" USING btree ("robot_id","started_at");--> statement-breakpoint
CREATE INDEX "robot_clips_started_idx" ON "robot_clips" USING btree ("started_at");