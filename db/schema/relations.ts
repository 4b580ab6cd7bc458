import { relations } from "drizzle-orm";
import { blockedNights, bookingHistory, bookings } from "./bookings";
import { favorites } from "./favorites";
import { amenities, listingAmenities, listingImages, listings } from "./listings";
import { payments, refunds } from "./payments";
import { profiles, refreshTokens, users } from "./users";

export const usersRelations = relations(users, ({ one, many }) => ({
  profile: one(profiles, { fields: [users.id], references: [profiles.userId] }),
  bookings: many(bookings),
  favorites: many(favorites),
  refreshTokens: many(refreshTokens),
}));

export const profilesRelations = relations(profiles, ({ one }) => ({
  user: one(users, { fields: [profiles.userId], references: [users.id] }),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  user: one(users, { fields: [refreshTokens.userId], references: [users.id] }),
}));

export const listingsRelations = relations(listings, ({ many }) => ({
  images: many(listingImages),
  amenities: many(listingAmenities),
  bookings: many(bookings),
}));

export const listingImagesRelations = relations(listingImages, ({ one }) => ({
  listing: one(listings, { fields: [listingImages.listingId], references: [listings.id] }),
}));

export const listingAmenitiesRelations = relations(listingAmenities, ({ one }) => ({
  listing: one(listings, { fields: [listingAmenities.listingId], references: [listings.id] }),
  amenity: one(amenities, { fields: [listingAmenities.amenityId], references: [amenities.id] }),
}));

export const bookingsRelations = relations(bookings, ({ one, many }) => ({
  user: one(users, { fields: [bookings.userId], references: [users.id] }),
  listing: one(listings, { fields: [bookings.listingId], references: [listings.id] }),
  payments: many(payments),
  refunds: many(refunds),
  history: many(bookingHistory),
  nights: many(blockedNights),
}));

export const bookingHistoryRelations = relations(bookingHistory, ({ one }) => ({
  booking: one(bookings, { fields: [bookingHistory.bookingId], references: [bookings.id] }),
}));

export const blockedNightsRelations = relations(blockedNights, ({ one }) => ({
  booking: one(bookings, { fields: [blockedNights.bookingId], references: [bookings.id] }),
  listing: one(listings, { fields: [blockedNights.listingId], references: [listings.id] }),
}));

export const paymentsRelations = relations(payments, ({ one, many }) => ({
  booking: one(bookings, { fields: [payments.bookingId], references: [bookings.id] }),
  refunds: many(refunds),
}));

export const refundsRelations = relations(refunds, ({ one }) => ({
  payment: one(payments, { fields: [refunds.paymentId], references: [payments.id] }),
  booking: one(bookings, { fields: [refunds.bookingId], references: [bookings.id] }),
}));

export const favoritesRelations = relations(favorites, ({ one }) => ({
  user: one(users, { fields: [favorites.userId], references: [users.id] }),
  listing: one(listings, { fields: [favorites.listingId], references: [listings.id] }),
}));
