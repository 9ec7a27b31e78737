-- The audit trail: every insert, update and delete of a record table during an API request (the
-- request sets hemis.operation) appends one audit_log row in the same transaction. Seeding and
-- migrations set nothing and are not logged. Columns that change on every write (version,
-- updated_at) are left out of `changes`; secrets are masked.
CREATE FUNCTION audit_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_now jsonb := coalesce(new_row, old_row);
  changed jsonb;
BEGIN
  IF coalesce(current_setting('hemis.operation', true), '') = '' THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(jsonb_object_agg(key, jsonb_build_array(
           CASE WHEN key = 'password_hash' AND old_row -> key IS NOT NULL THEN '"(secret)"'::jsonb ELSE old_row -> key END,
           CASE WHEN key = 'password_hash' AND new_row -> key IS NOT NULL THEN '"(secret)"'::jsonb ELSE new_row -> key END)), '{}'::jsonb)
    INTO changed
    FROM jsonb_object_keys(row_now) AS key
   WHERE key NOT IN ('version', 'updated_at', 'created_at')
     AND (old_row IS NULL OR new_row IS NULL OR (old_row -> key) IS DISTINCT FROM (new_row -> key));
  IF TG_OP = 'UPDATE' AND changed = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_log (user_id, address, operation_id, request_id, actor_university_id, actor_campus_id,
                         table_name, action, record_id, record_university_id, record_campus_id, changes)
  VALUES (nullif(current_setting('hemis.user_id', true), '')::integer,
          nullif(current_setting('hemis.address', true), ''),
          current_setting('hemis.operation', true),
          nullif(current_setting('hemis.request_id', true), ''),
          nullif(current_setting('hemis.university_id', true), '')::integer,
          nullif(current_setting('hemis.campus_id', true), '')::integer,
          TG_TABLE_NAME, lower(TG_OP), row_now ->> 'id',
          CASE WHEN TG_TABLE_NAME = 'universities' THEN (row_now ->> 'id')::integer
               ELSE (row_now ->> 'university_id')::integer END,
          CASE WHEN TG_TABLE_NAME = 'campuses' THEN (row_now ->> 'id')::integer
               ELSE (row_now ->> 'campus_id')::integer END,
          changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  audited text[] := ARRAY['universities', 'campuses', 'users', 'faculties', 'levels', 'programs',
    'college_programs', 'subjects', 'major_subjects', 'fiscal_years', 'batches', 'fee_types',
    'general_fee_types', 'employee_positions', 'ethnic_groups', 'fee_setups', 'sections',
    'departments', 'income_expense_heads', 'income_expenses', 'receipts', 'students', 'graduations',
    'dropouts'];
  name text;
BEGIN
  FOREACH name IN ARRAY audited LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_record_change()',
                   name || '_audit', name);
  END LOOP;
END
$$;
