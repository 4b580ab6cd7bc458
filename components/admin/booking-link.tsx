import Link from "next/link";
import { tableLink } from "@/components/button-styles";

/** A booking's reference, linked to its page in the dashboard. */
export function BookingLink({ reference }: { reference: string }) {
  return (
    <Link href={`/admin/bookings/${reference}`} className={`${tableLink} font-mono`}>
      {reference}
    </Link>
  );
}
