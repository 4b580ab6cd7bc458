import { pgEnum } from "drizzle-orm/pg-core";
import {
  BLOCK_REASONS,
  BOOKING_STATUSES,
  EMAIL_STATUSES,
  LEDGER_ENTRY_KINDS,
  LEDGER_STATES,
  LISTING_STATUSES,
  LISTING_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYOUT_METHOD_TYPES,
  PAYOUT_STATUSES,
  PRICE_UNITS,
  PROPERTY_TYPES,
  REFUND_STATUSES,
  ROLES,
} from "../../lib/enums";

export const roleEnum = pgEnum("user_role", ROLES);
export const listingTypeEnum = pgEnum("listing_type", LISTING_TYPES);
export const listingStatusEnum = pgEnum("listing_status", LISTING_STATUSES);
export const priceUnitEnum = pgEnum("price_unit", PRICE_UNITS);
export const propertyTypeEnum = pgEnum("property_type", PROPERTY_TYPES);
export const bookingStatusEnum = pgEnum("booking_status", BOOKING_STATUSES);
export const paymentStatusEnum = pgEnum("payment_status", PAYMENT_STATUSES);
export const paymentMethodEnum = pgEnum("payment_method", PAYMENT_METHODS);
export const refundStatusEnum = pgEnum("refund_status", REFUND_STATUSES);
export const blockReasonEnum = pgEnum("block_reason", BLOCK_REASONS);
export const emailStatusEnum = pgEnum("email_status", EMAIL_STATUSES);
export const payoutMethodTypeEnum = pgEnum("payout_method_type", PAYOUT_METHOD_TYPES);
export const payoutStatusEnum = pgEnum("payout_status", PAYOUT_STATUSES);
export const ledgerStateEnum = pgEnum("ledger_state", LEDGER_STATES);
export const ledgerEntryKindEnum = pgEnum("ledger_entry_kind", LEDGER_ENTRY_KINDS);
