-- The top-bar search (docs/decisions/top-bar-search.md): prefix matches that ignore case, each
-- served by a btree index (text_pattern_ops: LIKE 'abc%' whatever the database's collation).
-- Hand-written; the Drizzle schema does not declare expression indexes. Rental numbers are found by
-- ranges of the primary key (rentals.read.ts searchRentals).
CREATE INDEX "customers_name_search_idx" ON "customers" (lower("name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "customers_lastname_search_idx" ON "customers" (lower("lastname") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" ("email_id");
--> statement-breakpoint
CREATE INDEX "emails_email_search_idx" ON "emails" ("email" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "products_internal_number_search_idx" ON "products" (lower("internal_number") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "products_serial_number_search_idx" ON "products" (lower("serial_number") text_pattern_ops);
