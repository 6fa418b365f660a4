CREATE TABLE "package_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"robot_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_grants_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "package_grants" ADD CONSTRAINT "package_grants_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_grants" ADD CONSTRAINT "package_grants_package_id_version_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."version_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_grants_expires_idx" ON "package_grants" USING btree ("expires_at");