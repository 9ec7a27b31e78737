CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"register" text NOT NULL,
	"user_id" integer NOT NULL,
	"university_id" integer,
	"campus_id" integer,
	"file_name" text NOT NULL,
	"file_rows" integer NOT NULL,
	"invalid_rows" integer NOT NULL,
	"chunks" integer NOT NULL,
	"chunks_done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imports_register_check" CHECK ("imports"."register" in ('student', 'employee'))
);
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_campus_id_started_at_index" ON "imports" USING btree ("campus_id","started_at");--> statement-breakpoint
CREATE INDEX "imports_university_id_started_at_index" ON "imports" USING btree ("university_id","started_at");