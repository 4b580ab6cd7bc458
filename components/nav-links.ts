import type { Role } from "@/lib/enums";

export interface NavLink {
  href: string;
  label: string;
}

/** The site's main navigation, shared by the desktop bar and the phone menu. */
export const NAV_LINKS = [
  { href: "/listings?type=ACCOMMODATION", label: "Stays" },
  { href: "/listings?type=ACTIVITY", label: "Activities" },
  { href: "/listings?type=EXPERIENCE", label: "Experiences" },
  { href: "/#destinations", label: "Destinations" },
  { href: "/favorites", label: "Favorites" },
  { href: "/trips", label: "Trips" },
] as const;

/**
 * The area a role works in, beside the guest's pages: the one place that says which account
 * sees which dashboard link and where it lands after signing in.
 */
export function workspaceLink(role: Role): NavLink | null {
  switch (role) {
    case "ADMIN":
    case "SUPER_ADMIN":
      return { href: "/admin", label: "Admin" };
    case "HOST":
      return { href: "/host", label: "Hosting" };
    case "USER":
      return null;
  }
}

/** The header's and the account's link for a role: its workspace, or for a guest the offer to host. */
export function roleLink(role: Role): NavLink | null {
  return (
    workspaceLink(role) ??
    (role === "USER" ? { href: "/become-a-host", label: "Become a host" } : null)
  );
}

/** Where signing in leads without a (safe) `next`: the role's workspace, or the home page. */
export function landingPath(role: Role, next: string | null): string {
  return next ?? workspaceLink(role)?.href ?? "/";
}

/** A signed-in account's own pages (the footer's and /account's list), its workspace first. */
export function accountLinks(role: Role): NavLink[] {
  const first = roleLink(role);
  return [
    ...(first ? [first] : []),
    { href: "/account", label: "Your account" },
    { href: "/trips", label: "Your bookings" },
    { href: "/favorites", label: "Favorites" },
  ];
}
