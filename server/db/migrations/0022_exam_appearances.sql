CREATE TABLE "exam_appearances" (
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"symbol_no" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_appearances_exam_id_student_id_pk" PRIMARY KEY("exam_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "exam_appearances" ADD CONSTRAINT "exam_appearances_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_appearances" ADD CONSTRAINT "exam_appearances_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_appearances_symbol_key" ON "exam_appearances" USING btree ("exam_id",lower("symbol_no"));