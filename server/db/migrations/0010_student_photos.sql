-- Student photos (decision 0203): one a student, the bytes in the database, gone with the student.
-- No version column of its own (writing one raises the student's), so no audit trigger here.
CREATE TABLE "student_photos" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_photos" ADD CONSTRAINT "student_photos_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;