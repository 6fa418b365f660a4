CREATE TABLE "component_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"model" varchar(32) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"vendor" varchar(30) DEFAULT '' NOT NULL,
	"consumable" boolean DEFAULT false NOT NULL,
	"lifespan_hours" integer,
	"robot_types" smallint[] NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "component_models" ADD CONSTRAINT "component_models_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_models" ADD CONSTRAINT "component_models_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_models" ADD CONSTRAINT "component_models_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "component_models_org_model_uq" ON "component_models" USING btree ("org_id",lower("model"));--> statement-breakpoint
CREATE INDEX "component_models_org_idx" ON "component_models" USING btree ("org_id");