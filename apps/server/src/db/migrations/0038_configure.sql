CREATE TABLE "config_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"key" varchar(90) NOT NULL,
	"lang" varchar(2),
	"old_value" text,
	"new_value" text,
	"user_id" integer,
	"account" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "config_changes_kind_ck" CHECK ("config_changes"."kind" in ('setting', 'label'))
);
--> statement-breakpoint
CREATE TABLE "dictionary_labels" (
	"lang" varchar(2) NOT NULL,
	"enum_name" varchar(40) NOT NULL,
	"value" varchar(40) NOT NULL,
	"label" varchar(30) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dictionary_labels_lang_enum_name_value_pk" PRIMARY KEY("lang","enum_name","value")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(40) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "config_changes" ADD CONSTRAINT "config_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_labels" ADD CONSTRAINT "dictionary_labels_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "config_changes_created_idx" ON "config_changes" USING btree ("created_at");