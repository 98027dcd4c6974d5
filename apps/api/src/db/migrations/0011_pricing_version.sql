-- The pricing version (docs/decisions/booking-round-trips.md): every committed write to a table that
-- a rental's prices depend on (pricings, tax rules and their rates, pricing types, sites, companies)
-- adds one to a counter, so the API can keep what it read of them (a site's billing company, time
-- zone and price display, the pricings of a company and pricing type, a country's tax rates) for
-- as long as the sum of the counters stays the same. Hand-written, like planning_versions
-- (migration 0008): slots per writing backend (pid modulo 1024) so that concurrent writers do not
-- wait for one row's lock; a rolled-back write changes nothing.
CREATE TABLE "pricing_versions" (
	"slot" integer PRIMARY KEY NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "pricing_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "pricing_versions" ("slot", "changes") VALUES (pg_backend_pid() % 1024, 1)
	ON CONFLICT ("slot") DO UPDATE SET "changes" = "pricing_versions"."changes" + 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "pricings_pricing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pricings" FOR EACH STATEMENT EXECUTE FUNCTION "pricing_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "tax_rules_pricing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_rules" FOR EACH STATEMENT EXECUTE FUNCTION "pricing_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "tax_rule_rates_pricing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_rule_rates" FOR EACH STATEMENT EXECUTE FUNCTION "pricing_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "pricing_types_pricing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pricing_types" FOR EACH STATEMENT EXECUTE FUNCTION "pricing_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "sites_pricing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sites" FOR EACH STATEMENT EXECUTE FUNCTION "pricing_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "companies_pricing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "pricing_version_bump"();
