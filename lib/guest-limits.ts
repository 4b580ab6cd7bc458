// How many guests a booking may bring: the request's bounds (the booking schema) and the
// listing's capacity (the booking service), also what the guest pickers and forms offer.

export const MAX_ADULTS = 20;
export const MAX_CHILDREN = 10;
/** The largest party a booking may bring anywhere: what a search without a listing offers. */
export const MAX_PARTY = MAX_ADULTS + MAX_CHILDREN;

export interface Guests {
  adults: number;
  children: number;
}

/** The most adults a party with `children` children may have at a listing for `capacity`. */
export function maxAdults(capacity: number, children = 0): number {
  return Math.min(MAX_ADULTS, capacity - children);
}

/** The most children a party with `adults` adults (at least one) may bring. */
export function maxChildren(capacity: number, adults = 1): number {
  return Math.max(0, Math.min(MAX_CHILDREN, capacity - adults));
}

/** Whether the party fits the listing: children count as guests. */
export function fitsCapacity(guests: Guests, capacity: number): boolean {
  return guests.adults + guests.children <= capacity;
}
