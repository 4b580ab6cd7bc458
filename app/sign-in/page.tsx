import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth-card";
import { AuthForm } from "@/components/auth-form";
import { landingPath } from "@/components/nav-links";
import { currentUser, safeNextPath } from "@/lib/api/session";

export const metadata: Metadata = { title: "Sign in" };

interface SignInPageProps {
  searchParams: Promise<{ next?: string | string[] }>;
}

export default async function SignInPage({ searchParams }: SignInPageProps) {
  const next = safeNextPath((await searchParams).next);
  const user = await currentUser();
  if (user) redirect(landingPath(user.role, next));

  return (
    <AuthCard
      title="Welcome back"
      intro="Sign in to book stays, keep favorites and manage your trips."
      aside={
        <aside
          aria-labelledby="demo-accounts"
          className="mt-8 rounded-2xl border border-gold-300 bg-gold-100 px-5 py-4 text-sm text-ink-900"
        >
          <h2 id="demo-accounts" className="font-semibold">
            Trying Akwaaba? Use a demo account
          </h2>
          <p className="mt-1">
            <span className="font-mono">guest@example.com</span> with password{" "}
            <span className="font-mono">Akwaaba2026!</span>
          </p>
          <p className="mt-1 text-ink-700">
            Administrators: <span className="font-mono">admin@example.com</span> or{" "}
            <span className="font-mono">superadmin@example.com</span>, same password.
          </p>
        </aside>
      }
    >
      <AuthForm mode="sign-in" next={next} />
    </AuthCard>
  );
}
