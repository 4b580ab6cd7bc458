CREATE TYPE "public"."ledger_entry_kind" AS ENUM('EARNING', 'REFUND', 'RELEASE', 'PAYOUT', 'PAYOUT_PAID', 'PAYOUT_RETURNED');--> statement-breakpoint
CREATE TYPE "public"."ledger_state" AS ENUM('outside', 'pending', 'available', 'in_flight', 'paid');--> statement-breakpoint
CREATE TYPE "public"."payout_method_type" AS ENUM('mobile_money', 'ghipss');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('PENDING', 'PROCESSING', 'PAID', 'FAILED', 'REVERSED');--> statement-breakpoint
CREATE TABLE "host_ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"host_id" text NOT NULL,
	"kind" "ledger_entry_kind" NOT NULL,
	"from_state" "ledger_state" NOT NULL,
	"to_state" "ledger_state" NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"booking_id" text,
	"refund_id" text,
	"payout_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_ledger_amount_positive" CHECK ("host_ledger_entries"."amount" > 0),
	CONSTRAINT "host_ledger_move" CHECK (("host_ledger_entries"."kind", "host_ledger_entries"."from_state", "host_ledger_entries"."to_state") in (
        ('EARNING', 'outside', 'pending'),
        ('REFUND', 'pending', 'outside'), ('REFUND', 'available', 'outside'),
        ('RELEASE', 'pending', 'available'),
        ('PAYOUT', 'available', 'in_flight'),
        ('PAYOUT_PAID', 'in_flight', 'paid'),
        ('PAYOUT_RETURNED', 'in_flight', 'available'), ('PAYOUT_RETURNED', 'paid', 'available'))),
	CONSTRAINT "host_ledger_links" CHECK (("host_ledger_entries"."kind" in ('EARNING', 'RELEASE') and "host_ledger_entries"."booking_id" is not null)
        or ("host_ledger_entries"."kind" = 'REFUND' and "host_ledger_entries"."booking_id" is not null)
        or ("host_ledger_entries"."kind" in ('PAYOUT', 'PAYOUT_PAID', 'PAYOUT_RETURNED') and "host_ledger_entries"."payout_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payout_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"host_id" text NOT NULL,
	"type" "payout_method_type" NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"verified" boolean NOT NULL,
	"recipient_code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"host_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'GHS' NOT NULL,
	"payout_method_id" text NOT NULL,
	"recipient_code" text NOT NULL,
	"status" "payout_status" DEFAULT 'PENDING' NOT NULL,
	"transfer_code" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "host_profiles" ADD COLUMN "payouts_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "host_profiles" ADD COLUMN "payouts_held_reason" text;--> statement-breakpoint
ALTER TABLE "host_ledger_entries" ADD CONSTRAINT "host_ledger_entries_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_ledger_entries" ADD CONSTRAINT "host_ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_ledger_entries" ADD CONSTRAINT "host_ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_ledger_entries" ADD CONSTRAINT "host_ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payout_method_id_payout_methods_id_fk" FOREIGN KEY ("payout_method_id") REFERENCES "public"."payout_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_ledger_host_idx" ON "host_ledger_entries" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "host_ledger_booking_idx" ON "host_ledger_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "host_ledger_one_earning" ON "host_ledger_entries" USING btree ("booking_id") WHERE "host_ledger_entries"."kind" = 'EARNING';--> statement-breakpoint
CREATE UNIQUE INDEX "host_ledger_one_release" ON "host_ledger_entries" USING btree ("booking_id") WHERE "host_ledger_entries"."kind" = 'RELEASE';--> statement-breakpoint
CREATE UNIQUE INDEX "host_ledger_one_refund_debit" ON "host_ledger_entries" USING btree ("refund_id") WHERE "host_ledger_entries"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "host_ledger_payout_once" ON "host_ledger_entries" USING btree ("payout_id","kind","from_state");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_methods_one_active" ON "payout_methods" USING btree ("host_id") WHERE "payout_methods"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_reference_key" ON "payouts" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_open_per_host" ON "payouts" USING btree ("host_id") WHERE "payouts"."status" in ('PENDING', 'PROCESSING');--> statement-breakpoint
CREATE INDEX "payouts_host_created_idx" ON "payouts" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","next_attempt_at");