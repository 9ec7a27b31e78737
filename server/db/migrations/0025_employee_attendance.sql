CREATE TABLE "employee_attendance" (
	"employee_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"recorded_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_attendance_employee_id_date_pk" PRIMARY KEY("employee_id","date"),
	CONSTRAINT "employee_attendance_status_check" CHECK ("employee_attendance"."status" in ('present', 'absent', 'late', 'leave'))
);
--> statement-breakpoint
ALTER TABLE "employee_attendance" ADD CONSTRAINT "employee_attendance_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_attendance" ADD CONSTRAINT "employee_attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;