import Big from "big.js";
import { MAX_STAY_NIGHTS } from "./dates";
import type { ListingType, PriceUnit } from "./enums";
import { MAX_PARTY } from "./guest-limits";
import { round2, toMoneyString } from "./money";

export const SERVICE_FEE_RATE = "0.10";
export const TAX_RATE = "0.125";

export interface StayPrice {
  nights: number;
  pricePerNight: string;
  subtotal: string;
  serviceFee: string;
  taxes: string;
  total: string;
  currency: "GHS";
}

export interface StayPriceNumbers {
  nights: number;
  pricePerNight: number;
  subtotal: number;
  serviceFee: number;
  taxes: number;
  total: number;
  currency: "GHS";
}

function toPrice(value: Big.BigSource): Big {
  let price: Big;
  try {
    price = new Big(value);
  } catch {
    throw new RangeError(`Invalid price per night: ${String(value)}`);
  }
  if (price.lt(0)) throw new RangeError(`Price per night may not be negative: ${price.toString()}`);
  // Prices are stored with two decimals; price the stay from the same value the booking records.
  return round2(price);
}

/** What is bought: the listing's kind and price unit, the nights (or days), the party. */
export interface Sale {
  type: ListingType;
  unit: PriceUnit;
  /** Nights of a stay; days of an activity or experience (its duration). */
  nights: number;
  /** Adults and children together. */
  participants: number;
}

/**
 * How many times the unit price is paid (docs/decisions.md, "Prices by unit"): per night for
 * a stay; per person per night, or per group per night, for an accommodation; per person, or
 * per group, once per booking for an activity or experience, however many days it lasts.
 */
export function unitsSold({ type, unit, nights, participants }: Sale): number {
  if (!Number.isInteger(nights) || nights < 1 || nights > MAX_STAY_NIGHTS) {
    throw new RangeError(`Nights must be an integer from 1 to ${MAX_STAY_NIGHTS}: ${nights}`);
  }
  if (!Number.isInteger(participants) || participants < 1 || participants > MAX_PARTY) {
    throw new RangeError(`Participants must be an integer from 1 to ${MAX_PARTY}: ${participants}`);
  }
  const perBooking = type !== "ACCOMMODATION";
  switch (unit) {
    case "PER_NIGHT":
      return nights;
    case "PER_PERSON":
      return perBooking ? participants : participants * nights;
    case "PER_GROUP":
      return perBooking ? 1 : nights;
  }
}

/**
 * The pricing rules of interface.md: the unit price times the units sold is the subtotal;
 * fee and taxes on the subtotal, each rounded half-up. `pricePerNight` is the unit price.
 */
export function computePrice(unitPrice: Big.BigSource, sale: Sale): StayPrice {
  const units = unitsSold(sale);
  const price = toPrice(unitPrice);
  const subtotal = price.times(units);
  const serviceFee = round2(subtotal.times(SERVICE_FEE_RATE));
  const taxes = round2(subtotal.times(TAX_RATE));
  const total = round2(subtotal.plus(serviceFee).plus(taxes));
  return {
    nights: sale.nights,
    pricePerNight: toMoneyString(price),
    subtotal: toMoneyString(subtotal),
    serviceFee: toMoneyString(serviceFee),
    taxes: toMoneyString(taxes),
    total: toMoneyString(total),
    currency: "GHS",
  };
}

/** The JSON-number form used by the availability endpoint. */
export function stayPriceAsNumbers(p: StayPrice): StayPriceNumbers {
  return {
    nights: p.nights,
    pricePerNight: Number(p.pricePerNight),
    subtotal: Number(p.subtotal),
    serviceFee: Number(p.serviceFee),
    taxes: Number(p.taxes),
    total: Number(p.total),
    currency: p.currency,
  };
}
