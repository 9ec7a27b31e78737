-- Every write's first statement (issue 19): names the request in the settings the audit triggers
-- read (migration 0005) and, with an Idempotency-Key, takes the key's lock and then reads the answer
-- stored under it, in one round trip. A function rather than one SELECT: a statement's snapshot is
-- taken before its lock is granted, so a look-up beside the lock could miss the answer of the
-- delivery it waited for; here the look-up is a statement of its own after the lock, and under
-- read committed it reads with a snapshot of its own.
CREATE FUNCTION write_begins(
  operation_name text,
  request_id text,
  address text,
  caller_id text,
  caller_university_id text,
  caller_campus_id text,
  key_owner integer,
  key_value text
) RETURNS TABLE (request_hash text, status_code integer, body jsonb)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM set_config('hemis.operation', operation_name, true),
          set_config('hemis.request_id', request_id, true),
          set_config('hemis.address', address, true),
          set_config('hemis.user_id', caller_id, true),
          set_config('hemis.university_id', caller_university_id, true),
          set_config('hemis.campus_id', caller_campus_id, true);
  IF key_value IS NOT NULL THEN
    -- The lock's name as before this function: deliveries of one key queue at it until the
    -- first commits.
    PERFORM pg_advisory_xact_lock(hashtextextended(key_owner || ':' || key_value, 0));
    RETURN QUERY
      SELECT k.request_hash, k.status_code, k.body
        FROM idempotency_keys k
       WHERE k.user_id = key_owner AND k.key = key_value;
  END IF;
END
$$;
