ALTER TABLE "bookings" ADD COLUMN "settled_by_payment_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_settled_by_payment_id_payments_id_fk" FOREIGN KEY ("settled_by_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A booking that was ever confirmed by a payment is settled by the first payment that arrived.
UPDATE "bookings" AS "b" SET "settled_by_payment_id" = (SELECT "p"."id" FROM "payments" AS "p" WHERE "p"."booking_id" = "b"."id" AND "p"."status" IN ('COMPLETED', 'REFUNDED') ORDER BY "p"."paid_at" NULLS LAST, "p"."created_at" LIMIT 1) WHERE "b"."confirmed_at" IS NOT NULL;
