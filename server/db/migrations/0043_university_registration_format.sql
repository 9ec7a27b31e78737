ALTER TABLE "universities" ADD COLUMN "registration_format" text;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "registration_example" text;