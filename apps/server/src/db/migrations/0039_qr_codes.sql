CREATE SEQUENCE "public"."qr_code_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(12) NOT NULL,
	"state" varchar(16) NOT NULL,
	"robot_id" integer,
	"bound_at" timestamp with time zone,
	"bound_by" integer,
	"downloads" integer DEFAULT 0 NOT NULL,
	"org_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"discarded_at" timestamp with time zone,
	"discarded_by" integer,
	CONSTRAINT "qr_codes_number_unique" UNIQUE("number"),
	CONSTRAINT "qr_codes_bound_in_use" CHECK ("qr_codes"."robot_id" is null or "qr_codes"."state" = 'in_use'),
	CONSTRAINT "qr_codes_bound_at" CHECK (("qr_codes"."robot_id" is null) = ("qr_codes"."bound_at" is null))
);
--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_bound_by_users_id_fk" FOREIGN KEY ("bound_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_discarded_by_users_id_fk" FOREIGN KEY ("discarded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_robot_uq" ON "qr_codes" USING btree ("robot_id") WHERE "qr_codes"."robot_id" is not null;--> statement-breakpoint
CREATE INDEX "qr_codes_org_idx" ON "qr_codes" USING btree ("org_id");