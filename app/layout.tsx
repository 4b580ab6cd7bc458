import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { FocusOnNavigation } from "@/components/focus-on-navigation";
import { SessionRefresher } from "@/components/signed-in-parts";
import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";
import { currentSession } from "@/lib/api/session";
import "./globals.css";
import { config } from "@/lib/platform/config";

// The wordmark's kente tile, inline so no extra request or file is needed.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#17513c"/><rect x="6" y="6" width="6" height="20" rx="1.5" fill="#f2b53a"/><rect x="13" y="6" width="6" height="20" rx="1.5" fill="#c85a2c"/><rect x="20" y="6" width="6" height="20" rx="1.5" fill="#f2b53a"/><rect x="6" y="13" width="20" height="2.5" fill="#0b2e22"/><rect x="6" y="19" width="20" height="2.5" fill="#0b2e22"/></svg>',
)}`;

/** Read per request: the public address comes from the configuration, not the build. */
export async function generateMetadata(): Promise<Metadata> {
  return {
    title: {
      default: "Akwaaba · Stays, activities and experiences in Ghana",
      template: "%s · Akwaaba",
    },
    description:
      "Book places to stay, activities and experiences across Ghana, priced in Ghana cedis and paid by card or Mobile Money.",
    applicationName: "Akwaaba",
    metadataBase: new URL(config().appUrl),
    openGraph: {
      type: "website",
      siteName: "Akwaaba",
      locale: "en_GH",
      images: [
        {
          url: "/images/listings/accra-skyline.webp",
          width: 1200,
          height: 800,
          alt: "Accra at dusk",
        },
      ],
    },
    icons: { icon: FAVICON },
  };
}

export const viewport: Viewport = {
  themeColor: "#17513c",
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const session = await currentSession();
  const user = session?.user ?? null;
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-gold-400 px-4 py-3 font-semibold text-ink-900 shadow-float focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-3 focus-visible:outline-forest-800"
        >
          Skip to content
        </a>
        <SiteHeader user={user} />
        <main id="main" tabIndex={-1} className="flex-1">
          {children}
        </main>
        <SiteFooter role={user?.role ?? null} />
        <FocusOnNavigation />
        {session ? <SessionRefresher tokenIssuedAt={session.issuedAt} /> : null}
      </body>
    </html>
  );
}
