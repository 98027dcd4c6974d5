ALTER TABLE "companies" ADD COLUMN "accounting_email" text;
