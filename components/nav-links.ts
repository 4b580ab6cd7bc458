/** The site's main navigation, shared by the desktop bar and the phone menu. */
export const NAV_LINKS = [
  { href: "/listings?type=ACCOMMODATION", label: "Stays" },
  { href: "/listings?type=ACTIVITY", label: "Activities" },
  { href: "/listings?type=EXPERIENCE", label: "Experiences" },
  { href: "/#destinations", label: "Destinations" },
  { href: "/favorites", label: "Favorites" },
  { href: "/trips", label: "Trips" },
] as const;
