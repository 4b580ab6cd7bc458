import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth-card";
import { AuthForm } from "@/components/auth-form";
import { landingPath } from "@/components/nav-links";
import { currentUser, safeNextPath } from "@/lib/api/session";

export const metadata: Metadata = { title: "Create an account" };

interface SignUpPageProps {
  searchParams: Promise<{ next?: string | string[] }>;
}

export default async function SignUpPage({ searchParams }: SignUpPageProps) {
  const next = safeNextPath((await searchParams).next);
  const user = await currentUser();
  if (user) redirect(landingPath(user.role, next));

  return (
    <AuthCard
      title="Create your account"
      intro="It takes a minute. Book stays and experiences across Ghana and keep your favorites in one place."
    >
      <AuthForm mode="sign-up" next={next} />
    </AuthCard>
  );
}
