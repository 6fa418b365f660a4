CREATE TABLE "package_release_orgs" (
	"package_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	CONSTRAINT "package_release_orgs_package_id_org_id_pk" PRIMARY KEY("package_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "version_demands" (
	"version_id" integer NOT NULL,
	"demand_id" integer NOT NULL,
	CONSTRAINT "version_demands_version_id_demand_id_pk" PRIMARY KEY("version_id","demand_id")
);
--> statement-breakpoint
CREATE TABLE "version_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"package_type" varchar(16) NOT NULL,
	"source" varchar(8) NOT NULL,
	"file_id" integer,
	"url" varchar(500),
	"md5" varchar(32) NOT NULL,
	"sha256" varchar(64),
	"size" bigint NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"state" varchar(16) DEFAULT 'submitted' NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_by" integer,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"software_type" varchar(16) NOT NULL,
	"major" integer NOT NULL,
	"minor" varchar(12) NOT NULL,
	"description" text NOT NULL,
	"robot_types" smallint[] NOT NULL,
	"release_note_id" integer,
	"org_id" integer NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_release_orgs" ADD CONSTRAINT "package_release_orgs_package_id_version_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."version_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_release_orgs" ADD CONSTRAINT "package_release_orgs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_demands" ADD CONSTRAINT "version_demands_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_demands" ADD CONSTRAINT "version_demands_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_packages" ADD CONSTRAINT "version_packages_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_packages" ADD CONSTRAINT "version_packages_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_packages" ADD CONSTRAINT "version_packages_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_packages" ADD CONSTRAINT "version_packages_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_release_note_id_documents_id_fk" FOREIGN KEY ("release_note_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_release_orgs_org_idx" ON "package_release_orgs" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "version_demands_demand_idx" ON "version_demands" USING btree ("demand_id");--> statement-breakpoint
CREATE INDEX "version_packages_version_idx" ON "version_packages" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "version_packages_state_idx" ON "version_packages" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "versions_number_uq" ON "versions" USING btree ("software_type","major","minor");--> statement-breakpoint
CREATE INDEX "versions_org_idx" ON "versions" USING btree ("org_id");