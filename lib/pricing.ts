import Big from "big.js";
import { MAX_STAY_NIGHTS } from "./dates";
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

/** The pricing rules of interface.md: fee and taxes on the subtotal, each rounded half-up. */
export function computeStayPrice(pricePerNight: Big.BigSource, nights: number): StayPrice {
  if (!Number.isInteger(nights) || nights < 1 || nights > MAX_STAY_NIGHTS) {
    throw new RangeError(`Nights must be an integer from 1 to ${MAX_STAY_NIGHTS}: ${nights}`);
  }
  const price = toPrice(pricePerNight);
  const subtotal = price.times(nights);
  const serviceFee = round2(subtotal.times(SERVICE_FEE_RATE));
  const taxes = round2(subtotal.times(TAX_RATE));
  const total = round2(subtotal.plus(serviceFee).plus(taxes));
  return {
    nights,
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
