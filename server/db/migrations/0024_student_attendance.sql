CREATE TABLE "student_attendance" (
	"student_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"recorded_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_attendance_student_id_date_pk" PRIMARY KEY("student_id","date"),
	CONSTRAINT "student_attendance_status_check" CHECK ("student_attendance"."status" in ('present', 'absent', 'late', 'leave'))
);
--> statement-breakpoint
ALTER TABLE "student_attendance" ADD CONSTRAINT "student_attendance_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_attendance" ADD CONSTRAINT "student_attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;