-- Phones, one rule (issue 9): every stored phone is in its normal form, E.164 (+33610078557), so the
-- unique constraints phones_number_unique and companies_phone_unique hold on the normal form
-- ("06 10 07 85 57" and "+33 6 10 07 85 57" are one number). The API reads typed numbers with the
-- contract's rule (packages/contract/src/phones.ts); this converts the rows already stored, as far
-- as SQL can: separators dropped, a leading 00 read as +, and a national number (leading 0, or an
-- Italian mobile) read in the country of its customer (a contact's phone: the contact's customer;
-- a billing company's phone: the company), else of the first site. A row whose normal form another
-- row already holds, or that cannot be read, is left as it is.
CREATE TEMPORARY TABLE "phone_calling_codes" ("code" text PRIMARY KEY, "calling" text NOT NULL, "keeps_zero" boolean NOT NULL);
--> statement-breakpoint
INSERT INTO "phone_calling_codes" ("code", "calling", "keeps_zero") VALUES
  ('FR', '33', false), ('IT', '39', true), ('DE', '49', false), ('NL', '31', false),
  ('GB', '44', false), ('BE', '32', false), ('ES', '34', false), ('CH', '41', false),
  ('AT', '43', false), ('PT', '351', false), ('LU', '352', false), ('IE', '353', false),
  ('DK', '45', false), ('SE', '46', false), ('NO', '47', false), ('PL', '48', false),
  ('FI', '358', false), ('CZ', '420', false), ('MC', '377', false), ('SM', '378', true),
  ('GR', '30', false), ('HR', '385', false), ('SI', '386', false), ('HU', '36', false);
--> statement-breakpoint
CREATE TEMPORARY TABLE "phone_normal_forms" ("kind" text NOT NULL, "id" integer NOT NULL, "old" text NOT NULL, "normal" text);
--> statement-breakpoint
INSERT INTO "phone_normal_forms" ("kind", "id", "old", "normal")
SELECT 'phone', t."id", t."number",
  CASE
    WHEN t."digits" ~ '^\+[1-9][0-9]{6,14}$' THEN t."digits"
    WHEN t."digits" ~ '^00[1-9][0-9]{6,14}$' THEN '+' || substr(t."digits", 3)
    WHEN t."calling" IS NOT NULL AND t."digits" ~ '^0[1-9][0-9]{5,13}$'
      THEN '+' || t."calling" || CASE WHEN t."keeps_zero" THEN t."digits" ELSE substr(t."digits", 2) END
    WHEN t."code" = 'IT' AND t."digits" ~ '^3[0-9]{8,9}$' THEN '+39' || t."digits"
  END
FROM (
  SELECT p."id", p."number", regexp_replace(p."number", '[^0-9+]', '', 'g') AS "digits",
    cc."code", cc."calling", cc."keeps_zero"
  FROM "phones" p
  LEFT JOIN "customers" owner ON owner."id" = p."customer_id"
  LEFT JOIN LATERAL (
    SELECT holder."country_id" FROM "contacts" ct
    JOIN "customers" holder ON holder."id" = ct."customer_id"
    WHERE ct."phone_id" = p."id" ORDER BY ct."id" LIMIT 1
  ) contact_customer ON true
  LEFT JOIN "countries" co ON co."id" = COALESCE(
    owner."country_id", contact_customer."country_id",
    (SELECT s."country_id" FROM "sites" s ORDER BY s."id" LIMIT 1))
  LEFT JOIN "phone_calling_codes" cc ON cc."code" = upper(co."code_iso_3166_2")
) t;
--> statement-breakpoint
INSERT INTO "phone_normal_forms" ("kind", "id", "old", "normal")
SELECT 'company', t."id", t."phone",
  CASE
    WHEN t."digits" ~ '^\+[1-9][0-9]{6,14}$' THEN t."digits"
    WHEN t."digits" ~ '^00[1-9][0-9]{6,14}$' THEN '+' || substr(t."digits", 3)
    WHEN t."calling" IS NOT NULL AND t."digits" ~ '^0[1-9][0-9]{5,13}$'
      THEN '+' || t."calling" || CASE WHEN t."keeps_zero" THEN t."digits" ELSE substr(t."digits", 2) END
    WHEN t."code" = 'IT' AND t."digits" ~ '^3[0-9]{8,9}$' THEN '+39' || t."digits"
  END
FROM (
  SELECT c."id", c."phone", regexp_replace(c."phone", '[^0-9+]', '', 'g') AS "digits",
    cc."code", cc."calling", cc."keeps_zero"
  FROM "companies" c
  LEFT JOIN "countries" co ON co."id" = c."country_id"
  LEFT JOIN "phone_calling_codes" cc ON cc."code" = upper(co."code_iso_3166_2")
  WHERE c."phone" IS NOT NULL
) t;
--> statement-breakpoint
UPDATE "phones" p SET "number" = r."normal"
FROM (
  SELECT "id", "normal", row_number() OVER (PARTITION BY "normal" ORDER BY "id") AS "rank"
  FROM "phone_normal_forms" WHERE "kind" = 'phone' AND "normal" IS NOT NULL AND "normal" <> "old"
) r
WHERE p."id" = r."id" AND r."rank" = 1
  AND NOT EXISTS (SELECT 1 FROM "phones" other WHERE other."number" = r."normal");
--> statement-breakpoint
UPDATE "companies" c SET "phone" = r."normal"
FROM (
  SELECT "id", "normal", row_number() OVER (PARTITION BY "normal" ORDER BY "id") AS "rank"
  FROM "phone_normal_forms" WHERE "kind" = 'company' AND "normal" IS NOT NULL AND "normal" <> "old"
) r
WHERE c."id" = r."id" AND r."rank" = 1
  AND NOT EXISTS (SELECT 1 FROM "companies" other WHERE other."phone" = r."normal");
--> statement-breakpoint
DROP TABLE "phone_normal_forms";
--> statement-breakpoint
DROP TABLE "phone_calling_codes";
