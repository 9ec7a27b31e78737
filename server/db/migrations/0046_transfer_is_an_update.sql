-- A university's transfer of a student (POST /Student/{id}/Transfer) changes a stored record, so it
-- needs students:update now, no longer students:create (decision 0414); moving a transfer was the
-- UniAdmin's only students:create. A transfer turned off before stays off: its rows move to update.
UPDATE "permission_revocations" p SET "action" = 'update'
WHERE p."role" = 'UniAdmin' AND p."module" = 'students' AND p."action" = 'create'
  AND NOT EXISTS (
    SELECT 1 FROM "permission_revocations" q
    WHERE q."role" = p."role" AND q."module" = p."module" AND q."action" = 'update'
      AND coalesce(q."university_id", 0) = coalesce(p."university_id", 0)
      AND coalesce(q."campus_id", 0) = coalesce(p."campus_id", 0)
  );
--> statement-breakpoint
DELETE FROM "permission_revocations"
WHERE "role" = 'UniAdmin' AND "module" = 'students' AND "action" = 'create';
