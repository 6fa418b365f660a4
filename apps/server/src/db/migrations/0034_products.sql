CREATE TABLE "product_components" (
	"product_id" integer NOT NULL,
	"component_model_id" integer NOT NULL,
	"count" smallint NOT NULL,
	CONSTRAINT "product_components_product_id_component_model_id_pk" PRIMARY KEY("product_id","component_model_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"model" varchar(32) NOT NULL,
	"robot_type" smallint NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_component_model_id_component_models_id_fk" FOREIGN KEY ("component_model_id") REFERENCES "public"."component_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_components_model_idx" ON "product_components" USING btree ("component_model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_org_model_uq" ON "products" USING btree ("org_id",lower("model"));--> statement-breakpoint
CREATE INDEX "products_org_idx" ON "products" USING btree ("org_id");