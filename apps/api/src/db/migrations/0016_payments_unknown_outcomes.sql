-- Books an auditor can trust (issue 23, items 7 and 8; docs/decisions/payments-outbox.md).
-- 1. The cancellation of a payment goes through the outbox (operation 'delete_external_payment'):
--    a call to the stay system that timed out is unknown, not failed; the entry keeps who asked,
--    for the reversing payment it may create.
ALTER TABLE "payment_outbox" ADD COLUMN "requested_by_id" integer;
--> statement-breakpoint
ALTER TABLE "payment_outbox" ADD CONSTRAINT "payment_outbox_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_outbox" ADD CONSTRAINT "payment_outbox_operation_check" CHECK ("payment_outbox"."operation" in ('create_external_payment', 'delete_external_payment'));
--> statement-breakpoint
-- 2. The spec's link (rentals.md section 4): a reversed payment is no longer active. The stored
--    link stays on the reversing payment (written once, chained in the ledger); the API shows it
--    from the original as refundedPayment.
UPDATE "payments" SET "activated" = false
WHERE "activated" AND "id" IN (SELECT "refunded_payment_id" FROM "payments" WHERE "refunded_payment_id" IS NOT NULL);
--> statement-breakpoint
-- 3. Idempotency-Key of POST /payments/create (docs/api-conventions.md): the same key answers the
--    same payments, whichever API process receives it.
CREATE TABLE "payment_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"payment_ids" integer[] NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_idempotency_keys" ADD CONSTRAINT "payment_idempotency_keys_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
