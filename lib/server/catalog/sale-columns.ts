import { listings } from "@/db/schema";

/** What prices and books a listing: its kind, price and unit, capacity, length and starts. */
export const saleColumns = {
  type: listings.type,
  priceGhs: listings.priceGhs,
  priceUnit: listings.priceUnit,
  maxGuests: listings.maxGuests,
  durationDays: listings.durationDays,
  startTimes: listings.startTimes,
};
