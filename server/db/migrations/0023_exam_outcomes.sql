CREATE TABLE "exam_outcomes" (
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"appeared" boolean NOT NULL,
	"passed" boolean NOT NULL,
	CONSTRAINT "exam_outcomes_exam_id_student_id_pk" PRIMARY KEY("exam_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "exam_outcomes" ADD CONSTRAINT "exam_outcomes_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_outcomes" ADD CONSTRAINT "exam_outcomes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The outcomes of the exams published before this table (decision 0226): the same computation as
-- server/repositories/exam-outcomes.ts, over every published exam.
INSERT INTO "exam_outcomes" ("exam_id", "student_id", "appeared", "passed")
SELECT p.exam_id, m.student_id,
  bool_or(NOT m.absent) AND NOT bool_or(m.withheld),
  count(*) FILTER (WHERE NOT m.absent
    AND (p.theory_full <= 0 OR coalesce(m.theory, 0) >= p.theory_pass)
    AND (p.practical_full <= 0 OR coalesce(m.practical, 0) >= p.practical_pass)
    AND (p.internal_full <= 0 OR coalesce(m.internal, 0) >= p.internal_pass)) = max(p.papers)
FROM (
  SELECT e.id AS exam_id, jsonb_array_length(e.routine) AS papers,
    (r->>'subjectId')::int AS subject_id,
    coalesce((r->>'theoryFull')::numeric, 0) AS theory_full,
    coalesce((r->>'theoryPass')::numeric, 0) AS theory_pass,
    coalesce((r->>'practicalFull')::numeric, 0) AS practical_full,
    coalesce((r->>'practicalPass')::numeric, 0) AS practical_pass,
    coalesce((r->>'internalFull')::numeric, 0) AS internal_full,
    coalesce((r->>'internalPass')::numeric, 0) AS internal_pass
  FROM exams e CROSS JOIN jsonb_array_elements(e.routine) r
  WHERE e.published_at IS NOT NULL
) p
JOIN marks m ON m.exam_id = p.exam_id AND m.subject_id = p.subject_id
GROUP BY p.exam_id, m.student_id;
