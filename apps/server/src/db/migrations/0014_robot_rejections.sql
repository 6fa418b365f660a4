CREATE TABLE "robot_rejection_counts" (
	"robot_id" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "robot_rejection_counts_robot_id_reason_pk" PRIMARY KEY("robot_id","reason")
);
--> statement-breakpoint
CREATE TABLE "robot_rejections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"robot_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"topic" varchar(200) NOT NULL,
	"reason" varchar(16) NOT NULL,
	"field" varchar(100),
	"detail" varchar(300) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "robot_rejections_robot_idx" ON "robot_rejections" USING btree ("robot_id","id");--> statement-breakpoint
-- A robot state stamped in the future by a robot's clock (before timestamps were checked) held its live state until then.
UPDATE "robot_state" SET "updated_at" = NULL WHERE "updated_at" > now() + interval '5 minutes';
