-- Pricing reference data with the fixed ids of docs/domain.md.
INSERT INTO "pricing_types" ("id", "description") VALUES (1, 'Standard'), (2, 'Externe');
--> statement-breakpoint
INSERT INTO "duration_types" ("id", "description") VALUES (1, 'Demi-journée'), (2, 'Jour');
