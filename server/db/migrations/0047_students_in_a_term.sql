-- Decision 0412: a student active or on leave is in a term of their program's kind; the form, the
-- import and the server require it, and every screen reads it as recorded. A row from before
-- without one (demo data, imports, a move to a program of another kind) is put in the first term,
-- where the register's filter and Upgrade counted it; one holding the other kind's term at the same
-- point of the course (year 2 is semester 3, semester 6 year 3), at most the program's last. A
-- dropped-out student too, as a readmission makes them active again. The version is raised, so
-- devices read the row again.
UPDATE "students" s SET
  "semester" = CASE WHEN p."program_type" = 'semester'
    THEN least(coalesce(s."semester", 2 * s."year" - 1, 1), last."term") END,
  "year" = CASE WHEN p."program_type" = 'annual'
    THEN least(coalesce(s."year", (s."semester" + 1) / 2, 1), last."term") END,
  "version" = s."version" + 1,
  "updated_at" = now()
FROM "programs" p
CROSS JOIN LATERAL (SELECT least(
    (CASE WHEN p."duration_years" > 0 THEN p."duration_years" ELSE 4 END)
      * (CASE WHEN p."program_type" = 'semester' THEN 2 ELSE 1 END),
    CASE WHEN p."program_type" = 'semester' THEN 12 ELSE 6 END) AS "term") last
WHERE p."id" = s."program_id"
  AND s."enrolment_status" IN ('active', 'onLeave', 'droppedOut')
  AND (CASE WHEN p."program_type" = 'semester' THEN s."semester" ELSE s."year" END) IS NULL;
