-- A student's latest decided contact correction is read on their dashboard (decision 0320,
-- amended): by student, newest first, without reading every campus's corrections.
CREATE INDEX "student_contact_requests_student_id_id_index" ON "student_contact_requests" USING btree ("student_id","id");