CREATE TABLE "robot_types" (
	"code" smallint PRIMARY KEY NOT NULL,
	"model" varchar(10) NOT NULL,
	"name_zh" varchar(30) NOT NULL,
	"name_en" varchar(30) NOT NULL,
	"name_ja" varchar(30) NOT NULL,
	"capabilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"consumables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"picture_id" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Written by hand: the four robot types of spec §4 (contracts SEEDED_ROBOT_TYPES), before robots and products refer to them.
INSERT INTO "robot_types" ("code", "model", "name_zh", "name_en", "name_ja", "capabilities", "consumables") VALUES
	(1, '130', '130 型', 'Model 130', '130型', '["camera","gps","elevator","waterTank"]', '[{"key":"mainBrush","lifespanHours":300},{"key":"sideBrush","lifespanHours":150},{"key":"squeegee","lifespanHours":200},{"key":"filter","lifespanHours":100},{"key":"mop","lifespanHours":120}]'),
	(10, '90', '90 型', 'Model 90', '90型', '["camera","gps","waterTank"]', '[{"key":"mainBrush","lifespanHours":300},{"key":"sideBrush","lifespanHours":150},{"key":"squeegee","lifespanHours":200},{"key":"filter","lifespanHours":100}]'),
	(15, '80', '80 型', 'Model 80', '80型', '["camera","elevator","waterTank"]', '[{"key":"mainBrush","lifespanHours":300},{"key":"squeegee","lifespanHours":200},{"key":"filter","lifespanHours":100}]'),
	(20, '40', '40 型', 'Model 40', '40型', '["camera","elevator"]', '[{"key":"mainBrush","lifespanHours":300},{"key":"filter","lifespanHours":100},{"key":"mop","lifespanHours":120}]');
--> statement-breakpoint
ALTER TABLE "robot_types" ADD CONSTRAINT "robot_types_picture_id_files_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_types" ADD CONSTRAINT "robot_types_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "robot_types_model_uq" ON "robot_types" USING btree (lower("model"));--> statement-breakpoint
ALTER TABLE "robots" ADD CONSTRAINT "robots_robot_type_robot_types_code_fk" FOREIGN KEY ("robot_type") REFERENCES "public"."robot_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_robot_type_robot_types_code_fk" FOREIGN KEY ("robot_type") REFERENCES "public"."robot_types"("code") ON DELETE no action ON UPDATE no action;