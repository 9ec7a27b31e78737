DROP INDEX "employees_code_key";--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "university_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "campus_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "fte" numeric(3, 2) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "employee_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_employer_code_key" ON "employees" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),lower("employee_code"));--> statement-breakpoint
CREATE INDEX "employees_person_idx" ON "employees" USING btree (regexp_replace(lower("citizenship_no"), '[^0-9a-z]', '', 'g'),"date_of_birth") WHERE "employees"."citizenship_no" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_employee_key" ON "users" USING btree ("employee_id");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_employer_check" CHECK ("employees"."campus_id" is null or "employees"."university_id" is not null);--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_fte_check" CHECK ("employees"."fte" > 0 and "employees"."fte" <= 1);