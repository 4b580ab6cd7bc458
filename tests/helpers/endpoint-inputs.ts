// Every API endpoint's inputs, as the interface and decisions describe them, for the bad-input
// property test: path parameters (valid ones point at real records), query fields, bodies.
import * as catchAll from "@/app/api/[...path]/route";
import * as auditLog from "@/app/api/admin/audit-log/route";
import * as adminBookingCancel from "@/app/api/admin/bookings/[reference]/cancel/route";
import * as adminBooking from "@/app/api/admin/bookings/[reference]/route";
import * as adminBookings from "@/app/api/admin/bookings/route";
import * as blockedNights from "@/app/api/admin/listings/[id]/blocked-nights/route";
import * as calendar from "@/app/api/admin/listings/[id]/calendar/route";
import * as image from "@/app/api/admin/listings/[id]/images/[imageId]/route";
import * as imageOrder from "@/app/api/admin/listings/[id]/images/order/route";
import * as images from "@/app/api/admin/listings/[id]/images/route";
import * as adminListing from "@/app/api/admin/listings/[id]/route";
import * as adminListings from "@/app/api/admin/listings/route";
import * as outbox from "@/app/api/admin/outbox/route";
import * as stats from "@/app/api/admin/stats/route";
import * as userRole from "@/app/api/admin/users/[id]/role/route";
import * as adminUsers from "@/app/api/admin/users/route";
import * as webhookEvents from "@/app/api/admin/webhook-events/route";
import * as login from "@/app/api/auth/login/route";
import * as logout from "@/app/api/auth/logout/route";
import * as me from "@/app/api/auth/me/route";
import * as refresh from "@/app/api/auth/refresh/route";
import * as register from "@/app/api/auth/register/route";
import * as bookingCancel from "@/app/api/bookings/[reference]/cancel/route";
import * as cancellation from "@/app/api/bookings/[reference]/cancellation/route";
import * as booking from "@/app/api/bookings/[reference]/route";
import * as bookings from "@/app/api/bookings/route";
import * as maintenance from "@/app/api/cron/maintenance/route";
import * as destinations from "@/app/api/destinations/route";
import * as favoriteCheck from "@/app/api/favorites/check/[listingId]/route";
import * as favorites from "@/app/api/favorites/route";
import * as favoriteToggle from "@/app/api/favorites/toggle/route";
import * as health from "@/app/api/health/route";
import * as availability from "@/app/api/listings/[slug]/availability/route";
import * as listing from "@/app/api/listings/[slug]/route";
import * as featured from "@/app/api/listings/featured/route";
import * as listings from "@/app/api/listings/route";
import * as search from "@/app/api/listings/search/route";
import * as openApi from "@/app/api/openapi.json/route";
import * as paymentStatus from "@/app/api/payments/[reference]/status/route";
import * as initializePayment from "@/app/api/payments/initialize/route";
import * as sandboxCheckout from "@/app/api/sandbox/checkout/[reference]/route";
import * as webhook from "@/app/api/webhooks/[provider]/route";
import {
  BLOCK_REASONS,
  BOOKING_STATUSES,
  EMAIL_STATUSES,
  LISTING_STATUSES,
  LISTING_TYPES,
  PAYMENT_METHODS,
  PRICE_UNITS,
  PROPERTY_TYPES,
  ROLES,
} from "@/lib/enums";
import type { Endpoint, JsonBody, Method } from "./bad-requests";
import { bookingRequest, day } from "./bookings";
import {
  amount,
  BAD_DATES,
  boolean,
  coordinate,
  count,
  enumOf,
  format,
  integer,
  list,
  opaque,
  queryDate,
  queryEnum,
  queryFormat,
  queryText,
  text,
} from "./hostile-inputs";
import { catchAllRequests, imageUploads, sandboxForms, webhookDeliveries } from "./odd-bodies";

/** The records valid path parameters and bodies point at; filled in before the tests run. */
export interface Fixtures {
  listing: { id: string; slug: string };
  imageIds: string[];
  booking: { id: string; reference: string };
  otherUserId: string;
}

