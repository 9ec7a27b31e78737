-- The student register's fields. university_id is the campus's: existing rows are filled from their
-- campus before the column becomes NOT NULL.
ALTER TABLE "students" ADD COLUMN "university_id" integer;--> statement-breakpoint
UPDATE "students" s SET "university_id" = c."university_id" FROM "campuses" c WHERE c."id" = s."campus_id";--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "university_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "middle_name" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "name_ne" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "disability" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "nationality" text DEFAULT 'Nepali' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "citizenship_no" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "passport_no" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "permanent_province_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "permanent_district_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "permanent_local_level_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "permanent_ward" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "temporary_province_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "temporary_district_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "temporary_local_level_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "temporary_ward" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "guardian_name" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "guardian_phone" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "semester" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "section_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "shift" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "registration_no" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "roll_no" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "symbol_no" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "scholarship" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "fee_category" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "enrolment_status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_permanent_province_id_provinces_id_fk" FOREIGN KEY ("permanent_province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_permanent_district_id_districts_id_fk" FOREIGN KEY ("permanent_district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_permanent_local_level_id_local_levels_id_fk" FOREIGN KEY ("permanent_local_level_id") REFERENCES "public"."local_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_temporary_province_id_provinces_id_fk" FOREIGN KEY ("temporary_province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_temporary_district_id_districts_id_fk" FOREIGN KEY ("temporary_district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_temporary_local_level_id_local_levels_id_fk" FOREIGN KEY ("temporary_local_level_id") REFERENCES "public"."local_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "students_registration_no_key" ON "students" USING btree ("university_id",lower("registration_no")) WHERE "students"."registration_no" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "students_roll_no_key" ON "students" USING btree ("campus_id","program_id",coalesce("batch_id", 0),lower("roll_no")) WHERE "students"."roll_no" is not null;--> statement-breakpoint
CREATE INDEX "students_campus_name_idx" ON "students" USING btree ("campus_id",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "students_name_idx" ON "students" USING btree (lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "students_university_name_idx" ON "students" USING btree ("university_id",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "students_campus_id_idx" ON "students" USING btree ("campus_id","id");--> statement-breakpoint
CREATE INDEX "students_university_id_idx" ON "students" USING btree ("university_id","id");--> statement-breakpoint
CREATE INDEX "students_first_name_idx" ON "students" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_last_name_idx" ON "students" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_registration_no_idx" ON "students" USING btree (lower("registration_no"));--> statement-breakpoint
CREATE INDEX "students_roll_no_idx" ON "students" USING btree (lower("roll_no"));--> statement-breakpoint
CREATE INDEX "students_symbol_no_idx" ON "students" USING btree (lower("symbol_no"));--> statement-breakpoint
CREATE INDEX "students_batch_id_index" ON "students" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "students_section_id_index" ON "students" USING btree ("section_id");