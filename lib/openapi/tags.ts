export const TAGS = [
  { name: "Catalogue", description: "Published listings, availability, search and destinations." },
  { name: "Accounts", description: "Sign-up, sign-in, session refresh and sign-out." },
  { name: "Bookings", description: "A signed-in guest's bookings and cancellations." },
  { name: "Payments", description: "Checkout attempts, payment status and provider callbacks." },
  { name: "Favorites", description: "A signed-in user's saved listings." },
  {
    name: "Reviews",
    description: "Verified reviews: written by the guest of a completed stay, read by everyone.",
  },
  {
    name: "Hosting",
    description:
      "A host's own listings (writing, photos, calendar, review), their bookings, figures, earnings and payouts.",
  },
  {
    name: "Calendars",
    description: "iCal feeds of a stay's occupied nights, for other channels and calendar apps.",
  },
  { name: "Admin: listings", description: "Listings in every status, images and calendars." },
  { name: "Admin: bookings", description: "Every booking, status changes and cancellations." },
  { name: "Admin: users", description: "Accounts and their roles." },
  { name: "Admin: payouts", description: "Hosts' payouts, what is owed to them, holds." },
  { name: "Admin: reviews", description: "Every review, hidden or shown with a reason." },
  {
    name: "Admin: dashboard",
    description: "Figures, audit trail, e-mail outbox, provider events.",
  },
  { name: "Platform", description: "Health, the scheduled job and this reference." },
] as const;

export type TagName = (typeof TAGS)[number]["name"];

/** A tag's page in the reference, /docs/api/<slug>: "Admin: listings" → "admin-listings". */
export const tagSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
