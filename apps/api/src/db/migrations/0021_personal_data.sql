-- Customers' personal data (issue #26, docs/decisions/personal-data.md).
-- The data-protection feature: granted to the administrators' profile, refused to every other.
INSERT INTO "features" ("id", "name", "identifier", "activated") VALUES
  (8, 'Protection des données', 'data_protection', true)
  ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "feature_accesses" ("feature_id", "profile_id", "access_type")
  SELECT 8, "id", CASE WHEN "name" = 'ADMINISTRATEUR' THEN 'oui' ELSE 'non' END FROM "profiles"
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "anonymised_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "identity_obscured_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"company_id" integer PRIMARY KEY NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"identity_months" integer NOT NULL,
	"anonymise_years" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	"updated_by_id" integer REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "retention_settings_ranges_check" CHECK ("identity_months" between 1 and 120 AND "anonymise_years" between 1 and 30)
);
--> statement-breakpoint
-- One row per day the daily retention job ran: the process that inserts it runs the day's job, the
-- others see the row and do nothing (several API processes may run).
CREATE TABLE "retention_job_days" (
	"day" date PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL DEFAULT now(),
	"claimed_by" text NOT NULL
);
