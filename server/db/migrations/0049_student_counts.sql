-- Decision 0428: how many students each campus of each university has, kept by the database in the
-- same transaction as every insert, delete, move to another campus and truncate of `students`
-- (statement triggers, one grouped write a statement however many rows it wrote), so the
-- commission's and a university's whole register is counted from a few hundred rows.
CREATE TABLE "student_counts" (
	"university_id" integer NOT NULL,
	"campus_id" integer NOT NULL,
	"students" integer NOT NULL,
	CONSTRAINT "student_counts_university_id_campus_id_pk" PRIMARY KEY("university_id","campus_id")
);
--> statement-breakpoint
-- Rows are added to their (university, campus) and taken from the one they left; in the key's
-- order, so two statements of many campuses lock the count rows in one order and never deadlock.
-- An update that moves no student (every edit but a transfer) writes nothing, locks nothing.
CREATE FUNCTION count_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO student_counts AS c (university_id, campus_id, students)
      SELECT university_id, campus_id, sum(n)::int FROM (
        SELECT o.university_id, o.campus_id, -1 AS n FROM old_rows o JOIN new_rows w ON w.id = o.id
         WHERE (o.university_id, o.campus_id) IS DISTINCT FROM (w.university_id, w.campus_id)
        UNION ALL
        SELECT w.university_id, w.campus_id, 1 FROM old_rows o JOIN new_rows w ON w.id = o.id
         WHERE (o.university_id, o.campus_id) IS DISTINCT FROM (w.university_id, w.campus_id)
      ) moved GROUP BY university_id, campus_id ORDER BY university_id, campus_id
      ON CONFLICT (university_id, campus_id) DO UPDATE SET students = c.students + excluded.students;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO student_counts AS c (university_id, campus_id, students)
      SELECT university_id, campus_id, count(*)::int FROM new_rows
       GROUP BY university_id, campus_id ORDER BY university_id, campus_id
      ON CONFLICT (university_id, campus_id) DO UPDATE SET students = c.students + excluded.students;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO student_counts AS c (university_id, campus_id, students)
      SELECT university_id, campus_id, -count(*)::int FROM old_rows
       GROUP BY university_id, campus_id ORDER BY university_id, campus_id
      ON CONFLICT (university_id, campus_id) DO UPDATE SET students = c.students + excluded.students;
  ELSE
    DELETE FROM student_counts;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "students_counted_insert" AFTER INSERT ON "students"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_students();
--> statement-breakpoint
CREATE TRIGGER "students_counted_update" AFTER UPDATE ON "students"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_students();
--> statement-breakpoint
CREATE TRIGGER "students_counted_delete" AFTER DELETE ON "students"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_students();
--> statement-breakpoint
CREATE TRIGGER "students_counted_truncate" AFTER TRUNCATE ON "students"
  FOR EACH STATEMENT EXECUTE FUNCTION count_students();
--> statement-breakpoint
INSERT INTO student_counts (university_id, campus_id, students)
  SELECT university_id, campus_id, count(*)::int FROM students GROUP BY university_id, campus_id;
