CREATE TABLE "ticket_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_state" varchar(24),
	"to_state" varchar(24) NOT NULL,
	"comment" varchar(300),
	"pictures" integer[] DEFAULT '{}' NOT NULL,
	"analysis" varchar(300),
	"solution" varchar(300),
	"handler_id" integer,
	"result" varchar(8)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"state" varchar(24) NOT NULL,
	"org_id" integer NOT NULL,
	"submitter_id" integer,
	"contact_name" varchar(30) NOT NULL,
	"phone" varchar(20),
	"company" varchar(60),
	"robot_id" integer,
	"device_number" varchar(60),
	"level" smallint,
	"address" varchar(300),
	"title" varchar(60),
	"description" varchar(300) NOT NULL,
	"pictures" integer[] DEFAULT '{}' NOT NULL,
	"analysis" varchar(300),
	"solution" varchar(300),
	"handler_id" integer,
	"acceptor_id" integer,
	"acceptance_result" varchar(8),
	"acceptance_comment" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_acceptor_id_users_id_fk" FOREIGN KEY ("acceptor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_events_ticket_idx" ON "ticket_events" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "tickets_org_created_idx" ON "tickets" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_submitter_created_idx" ON "tickets" USING btree ("submitter_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_handler_idx" ON "tickets" USING btree ("handler_id");