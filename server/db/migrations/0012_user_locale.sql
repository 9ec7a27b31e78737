-- The user's interface language, kept on the server (English or Nepali). Existing accounts get 'en';
-- the CHECK keeps any other value out whatever writes the row.
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'ne'));