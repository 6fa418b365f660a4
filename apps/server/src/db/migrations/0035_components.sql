CREATE TABLE "component_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_id" integer NOT NULL,
	"event" varchar(16) NOT NULL,
	"from_state" varchar(16),
	"to_state" varchar(16) NOT NULL,
	"robot_id" integer,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "components" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_model_id" integer NOT NULL,
	"serial_type" varchar(16) NOT NULL,
	"serial_no" varchar(32) NOT NULL,
	"state" varchar(16) NOT NULL,
	"expires_at" date,
	"robot_id" integer,
	"installed_at" timestamp with time zone,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "components_robot_when_in_use" CHECK (("components"."state" = 'inUse') = ("components"."robot_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "component_events" ADD CONSTRAINT "component_events_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_events" ADD CONSTRAINT "component_events_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_events" ADD CONSTRAINT "component_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_component_model_id_component_models_id_fk" FOREIGN KEY ("component_model_id") REFERENCES "public"."component_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "component_events_component_idx" ON "component_events" USING btree ("component_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "components_model_serial_uq" ON "components" USING btree ("component_model_id",lower("serial_no"));--> statement-breakpoint
CREATE INDEX "components_robot_idx" ON "components" USING btree ("robot_id");