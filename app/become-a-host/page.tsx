import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth-card";
import { BecomeHostForm } from "@/components/host/become-host-form";
import { tableLink } from "@/components/link-styles";
import { requirePageUser } from "@/lib/api/session";

export const metadata: Metadata = { title: "Become a host" };

export default async function BecomeHostPage() {
  const user = await requirePageUser("/become-a-host");
  if (user.role === "HOST") redirect("/host/listings");
  const administrator = user.role === "ADMIN" || user.role === "SUPER_ADMIN";

  return (
    <AuthCard
      title="Become a host"
      intro="List your place, activity or experience. Tell guests who you are; then write your first listing and send it for review."
    >
      {administrator ? (
        <p className="rounded-xl border border-gold-300 bg-gold-100 px-4 py-3 text-ink-900">
          Administrators manage listings from the{" "}
          <Link href="/admin/listings" className={tableLink}>
            dashboard
          </Link>
          . To host, use an account of your own.
        </p>
      ) : (
        <BecomeHostForm defaultName={user.profile.firstName} />
      )}
    </AuthCard>
  );
}
