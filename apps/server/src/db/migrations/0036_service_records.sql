CREATE TABLE "maintain_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"robot_id" integer NOT NULL,
	"maintainer" varchar(30) NOT NULL,
	"maintained_at" timestamp with time zone NOT NULL,
	"address" varchar(300) NOT NULL,
	"cause" varchar(300) NOT NULL,
	"problem" varchar(300) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"category" varchar(16) NOT NULL,
	"pictures" integer[] DEFAULT '{}' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintain_replacements" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"removed_id" integer,
	"removed_to" varchar(16),
	"installed_id" integer
);
--> statement-breakpoint
CREATE TABLE "out_record_robots" (
	"record_id" integer NOT NULL,
	"robot_id" integer NOT NULL,
	CONSTRAINT "out_record_robots_record_id_robot_id_pk" PRIMARY KEY("record_id","robot_id")
);
--> statement-breakpoint
CREATE TABLE "out_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"principal" varchar(30) NOT NULL,
	"lidar_model" varchar(60) DEFAULT '' NOT NULL,
	"battery_spec" varchar(60) DEFAULT '' NOT NULL,
	"flow_card" varchar(32) DEFAULT '' NOT NULL,
	"hardware_version" varchar(32) DEFAULT '' NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"destination" varchar(300) NOT NULL,
	"remark" varchar(300) DEFAULT '' NOT NULL,
	"product_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "component_events" ADD COLUMN "maintain_record_id" integer;--> statement-breakpoint
ALTER TABLE "maintain_records" ADD CONSTRAINT "maintain_records_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintain_records" ADD CONSTRAINT "maintain_records_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintain_records" ADD CONSTRAINT "maintain_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintain_records" ADD CONSTRAINT "maintain_records_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintain_replacements" ADD CONSTRAINT "maintain_replacements_record_id_maintain_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."maintain_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintain_replacements" ADD CONSTRAINT "maintain_replacements_removed_id_components_id_fk" FOREIGN KEY ("removed_id") REFERENCES "public"."components"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintain_replacements" ADD CONSTRAINT "maintain_replacements_installed_id_components_id_fk" FOREIGN KEY ("installed_id") REFERENCES "public"."components"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "out_record_robots" ADD CONSTRAINT "out_record_robots_record_id_out_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."out_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "out_record_robots" ADD CONSTRAINT "out_record_robots_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "out_records" ADD CONSTRAINT "out_records_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "out_records" ADD CONSTRAINT "out_records_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "out_records" ADD CONSTRAINT "out_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "out_records" ADD CONSTRAINT "out_records_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintain_records_robot_idx" ON "maintain_records" USING btree ("robot_id","maintained_at");--> statement-breakpoint
CREATE INDEX "maintain_records_org_idx" ON "maintain_records" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "maintain_replacements_record_idx" ON "maintain_replacements" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "out_record_robots_robot_idx" ON "out_record_robots" USING btree ("robot_id");--> statement-breakpoint
CREATE INDEX "out_records_org_idx" ON "out_records" USING btree ("org_id","shipped_at");--> statement-breakpoint
-- Written by hand: the schema files cannot name maintain_records from component.ts without an import cycle.
ALTER TABLE "component_events" ADD CONSTRAINT "component_events_maintain_record_id_fk" FOREIGN KEY ("maintain_record_id") REFERENCES "public"."maintain_records"("id") ON DELETE set null ON UPDATE no action;
