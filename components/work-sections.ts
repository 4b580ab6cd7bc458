import type { Section } from "./section-nav";

// The sections of each work area's navigation (components/section-nav.tsx), its home first.

/** A banknote. */
const PAYOUTS_ICON = "M2.5 5.5h15v9h-15zM10 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM5 8v4M15 8v4";
/** A star. */
const REVIEWS_ICON =
  "M10 2.5l2.3 4.8 5.2.7-3.8 3.6.9 5.2L10 14.3l-4.6 2.5.9-5.2-3.8-3.6 5.2-.7L10 2.5Z";

export const ADMIN_SECTIONS = [
  { href: "/admin", label: "Overview", icon: "M3 11.5 10 5l7 6.5M5 10v6.5h3.5V13h3v3.5H15V10" },
  { href: "/admin/listings", label: "Listings", icon: "M3.5 4.5h13v11h-13zM3.5 8.5h13M7.5 8.5v7" },
  {
    href: "/admin/bookings",
    label: "Bookings",
    icon: "M4 5.5h12v10.5H4zM4 9h12M7.5 3.5v3.5M12.5 3.5v3.5",
  },
  {
    href: "/admin/users",
    label: "Users",
    icon: "M7.5 9.5a2.75 2.75 0 1 0 0-5.5 2.75 2.75 0 0 0 0 5.5ZM2.5 16c.5-2.9 2.6-4.5 5-4.5s4.5 1.6 5 4.5M13 4.3a2.6 2.6 0 0 1 0 5M14.5 11.7c1.5.5 2.6 1.9 3 4.3",
  },
  {
    href: "/admin/payouts",
    label: "Payouts",
    icon: PAYOUTS_ICON,
  },
  { href: "/admin/reviews", label: "Reviews", icon: REVIEWS_ICON },
  {
    href: "/admin/support",
    label: "Outbox & webhooks",
    icon: "M3 5.5h14v9H3zM3 6l7 5 7-5",
  },
  {
    href: "/admin/audit",
    label: "Audit log",
    icon: "M5.5 3.5h9v13h-9zM8 7h4M8 10h4M8 13h2.5",
  },
] as const satisfies readonly Section[];

export const HOST_SECTIONS = [
  { href: "/host", label: "Dashboard", icon: ADMIN_SECTIONS[0].icon },
  { href: "/host/listings", label: "Listings", icon: ADMIN_SECTIONS[1].icon },
  { href: "/host/bookings", label: "Bookings", icon: ADMIN_SECTIONS[2].icon },
  { href: "/host/reviews", label: "Reviews", icon: REVIEWS_ICON },
  { href: "/host/payouts", label: "Payouts", icon: PAYOUTS_ICON },
] as const satisfies readonly Section[];
