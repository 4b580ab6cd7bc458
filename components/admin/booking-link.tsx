import Link from "next/link";
import { tableLink } from "@/components/link-styles";

/** A booking's reference, linked to its page in the admin's (or the host's) dashboard. */
export function BookingLink({
  reference,
  base = "/admin/bookings",
}: {
  reference: string;
  base?: string;
}) {
  return (
    <Link href={`${base}/${reference}`} className={`${tableLink} font-mono`}>
      {reference}
    </Link>
  );
}
