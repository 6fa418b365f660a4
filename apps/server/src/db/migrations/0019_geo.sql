ALTER TABLE "organizations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "robot_state" ADD COLUMN "geo_lat" double precision;--> statement-breakpoint
ALTER TABLE "robot_state" ADD COLUMN "geo_lng" double precision;