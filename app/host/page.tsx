import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/admin/ui";
import { buttonClass } from "@/components/button-styles";
import { requireHostPage } from "@/lib/api/session";

// The layout's "· Hosting" template only reaches child segments, not this page beside it.
export const metadata: Metadata = { title: { absolute: "Hosting · Akwaaba" } };

export default async function HostDashboardPage() {
  await requireHostPage("/host");
  return (
    <PageHeader
      title="Hosting"
      description="Your listings, their calendars and their bookings."
      actions={
        <Link href="/host/listings" className={buttonClass("primary")}>
          Your listings
        </Link>
      }
    />
  );
}