const EMAILS = [
  "a@b",
  "@example.com",
  "a@@example.com",
  "a b@example.com",
  "ama@example..com",
  `${"a".repeat(250)}@example.com`,
];
const PHONES = ["+23320123456", "+2332012345678", "0201234567", "+233 20 123 4567", "+44201234567"];
const URLS = [
  "javascript:alert(1)",
  "ftp://example.com/x",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example/x",
  "http://",
  `https://example.com/${"a".repeat(2001)}`,
];
const TIMES = ["24:00", "7:00", "12:60", "12:00:00", "noon"];
const id = format();
const date = format(BAD_DATES);

const listingFields = {
  type: { kind: enumOf(LISTING_TYPES), required: true },
  title: { kind: text(3, 120), required: true },
  description: { kind: text(10, 5000), required: true },
  highlights: { kind: list(text(1, 200), 20) },
  region: { kind: text(2, 100), required: true },
  city: { kind: text(2, 100), required: true },
  area: { kind: text(0, 100) },
  address: { kind: text(0, 300) },
  latitude: { kind: coordinate(90) },
  longitude: { kind: coordinate(180) },
  priceGHS: { kind: amount(0.01, 999_999.99), required: true },
  priceUnit: { kind: enumOf(PRICE_UNITS) },
  propertyType: { kind: enumOf(PROPERTY_TYPES, true) },
  bedrooms: { kind: integer(0, 50) },
  bathrooms: { kind: integer(0, 50) },
  maxGuests: { kind: integer(1, 100), required: true },
  checkInTime: { kind: format(TIMES) },
  checkOutTime: { kind: format(TIMES) },
  amenityIds: { kind: list(id, 60) },
  featured: { kind: boolean },
};

const validListing = () => ({
  type: "ACCOMMODATION",
  title: "Bad input villa",
  description: "A villa that bad input must never create.",
  highlights: ["Sea view"],
  region: "Greater Accra",
  city: "Accra",
  area: "Osu",
  address: "1 Test Street",
  latitude: 5.56,
  longitude: -0.2,
  priceGHS: 450.5,
  priceUnit: "PER_NIGHT",
  propertyType: "VILLA",
  bedrooms: 2,
  bathrooms: 1,
  maxGuests: 4,
  checkInTime: "14:00",
  checkOutTime: "11:00",
  amenityIds: [],
  featured: false,
});

const refreshToken: JsonBody = {
  fields: { refreshToken: { kind: opaque(1, 200) } },
  valid: () => ({}),
  strict: false,
};

const page = { page: { kind: count(1) }, limit: { kind: count(1) } };
const NOT_BOOLEAN = ["", "TRUE", "1", "yes"];
const NOT_AMOUNTS = ["", "1.234", "-5", "1e5", "12345678901", " 5", "5."];
const NOT_ID_LISTS = ["a,b'c", Array.from({ length: 31 }, (_, i) => `id${i}`).join(",")];

const catchAllMethods: Array<[Method, unknown]> = [
  ["GET", catchAll.GET],
  ["HEAD", catchAll.HEAD],
  ["OPTIONS", catchAll.OPTIONS],
  ["POST", catchAll.POST],
  ["PUT", catchAll.PUT],
  ["PATCH", catchAll.PATCH],
  ["DELETE", catchAll.DELETE],
];

