CREATE SEQUENCE "public"."area_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "area_robots" (
	"area_id" integer NOT NULL,
	"robot_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_robots_area_id_robot_id_pk" PRIMARY KEY("area_id","robot_id")
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(10) NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"kind" smallint NOT NULL,
	"address" varchar(200),
	"floors" integer,
	"zones" integer DEFAULT 1 NOT NULL,
	"lift_control" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"work_area" double precision,
	"frequency" integer,
	"longitude" double precision,
	"latitude" double precision,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "areas_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "area_robots" ADD CONSTRAINT "area_robots_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_robots" ADD CONSTRAINT "area_robots_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "area_robots_robot_uq" ON "area_robots" USING btree ("robot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_org_name_uq" ON "areas" USING btree ("org_id",lower("name"));