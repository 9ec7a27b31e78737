-- A record's photo and documents in its audit trail (issue 12: every change of a student is kept in
-- its history). Their tables are not audited by audit_record_change (migration 0005): its `changes`
-- would copy the file's bytes, and the record's own row changes only in version and updated_at,
-- which that function leaves out. Here each insert, replacement (a photo's upsert) or delete appends
-- one row under the owning record (table `students` or `employees`, its id), naming the file before
-- and after by type, size, hash and, for a document, kind and name; never its bytes.

-- A file as the history names it: type, size and hash, and a document's kind and name.
CREATE FUNCTION file_summary(file_row record, is_photo boolean) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  summary jsonb := jsonb_build_object('contentType', file_row.content_type, 'size', file_row.size,
                                      'sha256', file_row.sha256);
BEGIN
  -- A statement of its own: a photo's row has no kind or name, and naming them fails when run.
  IF is_photo THEN
    RETURN summary;
  END IF;
  RETURN summary || jsonb_build_object('kind', file_row.kind, 'name', file_row.name);
END
$$;
--> statement-breakpoint
CREATE FUNCTION audit_file_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  file_row record;
  is_photo boolean := TG_TABLE_NAME <> 'record_documents';
  owner_table text;
  owner_id integer;
  before jsonb;
  after jsonb;
  owner_university integer;
  owner_campus integer;
BEGIN
  IF coalesce(current_setting('hemis.operation', true), '') = '' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN file_row := OLD; ELSE file_row := NEW; END IF;
  IF TG_TABLE_NAME = 'student_photos' THEN
    owner_table := 'students'; owner_id := file_row.student_id;
  ELSIF TG_TABLE_NAME = 'employee_photos' THEN
    owner_table := 'employees'; owner_id := file_row.employee_id;
  ELSIF file_row.student_id IS NOT NULL THEN
    owner_table := 'students'; owner_id := file_row.student_id;
  ELSE
    owner_table := 'employees'; owner_id := file_row.employee_id;
  END IF;
  IF TG_OP <> 'INSERT' THEN before := file_summary(OLD, is_photo); END IF;
  IF TG_OP <> 'DELETE' THEN after := file_summary(NEW, is_photo); END IF;
  IF before IS NOT DISTINCT FROM after THEN
    RETURN NULL;
  END IF;
  EXECUTE format('SELECT university_id, campus_id FROM %I WHERE id = $1', owner_table)
    INTO owner_university, owner_campus USING owner_id;
  INSERT INTO audit_log (user_id, address, operation_id, request_id, actor_university_id, actor_campus_id,
                         table_name, action, record_id, record_university_id, record_campus_id, changes)
  VALUES (nullif(current_setting('hemis.user_id', true), '')::integer,
          nullif(current_setting('hemis.address', true), ''),
          current_setting('hemis.operation', true),
          nullif(current_setting('hemis.request_id', true), ''),
          nullif(current_setting('hemis.university_id', true), '')::integer,
          nullif(current_setting('hemis.campus_id', true), '')::integer,
          owner_table, 'update', owner_id::text, owner_university, owner_campus,
          jsonb_build_object(CASE WHEN is_photo THEN 'photo' ELSE 'document' END,
                             jsonb_build_array(before, after)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER student_photos_audit AFTER INSERT OR UPDATE OR DELETE ON student_photos
  FOR EACH ROW EXECUTE FUNCTION audit_file_change();
--> statement-breakpoint
CREATE TRIGGER employee_photos_audit AFTER INSERT OR UPDATE OR DELETE ON employee_photos
  FOR EACH ROW EXECUTE FUNCTION audit_file_change();
--> statement-breakpoint
CREATE TRIGGER record_documents_audit AFTER INSERT OR DELETE ON record_documents
  FOR EACH ROW EXECUTE FUNCTION audit_file_change();