export function endpoints(f: Fixtures): Endpoint[] {
  const listingId = () => ({ id: f.listing.id });
  const bookingReference = () => ({ reference: f.booking.reference });
  return [
    ...catchAllMethods.map(
      ([method, handler]): Endpoint => ({
        method,
        route: "/api/[...path]",
        handler,
        access: "public",
        attempts: catchAllRequests(method),
      }),
    ),
    {
      method: "GET",
      route: "/api/admin/audit-log",
      handler: auditLog.GET,
      access: "admin",
      query: {
        entityType: { kind: queryFormat() },
        entityId: { kind: queryFormat() },
        actorId: { kind: queryFormat() },
        ...page,
      },
    },
    {
      method: "POST",
      route: "/api/admin/bookings/[reference]/cancel",
      handler: adminBookingCancel.POST,
      access: "admin",
      params: bookingReference,
      body: {
        fields: { reason: { kind: text(1, 500), required: true }, refundFull: { kind: boolean } },
        valid: () => ({ reason: "Bad input check", refundFull: true }),
        strict: true,
      },
    },
    {
      method: "GET",
      route: "/api/admin/bookings/[reference]",
      handler: adminBooking.GET,
      access: "admin",
      params: bookingReference,
    },
    {
      method: "PATCH",
      route: "/api/admin/bookings/[reference]",
      handler: adminBooking.PATCH,
      access: "admin",
      params: bookingReference,
      body: {
        fields: {
          status: { kind: enumOf(BOOKING_STATUSES), required: true },
          note: { kind: text(0, 1000) },
        },
        valid: () => ({ status: "CONFIRMED", note: "Bad input check" }),
        strict: true,
      },
    },
    {
      method: "GET",
      route: "/api/admin/bookings",
      handler: adminBookings.GET,
      access: "admin",
      query: {
        status: { kind: queryEnum(BOOKING_STATUSES) },
        startDate: { kind: queryDate },
        endDate: { kind: queryDate },
        listingId: { kind: queryFormat() },
        ...page,
      },
    },
    {
      method: "POST",
      route: "/api/admin/listings/[id]/blocked-nights",
      handler: blockedNights.POST,
      access: "admin",
      params: listingId,
      body: {
        fields: {
          from: { kind: date, required: true },
          to: { kind: date, required: true },
          reason: { kind: enumOf(BLOCK_REASONS), required: true },
          note: { kind: text(0, 500) },
        },
        valid: () => ({ from: day(100), to: day(102), reason: "MAINTENANCE", note: "Repairs" }),
        strict: true,
      },
    },
    {
      method: "DELETE",
      route: "/api/admin/listings/[id]/blocked-nights",
      handler: blockedNights.DELETE,
      access: "admin",
      params: listingId,
      body: {
        fields: { from: { kind: date, required: true }, to: { kind: date, required: true } },
        valid: () => ({ from: day(100), to: day(102) }),
        strict: true,
      },
    },
    {
      method: "GET",
      route: "/api/admin/listings/[id]/calendar",
      handler: calendar.GET,
      access: "admin",
      params: listingId,
      query: { from: { kind: queryDate, valid: day(1) }, to: { kind: queryDate, valid: day(31) } },
    },
    {
      method: "PATCH",
      route: "/api/admin/listings/[id]/images/[imageId]",
      handler: image.PATCH,
      access: "admin",
      params: () => ({ id: f.listing.id, imageId: f.imageIds[0] ?? "" }),
      body: {
        fields: { alt: { kind: text(0, 300) }, isPrimary: { kind: boolean } },
        valid: () => ({ alt: "Front view", isPrimary: true }),
        strict: true,
      },
    },
    {
      method: "DELETE",
      route: "/api/admin/listings/[id]/images/[imageId]",
      handler: image.DELETE,
      access: "admin",
      params: () => ({ id: f.listing.id, imageId: f.imageIds[0] ?? "" }),
    },
    {
      method: "PUT",
      route: "/api/admin/listings/[id]/images/order",
      handler: imageOrder.PUT,
      access: "admin",
      params: listingId,
      body: {
        fields: { imageIds: { kind: list(id, 500), required: true } },
        valid: () => ({ imageIds: [...f.imageIds].reverse() }),
        strict: true,
      },
    },
    {
      method: "POST",
      route: "/api/admin/listings/[id]/images",
      handler: images.POST,
      access: "admin",
      params: listingId,
      body: imageUploads,
    },
    {
      method: "GET",
      route: "/api/admin/listings/[id]/images",
      handler: images.GET,
      access: "admin",
      params: listingId,
    },
    {
      method: "GET",
      route: "/api/admin/listings/[id]",
      handler: adminListing.GET,
      access: "admin",
      params: listingId,
    },
    {
      method: "PATCH",
      route: "/api/admin/listings/[id]",
      handler: adminListing.PATCH,
      access: "admin",
      params: listingId,
      body: {
        fields: {
          ...Object.fromEntries(
            Object.entries(listingFields).map(([name, { kind }]) => [name, { kind }]),
          ),
          status: { kind: enumOf(LISTING_STATUSES) },
        },
        valid: () => ({ ...validListing(), status: "PUBLISHED" }),
        strict: true,
      },
    },
    {
      method: "DELETE",
      route: "/api/admin/listings/[id]",
      handler: adminListing.DELETE,
      access: "admin",
      params: listingId,
    },
    {
      method: "GET",
      route: "/api/admin/listings",
      handler: adminListings.GET,
      access: "admin",
      query: {
        status: { kind: queryEnum(LISTING_STATUSES) },
        type: { kind: queryEnum(LISTING_TYPES) },
        featured: { kind: queryFormat(NOT_BOOLEAN) },
        search: { kind: queryText(1, 100) },
        ...page,
      },
    },
    {
      method: "POST",
      route: "/api/admin/listings",
      handler: adminListings.POST,
      access: "admin",
      body: { fields: listingFields, valid: validListing, strict: true },
    },
    {
      method: "GET",
      route: "/api/admin/outbox",
      handler: outbox.GET,
      access: "admin",
      query: { status: { kind: queryEnum(EMAIL_STATUSES) }, ...page },
    },
    { method: "GET", route: "/api/admin/stats", handler: stats.GET, access: "admin" },
    {
      method: "PATCH",
      route: "/api/admin/users/[id]/role",
      handler: userRole.PATCH,
      access: "admin",
      params: () => ({ id: f.otherUserId }),
      body: {
        fields: { role: { kind: enumOf(ROLES), required: true } },
        valid: () => ({ role: "HOST" }),
        strict: true,
      },
    },
    {
      method: "GET",
      route: "/api/admin/users",
      handler: adminUsers.GET,
      access: "admin",
      query: { role: { kind: queryEnum(ROLES) }, search: { kind: queryText(1, 100) }, ...page },
    },
    {
      method: "GET",
      route: "/api/admin/webhook-events",
      handler: webhookEvents.GET,
      access: "admin",
      query: { event: { kind: queryFormat() }, outcome: { kind: queryFormat() }, ...page },
    },
    {
      method: "POST",
      route: "/api/auth/login",
      handler: login.POST,
      access: "public",
      body: {
        fields: {
          email: { kind: format(EMAILS), required: true },
          password: { kind: opaque(1, 128), required: true },
        },
        valid: () => ({ email: "nobody@example.com", password: "not-the-password" }),
        strict: true,
      },
    },
    {
      method: "POST",
      route: "/api/auth/logout",
      handler: logout.POST,
      access: "public",
      body: refreshToken,
    },
    { method: "GET", route: "/api/auth/me", handler: me.GET, access: "user" },
    {
      method: "POST",
      route: "/api/auth/refresh",
      handler: refresh.POST,
      access: "public",
      body: refreshToken,
    },
    {
      method: "POST",
      route: "/api/auth/register",
      handler: register.POST,
      access: "public",
      body: {
        fields: {
          email: { kind: format(EMAILS), required: true },
          password: { kind: opaque(8, 128), required: true },
          firstName: { kind: text(1, 100), required: true },
          lastName: { kind: text(1, 100), required: true },
        },
        valid: () => ({
          email: "bad.input@example.com",
          password: "a-long-password",
          firstName: "Ama",
          lastName: "Mensah",
        }),
        strict: true,
      },
    },
    {
      method: "POST",
      route: "/api/bookings/[reference]/cancel",
      handler: bookingCancel.POST,
      access: "user",
      params: bookingReference,
      body: {
        fields: { reason: { kind: text(1, 500), required: true } },
        valid: () => ({ reason: "Plans changed" }),
        strict: true,
      },
    },
    {
      method: "GET",
      route: "/api/bookings/[reference]/cancellation",
      handler: cancellation.GET,
      access: "user",
      params: bookingReference,
    },
    {
      method: "GET",
      route: "/api/bookings/[reference]",
      handler: booking.GET,
      access: "user",
      params: bookingReference,
    },
    {
      method: "POST",
      route: "/api/bookings",
      handler: bookings.POST,
      access: "user",
      body: {
        fields: {
          listingId: { kind: id, required: true },
          checkIn: { kind: date, required: true },
          checkOut: { kind: date, required: true },
          adults: { kind: integer(1, 20), required: true },
          children: { kind: integer(0, 10) },
          guestName: { kind: text(2, 100), required: true },
          guestEmail: { kind: format(EMAILS), required: true },
          guestPhone: { kind: format(PHONES), required: true },
          specialRequests: { kind: text(0, 1000) },
        },
        valid: () =>
          bookingRequest(f.listing.id, {
            checkIn: day(60),
            checkOut: day(62),
            specialRequests: "Late arrival",
          }),
        // Unknown fields are dropped (clients may send price fields the server never reads).
        strict: false,
      },
    },
    {
      method: "GET",
      route: "/api/bookings",
      handler: bookings.GET,
      access: "user",
      query: { status: { kind: queryEnum(BOOKING_STATUSES) }, ...page },
    },
    { method: "POST", route: "/api/cron/maintenance", handler: maintenance.POST, access: "cron" },
    { method: "GET", route: "/api/destinations", handler: destinations.GET, access: "public" },
    {
      method: "GET",
      route: "/api/favorites/check/[listingId]",
      handler: favoriteCheck.GET,
      access: "user",
      params: () => ({ listingId: f.listing.id }),
    },
    { method: "GET", route: "/api/favorites", handler: favorites.GET, access: "user", query: page },
    {
      method: "POST",
      route: "/api/favorites/toggle",
      handler: favoriteToggle.POST,
      access: "user",
      body: {
        fields: { listingId: { kind: id, required: true } },
        valid: () => ({ listingId: f.listing.id }),
        strict: true,
      },
    },
    { method: "GET", route: "/api/health", handler: health.GET, access: "public" },
    {
      method: "GET",
      route: "/api/listings/[slug]/availability",
      handler: availability.GET,
      access: "public",
      params: () => ({ slug: f.listing.slug }),
      query: {
        checkIn: { kind: queryDate, valid: day(50) },
        checkOut: { kind: queryDate, valid: day(52) },
      },
    },
    {
      method: "GET",
      route: "/api/listings/[slug]",
      handler: listing.GET,
      access: "public",
      params: () => ({ slug: f.listing.slug }),
    },
    {
      method: "GET",
      route: "/api/listings/featured",
      handler: featured.GET,
      access: "public",
      query: { type: { kind: queryEnum(LISTING_TYPES) }, limit: { kind: count(1) } },
    },
    {
      method: "GET",
      route: "/api/listings",
      handler: listings.GET,
      access: "public",
      query: {
        type: { kind: queryEnum(LISTING_TYPES) },
        region: { kind: queryText(1, 100) },
        city: { kind: queryText(1, 100) },
        minPrice: { kind: queryFormat(NOT_AMOUNTS) },
        maxPrice: { kind: queryFormat(NOT_AMOUNTS) },
        bedrooms: { kind: count(0, 50) },
        guests: { kind: count(1, 100) },
        amenities: { kind: queryFormat(NOT_ID_LISTS) },
        checkIn: { kind: queryDate },
        checkOut: { kind: queryDate },
        sort: { kind: queryEnum(["price_asc", "price_desc", "newest", "popular"]) },
        ...page,
      },
    },
    {
      method: "GET",
      route: "/api/listings/search",
      handler: search.GET,
      access: "public",
      query: {
        q: { kind: queryText(1, 100), valid: "accra" },
        type: { kind: queryEnum(LISTING_TYPES) },
        limit: { kind: count(1) },
      },
    },
    { method: "GET", route: "/api/openapi.json", handler: openApi.GET, access: "public" },
    {
      method: "GET",
      route: "/api/payments/[reference]/status",
      handler: paymentStatus.GET,
      access: "user",
      params: bookingReference,
    },
    {
      method: "POST",
      route: "/api/payments/initialize",
      handler: initializePayment.POST,
      access: "user",
      body: {
        fields: {
          bookingId: { kind: id, required: true },
          method: { kind: enumOf(PAYMENT_METHODS) },
          callbackUrl: { kind: format(URLS) },
        },
        valid: () => ({
          bookingId: f.booking.id,
          method: "CARD",
          callbackUrl: "http://localhost:3000/bookings/callback",
        }),
        strict: true,
      },
    },
    {
      method: "POST",
      route: "/api/sandbox/checkout/[reference]",
      handler: sandboxCheckout.POST,
      access: "user",
      params: bookingReference,
      body: sandboxForms,
    },
    {
      method: "POST",
      route: "/api/webhooks/[provider]",
      handler: webhook.POST,
      access: "public",
      attempts: webhookDeliveries(() => f.booking.reference),
      signed: true,
    },
  ];
}
