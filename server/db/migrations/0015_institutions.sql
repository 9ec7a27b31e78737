-- Universities and campuses registered in the app (decision 0206): names in Devanagari, a
-- university's type and BS year, an address in Nepal's administrative units (the older text columns
-- stay, derived from the ids on every write), contacts, a campus's exam code and map location.
-- Existing rows get their ids from their text where it matches the reference data (decision 0200);
-- where nothing matches the ids stay null and the text is kept. A university's `established_year`
-- held the BS year (the contract said so): it moves to `established_year_bs`, and the column keeps
-- the AD year that BS year began in. Names (universities; campuses within their university) and
-- campus codes become unique in any letter case. Both tables are audited already (0005).
ALTER TABLE "universities" DROP CONSTRAINT "universities_name_unique";--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "name_ne" text;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "exam_code" text;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "established_year_bs" integer;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "province_id" integer;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "district_id" integer;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "local_level_id" integer;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "ward" integer;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "name_ne" text;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "university_type" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "province_id" integer;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "district_id" integer;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "local_level_id" integer;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "ward" integer;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "established_year_bs" integer;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "website" text;--> statement-breakpoint
-- A year the table cannot hold as BS was entered in AD.
UPDATE "universities" SET "established_year_bs" = CASE WHEN "established_year" BETWEEN 2000 AND 2100
  THEN "established_year" ELSE "established_year" + 57 END;--> statement-breakpoint
UPDATE "universities" SET "established_year" = "established_year_bs" - 57;--> statement-breakpoint
ALTER TABLE "universities" ALTER COLUMN "established_year_bs" SET NOT NULL;--> statement-breakpoint
UPDATE "universities" u SET "province_id" = p."id" FROM "provinces" p WHERE p."id" = u."province";--> statement-breakpoint
UPDATE "campuses" c SET "province_id" = p."id" FROM "provinces" p WHERE p."id" = c."province";--> statement-breakpoint
UPDATE "universities" u SET "district_id" = d."id" FROM "districts" d
 WHERE lower(d."name_en") = lower(trim(u."district")) AND d."province_id" = u."province_id";--> statement-breakpoint
UPDATE "campuses" c SET "district_id" = d."id" FROM "districts" d
 WHERE lower(d."name_en") = lower(trim(c."district")) AND d."province_id" = c."province_id";--> statement-breakpoint
-- A local level by its English name within the district, written alone ("Kirtipur") or with its
-- category in full ("Kirtipur Municipality"); a university's only place name is its address.
UPDATE "campuses" c SET "local_level_id" = l."id" FROM "local_levels" l
 WHERE l."district_id" = c."district_id"
   AND lower(trim(c."local_level")) IN (lower(l."name_en"), lower(l."name_en" || ' ' || CASE l."category"
     WHEN 'MC' THEN 'Metropolitan City' WHEN 'SMC' THEN 'Sub-Metropolitan City'
     WHEN 'M' THEN 'Municipality' ELSE 'Rural Municipality' END));--> statement-breakpoint
UPDATE "universities" u SET "local_level_id" = l."id" FROM "local_levels" l
 WHERE l."district_id" = u."district_id"
   AND lower(trim(u."address")) IN (lower(l."name_en"), lower(l."name_en" || ' ' || CASE l."category"
     WHEN 'MC' THEN 'Metropolitan City' WHEN 'SMC' THEN 'Sub-Metropolitan City'
     WHEN 'M' THEN 'Municipality' ELSE 'Rural Municipality' END));--> statement-breakpoint
ALTER TABLE "campuses" ADD CONSTRAINT "campuses_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campuses" ADD CONSTRAINT "campuses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campuses" ADD CONSTRAINT "campuses_local_level_id_local_levels_id_fk" FOREIGN KEY ("local_level_id") REFERENCES "public"."local_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_local_level_id_local_levels_id_fk" FOREIGN KEY ("local_level_id") REFERENCES "public"."local_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campuses_name_key" ON "campuses" USING btree ("university_id",lower("campus_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "campuses_code_key" ON "campuses" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "universities_name_key" ON "universities" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "campuses" ADD CONSTRAINT "campuses_location_check" CHECK (("campuses"."latitude" is null) = ("campuses"."longitude" is null) and ("campuses"."latitude" is null or ("campuses"."latitude" between 26.3 and 30.5 and "campuses"."longitude" between 80.0 and 88.3)));--> statement-breakpoint
ALTER TABLE "campuses" ADD CONSTRAINT "campuses_established_check" CHECK ("campuses"."established_year_bs" between 2000 and 2100);--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_type_check" CHECK ("universities"."university_type" in ('public', 'private', 'deemedHealthAcademy'));--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_established_check" CHECK ("universities"."established_year_bs" between 2000 and 2100);