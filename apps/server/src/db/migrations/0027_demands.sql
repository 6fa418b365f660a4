CREATE TABLE "demands" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(60) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"robot_types" smallint[] NOT NULL,
	"priority" smallint NOT NULL,
	"state" varchar(16) DEFAULT 'open' NOT NULL,
	"org_id" integer NOT NULL,
	"author_id" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demands_org_idx" ON "demands" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "demands_state_idx" ON "demands" USING btree ("state","priority");