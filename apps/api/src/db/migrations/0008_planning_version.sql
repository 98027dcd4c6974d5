-- The planning's version (issue 11, docs/decisions/planning-answer.md): every committed write to a
-- table the planning reads adds one to a counter, so the API can keep a built planning answer for
-- as long as the sum of the counters stays the same. Hand-written; not in the Drizzle schema (no
-- module reads or writes it: the triggers below and the planning's statement only).
-- Counters are spread over slots (the writing backend's pid modulo 1024) so that concurrent writers
-- do not wait for one row's lock; a rolled-back write changes nothing, and the sum read in the
-- planning's own statement is consistent with the rows that statement reads.
CREATE TABLE "planning_versions" (
	"slot" integer PRIMARY KEY NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "planning_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "planning_versions" ("slot", "changes") VALUES (pg_backend_pid() % 1024, 1)
	ON CONFLICT ("slot") DO UPDATE SET "changes" = "planning_versions"."changes" + 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "rentals_planning_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rentals" FOR EACH STATEMENT EXECUTE FUNCTION "planning_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "rental_products_planning_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rental_products" FOR EACH STATEMENT EXECUTE FUNCTION "planning_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "products_planning_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "planning_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "declinations_planning_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "declinations" FOR EACH STATEMENT EXECUTE FUNCTION "planning_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "ranges_planning_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ranges" FOR EACH STATEMENT EXECUTE FUNCTION "planning_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "customers_planning_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "planning_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "fidelities_planning_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fidelities" FOR EACH STATEMENT EXECUTE FUNCTION "planning_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "comments_planning_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "comments" FOR EACH STATEMENT EXECUTE FUNCTION "planning_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "sites_planning_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sites" FOR EACH STATEMENT EXECUTE FUNCTION "planning_version_bump"();
