-- Dropouts and graduations (decision 0205): both become campus-owned records with a version, so the
-- audit trigger 0005 already put on these tables now logs them with their institution. A student has
-- at most one open dropout (a partial unique index, so it holds under concurrent writes) and at most
-- one graduation; a dropout's letter serial is unique per campus and fiscal year; a transcript
-- number is unique within the university in any letter case.
ALTER TABLE "dropouts" DROP CONSTRAINT "dropouts_studentId_unique";
--> statement-breakpoint
ALTER TABLE "dropouts" ADD COLUMN "university_id" integer;
--> statement-breakpoint
ALTER TABLE "dropouts" ADD COLUMN "campus_id" integer;
--> statement-breakpoint
ALTER TABLE "dropouts" ADD COLUMN "last_semester" integer;
--> statement-breakpoint
ALTER TABLE "dropouts" ADD COLUMN "last_year" integer;
--> statement-breakpoint
ALTER TABLE "dropouts" ADD COLUMN "note" text;
--> statement-breakpoint
ALTER TABLE "dropouts" ADD COLUMN "readmitted_on" date;
--> statement-breakpoint
ALTER TABLE "dropouts" ADD COLUMN "readmission_note" text;
--> statement-breakpoint
ALTER TABLE "dropouts" ADD COLUMN "serial" integer;
--> statement-breakpoint
ALTER TABLE "dropouts" ADD COLUMN "status" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "dropouts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "dropouts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "university_id" integer;
--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "campus_id" integer;
--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "degree" text;
--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "division" text;
--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "cgpa" numeric(3, 2);
--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "transcript_no" text;
--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "fee_amount" numeric(12, 2);
--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "receipt_no" text;
--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "status" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "graduations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- Backfill the rows written before this migration: the student's campus and university, the letter
-- serial in order of recording per campus and fiscal year, a degree named after the program, and the
-- old free-text reason kept as the note (the reason itself is now one of the regulator's codes).
UPDATE "dropouts" d SET "university_id" = s."university_id", "campus_id" = s."campus_id"
  FROM "students" s WHERE s."id" = d."student_id";
--> statement-breakpoint
UPDATE "dropouts" d SET "serial" = n."serial"
  FROM (SELECT "id", row_number() OVER (PARTITION BY "campus_id", "fiscal_year_id" ORDER BY "id") AS "serial" FROM "dropouts") n
  WHERE n."id" = d."id";
--> statement-breakpoint
UPDATE "dropouts" SET "note" = "reason", "reason" = 'unknown'
  WHERE "reason" IS NULL OR "reason" NOT IN ('financial', 'employment', 'migrationAbroad', 'marriage', 'health', 'transfer', 'academic', 'unknown', 'other');
--> statement-breakpoint
UPDATE "graduations" g SET "university_id" = s."university_id", "campus_id" = s."campus_id", "degree" = p."program_name"
  FROM "students" s JOIN "programs" p ON p."id" = s."program_id" WHERE s."id" = g."student_id";
--> statement-breakpoint
-- A student's enrolment status follows their outcome records from now on (decision 0205).
UPDATE "students" s SET "enrolment_status" = 'droppedOut', "version" = s."version" + 1
  WHERE s."enrolment_status" IN ('active', 'onLeave')
    AND EXISTS (SELECT 1 FROM "dropouts" d WHERE d."student_id" = s."id" AND d."readmitted_on" IS NULL);
--> statement-breakpoint
UPDATE "students" s SET "enrolment_status" = 'graduated', "version" = s."version" + 1
  WHERE s."enrolment_status" IN ('active', 'onLeave')
    AND EXISTS (SELECT 1 FROM "graduations" g WHERE g."student_id" = s."id");
--> statement-breakpoint
ALTER TABLE "dropouts" ALTER COLUMN "university_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "dropouts" ALTER COLUMN "campus_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "dropouts" ALTER COLUMN "serial" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "graduations" ALTER COLUMN "university_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "graduations" ALTER COLUMN "campus_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "graduations" ALTER COLUMN "degree" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "dropouts" ALTER COLUMN "reason" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "dropouts" ADD CONSTRAINT "dropouts_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dropouts" ADD CONSTRAINT "dropouts_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "graduations" ADD CONSTRAINT "graduations_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "graduations" ADD CONSTRAINT "graduations_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "dropouts_student_id_index" ON "dropouts" USING btree ("student_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "dropouts_open_key" ON "dropouts" USING btree ("student_id") WHERE "dropouts"."readmitted_on" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "dropouts_serial_key" ON "dropouts" USING btree ("campus_id","fiscal_year_id","serial");
--> statement-breakpoint
CREATE INDEX "dropouts_campus_id_idx" ON "dropouts" USING btree ("campus_id","id");
--> statement-breakpoint
CREATE INDEX "dropouts_university_id_idx" ON "dropouts" USING btree ("university_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "graduations_transcript_no_key" ON "graduations" USING btree ("university_id",lower("transcript_no")) WHERE "graduations"."transcript_no" is not null;
--> statement-breakpoint
CREATE INDEX "graduations_campus_id_idx" ON "graduations" USING btree ("campus_id","id");
--> statement-breakpoint
CREATE INDEX "graduations_university_id_idx" ON "graduations" USING btree ("university_id","id");
--> statement-breakpoint
ALTER TABLE "dropouts" ADD CONSTRAINT "dropouts_reason_check" CHECK ("dropouts"."reason" in ('financial', 'employment', 'migrationAbroad', 'marriage', 'health', 'transfer', 'academic', 'unknown', 'other'));
--> statement-breakpoint
ALTER TABLE "dropouts" ADD CONSTRAINT "dropouts_last_semester_check" CHECK ("dropouts"."last_semester" between 1 and 12);
--> statement-breakpoint
ALTER TABLE "dropouts" ADD CONSTRAINT "dropouts_last_year_check" CHECK ("dropouts"."last_year" between 1 and 6);
--> statement-breakpoint
ALTER TABLE "dropouts" ADD CONSTRAINT "dropouts_one_last_term_check" CHECK ("dropouts"."last_semester" is null or "dropouts"."last_year" is null);
--> statement-breakpoint
ALTER TABLE "dropouts" ADD CONSTRAINT "dropouts_readmitted_on_check" CHECK ("dropouts"."readmitted_on" >= "dropouts"."dropped_on");
--> statement-breakpoint
ALTER TABLE "dropouts" ADD CONSTRAINT "dropouts_serial_check" CHECK ("dropouts"."serial" >= 1);
--> statement-breakpoint
ALTER TABLE "graduations" ADD CONSTRAINT "graduations_division_check" CHECK ("graduations"."division" in ('distinction', 'first', 'second', 'third', 'pass'));
--> statement-breakpoint
ALTER TABLE "graduations" ADD CONSTRAINT "graduations_cgpa_check" CHECK ("graduations"."cgpa" between 0 and 4);
