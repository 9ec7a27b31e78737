CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ne" text NOT NULL,
	CONSTRAINT "districts_nameEn_unique" UNIQUE("name_en")
);
--> statement-breakpoint
CREATE TABLE "local_levels" (
	"id" integer PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"category" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ne" text NOT NULL,
	"wards" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ne" text NOT NULL,
	"headquarter" text NOT NULL,
	CONSTRAINT "provinces_nameEn_unique" UNIQUE("name_en")
);
--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_levels" ADD CONSTRAINT "local_levels_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "districts_province_id_index" ON "districts" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "local_levels_district_id_index" ON "local_levels" USING btree ("district_id");--> statement-breakpoint
CREATE UNIQUE INDEX "local_levels_district_id_name_en_index" ON "local_levels" USING btree ("district_id","name_en");