-- Decision 0427: the registers' name indexes order the lowercased names by code point (collate
-- "C"), as the device orders them and whatever the database's locale; a surname's prefix is then a
-- range of them, which a search's page walks from the prefix.
DROP INDEX "employees_campus_name_idx";--> statement-breakpoint
DROP INDEX "employees_name_idx";--> statement-breakpoint
DROP INDEX "employees_university_name_idx";--> statement-breakpoint
DROP INDEX "students_campus_name_idx";--> statement-breakpoint
DROP INDEX "students_name_idx";--> statement-breakpoint
DROP INDEX "students_university_name_idx";--> statement-breakpoint
CREATE INDEX "employees_campus_name_idx" ON "employees" USING btree ("campus_id",(lower("last_name") collate "C"),(lower("first_name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "employees_name_idx" ON "employees" USING btree ((lower("last_name") collate "C"),(lower("first_name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "employees_university_name_idx" ON "employees" USING btree ("university_id",(lower("last_name") collate "C"),(lower("first_name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "students_campus_name_idx" ON "students" USING btree ("campus_id",(lower("last_name") collate "C"),(lower("first_name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "students_name_idx" ON "students" USING btree ((lower("last_name") collate "C"),(lower("first_name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "students_university_name_idx" ON "students" USING btree ("university_id",(lower("last_name") collate "C"),(lower("first_name") collate "C"),"id");